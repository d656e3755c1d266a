// The converter output: one tab per output a notation offers (e.g. GBB -> JSON, GBB -> normalised GBB),
// each with its own option controls, a copy and a download button. The panel knows nothing about any
// notation: it is driven by the notation's `outputs` descriptors (see notations/index.js). An output
// may be written by the worker (a promise of its text): the panel says so while it is written, and
// an answer for an earlier request is dropped.
import { label as translate, t } from './i18n.js';

let panelCount = 0;
// Laying out megabytes of text freezes a page for seconds: past this size the panel shows the first
// lines and says so; Copy and Download still give the whole output.
const LARGE_OUTPUT = 1_000_000;
const PREVIEW_LINES = 1000;
// An output of the same model written by the worker usually comes within milliseconds: the text
// shown stays until then, and "Writing…" is said only if it takes longer.
const SAY_WRITING_AFTER_MS = 150;

function controlElement(control, onChange) {
  const wrapper = document.createElement('label');
  wrapper.className = `output-control output-control-${control.type}`;
  let input;
  if (control.type === 'checkbox') {
    input = document.createElement('input');
    input.type = 'checkbox';
    input.checked = control.default;
    wrapper.append(input, ` ${translate(control.label)}`);
  } else {
    input = document.createElement('select');
    for (const choice of control.choices)
      input.add(new Option(translate(choice.label), choice.value, false, choice.value === control.default));
    wrapper.append(`${translate(control.label)} `, input);
  }
  input.dataset.option = control.id;
  input.addEventListener('change', onChange);
  return {
    wrapper,
    read: () => (control.type === 'checkbox' ? input.checked : input.value),
    write: (value) => {
      if (control.type === 'checkbox') input.checked = value;
      else input.value = value;
    },
  };
}

export class ConverterPanel {
  #root;
  #tabList;
  #panels = [];
  #model = null;
  #view = {};
  #produceInWorker = null;
  #selected = 0;

  /** @param {HTMLElement} root the element that receives the tabs and their panels */
  constructor(root) {
    this.#root = root;
  }

