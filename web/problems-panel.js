// The problems under the input: the errors of a text that cannot be read, the notes on one that
// can (a loud list, and the quiet ones behind a line that opens on request). Each problem says its
// message (any text it quotes isolated, as every input text shown), its place with a button that
// shows it in the editor, and for a move of a replayed game a button that shows the board there.
import { t, tp } from './i18n.js';

// A database may have one problem per game, and a list of thousands took the page's thread a
// second to build: the first ones are listed, the rest counted.
const MAX_LISTED = 200;

export class ProblemsPanel {
  #container;
  #isolated;
  #reveal;
  #goTo;

  /**
   * `container`: the element the problems go in. `isolated(text)`: the text as it may be shown;
   * `reveal(problem)`: shows its place in the editor; `goTo(ply)`: shows the board at a move.
   */
  constructor(container, { isolated, reveal, goTo }) {
    this.#container = container;
    this.#isolated = isolated;
    this.#reveal = reveal;
    this.#goTo = goTo;
  }

  /** Nothing shown. */
  clear() {
    this.#container.replaceChildren();
  }

  /** Replaces what is shown with `problems` under `title` (note: a note, not an error). */
  show(title, problems, { note = false } = {}) {
    const document = this.#container.ownerDocument;
    const box = document.createElement('div');
    box.className = note ? 'problem-box is-note' : 'problem-box';
    box.setAttribute('role', note ? 'status' : 'alert');
    const heading = document.createElement('p');
    heading.className = 'problem-title';
    heading.textContent = title;
    box.append(heading, this.#list(problems));
    this.#container.replaceChildren(box);
  }

  // Notes on how a valid text is written that change nothing of its reading (a mate written
  // with '+'): not a banner, a line that opens on request (and whose list is made then).
  showQuiet(notes) {
    const document = this.#container.ownerDocument;
    const box = document.createElement('details');
    box.className = 'quiet-notes';
    const summary = document.createElement('summary');
    summary.textContent = tp('notes.quiet', notes.length);
    box.append(summary);
    box.addEventListener('toggle', () => {
      if (box.open && box.childElementCount === 1) box.append(this.#list(notes));
    });
    this.#container.append(box);
  }

  #list(problems) {
    const document = this.#container.ownerDocument;
    const make = (name, className, text) => {
      const element = document.createElement(name);
      element.className = className;
      if (text !== undefined) element.textContent = text;
      return element;
    };
    const list = make('ul', 'problem-list');
    if (problems.length > MAX_LISTED)
      list.append(make('li', 'problem problem-more', tp('notes.more', problems.length - MAX_LISTED)));
    for (const problem of problems.slice(0, MAX_LISTED)) {
      const item = make('li', 'problem');
      if (problem.line) {
        item.dataset.line = problem.line;
        item.dataset.column = problem.column;
      }
      if (problem.code) item.dataset.code = problem.code;
      // Some messages quote the source line with a caret under it: keep that part monospaced.
      const [sentence, ...quoted] = problem.message.split('\n');
      item.append(make('p', 'problem-message', this.#isolated(sentence)));
      if (quoted.length > 0) item.append(make('pre', 'problem-context', this.#isolated(quoted.join('\n'))));
      if (problem.showCode && problem.code)
        item.append(make('p', 'problem-rule', t('problem.rule', { code: problem.code })));
      if (problem.line) {
        const reveal = make(
          'button',
          'button button-small',
          t('problem.goTo', { line: problem.line, column: problem.column }),
        );
        reveal.type = 'button';
        reveal.addEventListener('click', () => this.#reveal(problem));
        item.append(reveal);
      }
      if (problem.viewPly !== undefined) {
        // A problem of one move of a game (a replayed game's issue): show the board at that move.
        item.dataset.viewPly = problem.viewPly;
        const show = make(
          'button',
          'button button-small show-ply',
          t('problem.showPly', { label: problem.plyName ?? problem.viewPly }),
        );
        show.type = 'button';
        show.addEventListener('click', () => this.#goTo(problem.viewPly));
        item.append(show);
      }
      list.insertBefore(item, list.querySelector('.problem-more'));
    }
    return list;
  }
}
