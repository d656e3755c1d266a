// The page's address as the page's state, both ways (the format is hash-state.js's): written after
// every change of what is shown, read when a link is opened. A long text is compressed first and
// a compressed one expanded first, asynchronously: only the newest request's answer is used. The
// share button copies the address and says whether the text is in it.
import { fitsAsItself, packText, readHash, unpackText, writeHash } from './hash-state.js';
import { t } from './i18n.js';

export class PageAddress {
  #writeRequest = 0;
  #readRequest = 0;
  #packed = { text: null, packed: undefined }; // the compressed form of the text last compressed
  #status;
  #statusTimer;

  /** `status`: the element that says what the share button did. */
  constructor(status) {
    this.#status = status;
  }

  /**
   * Writes `shown` ({ notation, text, example, ply, view, flipped, language }) in the address.
   * Resolves to whether the text is in it (undefined when a newer state took over).
   */
  async write(shown) {
    const request = ++this.#writeRequest;
    delete document.body.dataset.address;
    let packed;
    if (shown.text !== undefined && !fitsAsItself(shown.text)) {
      document.body.dataset.address = 'writing'; // scripts and tests wait for the address to follow
      packed = await this.#pack(shown.text);
      if (request !== this.#writeRequest) return undefined;
      delete document.body.dataset.address;
    }
    const { hash, textFits } = writeHash({ ...shown, packed });
    if (hash !== location.hash) history.replaceState(null, '', hash);
    return textFits;
  }

  /**
   * The state a link carries (readHash's fields, the text expanded) and `problem`: why its text is
   * missing (left out as too long, or cut or edited), else null. Resolves to null when a newer
   * link took over.
   */
  async read() {
    const request = ++this.#readRequest;
    const wanted = readHash();
    let problem = wanted.omitted ? t('link.omitted') : null;
    if (wanted.packed !== undefined) {
      try {
        wanted.text = await unpackText(wanted.packed);
      } catch {
        problem = t('link.damaged');
      }
      if (request !== this.#readRequest) return null;
    }
    if (problem) wanted.text = '';
    return { wanted, problem };
  }

  /** Says `message` beside the share button ('' clears it), for a while unless `lasting`. */
  say(message, { lasting = false } = {}) {
    clearTimeout(this.#statusTimer);
    this.#status.textContent = message;
    if (message && !lasting) this.#statusTimer = setTimeout(() => (this.#status.textContent = ''), 4000);
  }

  /** The share button: writes the address (`write()` gives its promise), copies it, says so. */
  wireShare(button, write) {
    button.addEventListener('click', async () => {
      const textFits = await write();
      const message = textFits === false ? t('control.shareTooLong') : t('control.shareCopied');
      try {
        await navigator.clipboard.writeText(location.href);
        this.say(message);
      } catch {
        this.say(location.href);
      }
    });
  }

  // The compressed text, compressed once per text (stepping through a long game rewrites the
  // address at every step).
  async #pack(text) {
    if (this.#packed.text !== text) this.#packed = { text, packed: packText(text).catch(() => undefined) };
    return this.#packed.packed;
  }
}