  /**
   * Builds one tab per output descriptor (called when the notation or the language changes; with
   * keepSettings the selected tab and the option values survive, e.g. across a language switch).
   */
  setOutputs(outputs, { keepSettings = false } = {}) {
    // Other outputs (another notation): the model shown so far is not theirs.
    if (!keepSettings) this.setModel(null);
    const previous = keepSettings
      ? {
          selected: this.#panels[this.#selected]?.output.id,
          settings: this.#panels.map((panel) => [panel.output.id, this.#settingsOf(panel)]),
        }
      : null;
    const prefix = `output-${++panelCount}`;
    this.#tabList = document.createElement('div');
    this.#tabList.className = 'tabs';
    this.#tabList.setAttribute('role', 'tablist');
    this.#tabList.setAttribute('aria-label', t('output.tabs'));
    this.#tabList.addEventListener('keydown', (event) => this.#moveBetweenTabs(event));
    this.#panels = outputs.map((output, index) => this.#buildPanel(output, `${prefix}-${index}`));
    this.#root.replaceChildren(this.#tabList, ...this.#panels.map((panel) => panel.element));
    if (previous) {
      const settings = new Map(previous.settings);
      for (const panel of this.#panels) {
        const values = settings.get(panel.output.id) ?? {};
        for (const control of panel.controls) if (control.id in values) control.write(values[control.id]);
      }
    }
    this.#select(
      Math.max(
        0,
        this.#panels.findIndex((panel) => panel.output.id === previous?.selected),
      ),
      false,
    );
    this.#renderAll();
  }

  /**
   * Shows the outputs of a freshly parsed model, or a placeholder when the input has errors. `view`
   * ({ ply, flipped }) lets an output follow the board, e.g. HEN at the move shown. For a model
   * parsed in the worker, `produceInWorker(outputId, settings)` has the worker write the outputs
   * marked `inWorker` (a promise of the text): megabytes of output are not written on this thread.
   */
  setModel(model, view = {}, produceInWorker = null) {
    this.#model = model;
    this.#view = view;
    this.#produceInWorker = produceInWorker;
    this.#renderAll();
  }

  #buildPanel(output, id) {
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.id = `${id}-tab`;
    tab.className = 'tab';
    tab.textContent = translate(output.label);
    tab.dataset.output = output.id;
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', `${id}-panel`);
    tab.addEventListener('click', () =>
      this.#select(
        this.#panels.findIndex((panel) => panel.tab === tab),
        true,
      ),
    );
    this.#tabList.append(tab);

    const element = document.createElement('section');
    element.id = `${id}-panel`;
    element.className = 'output-panel';
    element.dataset.output = output.id;
    element.setAttribute('role', 'tabpanel');
    element.setAttribute('aria-labelledby', tab.id);

    const panel = { output, tab, element, controls: [], text: '', request: 0 };
    const toolbar = document.createElement('div');
    toolbar.className = 'output-toolbar';
    const controlBox = document.createElement('div');
    controlBox.className = 'output-controls';
    for (const control of output.controls ?? []) {
      const built = controlElement(control, () => this.#render(panel));
      panel.controls.push({ id: control.id, read: built.read, write: built.write });
      controlBox.append(built.wrapper);
    }
    const actions = document.createElement('div');
    actions.className = 'output-actions';
    const name = translate(output.label);
    panel.copyButton = this.#button(t('output.copy'), t('output.copyLabel', { label: name }), () => this.#copy(panel));
    panel.downloadButton = this.#button(
      t('output.download'),
      t('output.downloadLabel', { label: name, file: output.fileName }),
      () => this.#download(panel),
    );
    panel.status = document.createElement('span');
    panel.status.className = 'output-status';
    panel.status.setAttribute('role', 'status');
    actions.append(panel.status, panel.copyButton, panel.downloadButton);
    toolbar.append(controlBox, actions);

    panel.pre = document.createElement('pre');
    panel.pre.className = 'output-text';
    panel.pre.tabIndex = 0; // scrollable region: reachable by keyboard
    panel.pre.setAttribute('aria-label', t('output.textLabel', { label: name }));
    element.append(toolbar, panel.pre);
    return panel;
  }

  #button(text, label, onClick) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'button';
    button.textContent = text;
    button.setAttribute('aria-label', label);
    button.addEventListener('click', onClick);
    return button;
  }

  #settingsOf(panel) {
    return Object.fromEntries(panel.controls.map((control) => [control.id, control.read()]));
  }

  // Only the visible output is produced; the others when their tab is chosen (a big board's JSON
  // costs time that nobody should wait for unless they look at it).
  #renderAll() {
    this.#panels.forEach((panel, index) => {
      panel.stale = true;
      if (index === this.#selected) this.#render(panel);
    });
  }

  #render(panel) {
    panel.stale = false;
    const request = ++panel.request; // an answer from the worker for an earlier request is dropped
    clearTimeout(panel.writingTimer);
    if (!this.#model) {
      this.#showMessage(panel, t('output.none'));
      return;
    }
    const model = this.#model;
    const settings = this.#settingsOf(panel);
    // An output that says what it depends on (`key`) is written once per model and key: stepping
    // through a game does not export a whole database again at every move.
    const key = panel.output.key ? JSON.stringify([panel.output.key(model, settings, this.#view), settings]) : null;
    if (key !== null && panel.shown?.model === model && panel.shown.key === key) return;
    const inWorker = this.#produceInWorker && panel.output.inWorker;
    let text;
    try {
      text = inWorker
        ? this.#produceInWorker(panel.output.id, settings)
        : panel.output.produce(model, settings, this.#view);
    } catch (error) {
      // A converter refusing a model is a message for the user, not a broken page.
      return this.#showMessage(panel, error.message);
    }
    const shown = key === null ? null : { model, key };
    if (typeof text?.then !== 'function') return this.#show(panel, text, shown);
    // Written elsewhere: "Writing…" at once for another model's text, after a moment for this one's.
    panel.element.dataset.state = 'producing';
    const sayWriting = () => {
      if (request === panel.request) this.#showMessage(panel, t('output.producing'), 'producing');
    };
    if (panel.textModel !== model) sayWriting();
    else panel.writingTimer = setTimeout(sayWriting, SAY_WRITING_AFTER_MS);
    text.then(
      (value) => {
        if (request !== panel.request) return;
        clearTimeout(panel.writingTimer);
        this.#show(panel, value, shown);
      },
      (error) => {
        if (request !== panel.request || error?.name === 'Cancelled') return;
        clearTimeout(panel.writingTimer);
        this.#showMessage(panel, error.message);
      },
    );
  }

  // A placeholder instead of an output (no model, a refusal, an output still being written).
  #showMessage(panel, message, state = 'ready') {
    panel.shown = null;
    panel.textModel = null;
    panel.status.textContent = '';
    panel.text = '';
    panel.pre.textContent = message;
    panel.pre.classList.add('is-placeholder');
    panel.element.dataset.state = state;
    panel.copyButton.disabled = true;
    panel.downloadButton.disabled = true;
  }

  // Shows an output's text; `shown` ({ model, key }) is what it was written for, when it has a key.
  #show(panel, text, shown) {
    panel.status.textContent = '';
    panel.text = text;
    panel.shown = shown;
    panel.textModel = this.#model;
    panel.pre.classList.remove('is-placeholder');
    if (panel.text.length < LARGE_OUTPUT) {
      panel.pre.textContent = panel.text;
    } else {
      const lines = panel.text.split('\n', PREVIEW_LINES + 1);
      const shown = lines.slice(0, PREVIEW_LINES).join('\n');
      // One-line outputs (compact JSON) are cut by characters instead.
      panel.pre.textContent = lines.length > PREVIEW_LINES ? shown : panel.text.slice(0, LARGE_OUTPUT / 10);
      panel.status.textContent = t('output.preview', { size: `${(panel.text.length / 1e6).toFixed(1)} MB` });
    }
    panel.element.dataset.state = 'ready';
    panel.copyButton.disabled = panel.text === '';
    panel.downloadButton.disabled = panel.text === '';
  }

  #select(index, moveFocus) {
    this.#selected = index;
    this.#panels.forEach((panel, panelIndex) => {
      const selected = panelIndex === index;
      panel.tab.setAttribute('aria-selected', String(selected));
      panel.tab.tabIndex = selected ? 0 : -1; // roving tab stop: arrows move between tabs
      panel.element.hidden = !selected;
      if (selected && panel.stale) this.#render(panel);
    });
    if (moveFocus) this.#panels[index].tab.focus();
  }

  #moveBetweenTabs(event) {
    const last = this.#panels.length - 1;
    const target = { ArrowRight: this.#selected + 1, ArrowLeft: this.#selected - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    this.#select((target + last + 1) % (last + 1), true);
  }

  async #copy(panel) {
    try {
      await navigator.clipboard.writeText(panel.text);
      panel.status.textContent = t('output.copied');
      clearTimeout(panel.statusTimer);
      panel.statusTimer = setTimeout(() => {
        panel.status.textContent = '';
      }, 2500);
    } catch {
      // No clipboard permission (or an insecure origin): select the text so the user can copy it.
      getSelection().selectAllChildren(panel.pre);
      panel.status.textContent = t('output.selected');
    }
  }

  #download(panel) {
    const url = URL.createObjectURL(new Blob([panel.text], { type: panel.output.mediaType }));
    const link = document.createElement('a');
    link.href = url;
    link.download = panel.output.fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
