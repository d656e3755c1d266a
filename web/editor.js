// The input: a plain <textarea> with a line-number gutter, error marks drawn behind the text, file
// drop and "open file". A textarea (not contenteditable) keeps native editing, undo and accessibility;
// the marks live in a backdrop layer that scrolls with it.
//
// Problems come in as {line, column, length, message} with 1-based line and column counted in
// UTF-16 code units from the start of the line, as the package reports them.

import { language, t } from './i18n.js';

const BYTE_ORDER_MARK = '\uFEFF';
// A textarea lays out all of its text: a few megabytes freeze the page for seconds, and half a
// megabyte took the page's thread over half a second. Past this size (where the parse moves to the
// worker too) the text area shows the first lines, read-only, while the parse and the converter
// use all of it.
const LARGE_TEXT = 200_000;
const PREVIEW_LINES = 1000;
// ...and at most this many characters of them: a text of few, long lines (an SGF game is often one
// line) would otherwise be laid out whole.
const PREVIEW_CHARACTERS = 100_000;
// Marks drawn at most (the first problems'): each is a layer of its own.
const MAX_MARKS = 200;

// The beginning of a large text that the text area shows: its first lines, or characters.
const previewOf = (text) => text.split('\n', PREVIEW_LINES).join('\n').slice(0, PREVIEW_CHARACTERS);

/** Splits text into lines the way the parser counts them (LF or CRLF ends a line). */
function linesOf(text) {
  return text.split('\n');
}

// Where a problem is in `lines` (the text's): its line's index and text, and [from, to) in it.
function placeOfProblem(lines, { line, column, length }) {
  const lineIndex = Math.min(Math.max(line, 1), lines.length) - 1;
  const lineText = lines[lineIndex].replace(/\r$/, '');
  // The parser skips a leading byte order mark without counting it as a column.
  const skipped = lineIndex === 0 && lineText.startsWith(BYTE_ORDER_MARK) ? 1 : 0;
  const from = Math.min(skipped + Math.max(column, 1) - 1, lineText.length);
  const to = Math.min(from + Math.max(length ?? 0, 0), lineText.length);
  return { lineIndex, lineText, from, to };
}

/**
 * The [start, end) offsets in `text` of a problem, for setSelectionRange. A zero-length problem (the
 * end of the input, say) gives an empty range: the caret lands exactly there.
 */
export function rangeOfProblem(text, problem) {
  const lines = linesOf(text);
  const place = placeOfProblem(lines, problem);
  let start = 0;
  for (let index = 0; index < place.lineIndex; index++) start += lines[index].length + 1;
  return { start: start + place.from, end: start + place.to, ...place };
}

export class Editor {
  #root;
  #textarea;
  #gutter;
  #backdrop;
  #lineCount = 0;
  #onTextChange;
  #fullText = null; // the whole text while the textarea shows only its beginning
  #notice;
  #scrollReset = null; // scrolled back to the top at the next frame (see setText)
  #lastText = ''; // the text before the latest change (to tell an edit from a new document)

  /**
   * @param {HTMLElement} root the .editor element (holds the gutter, the backdrop and the textarea)
   * @param {{onTextChange(text: string, cause: 'typing'|'paste'|'file'|'example'|'link'|'program', details: { fileName?: string, previous: string }): void}} callbacks
   */
  constructor(root, { onTextChange }) {
    this.#root = root;
    this.#textarea = root.querySelector('textarea');
    this.#gutter = root.querySelector('.editor-gutter');
    this.#backdrop = root.querySelector('.editor-backdrop');
    this.#onTextChange = onTextChange;

    this.#textarea.addEventListener('input', (event) => {
      // A large text pasted or dropped is shown as setText shows it (its beginning, read-only)
      // before anything lays it out: laying out megabytes in the text area and its gutter took the
      // page's thread seconds.
      const pasted = event.inputType === 'insertFromPaste' || event.inputType === 'insertFromDrop';
      if (pasted && this.#fullText === null && this.#textarea.value.length >= LARGE_TEXT) {
        this.setText(this.#textarea.value, 'paste');
        return;
      }
      this.#refreshGutter();
      // Marks belong to the text that was parsed; once it changes they would point at the wrong place.
      this.showProblems([]);
      const previous = this.#lastText;
      this.#lastText = this.text;
      // A paste or a drop of text may bring a whole document (read in its own notation, see app.js).
      this.#onTextChange(this.text, pasted ? 'paste' : 'typing', { previous });
    });
    // A large text pasted does not go through the text area's own editing, which took Chromium's
    // thread seconds for megabytes (the paste is then not on the text area's undo list): it is
    // shown as setText shows it.
    this.#textarea.addEventListener('paste', (event) => {
      const pasted = event.clipboardData?.getData('text/plain') ?? '';
      if (pasted.length < LARGE_TEXT || this.#fullText !== null) return;
      event.preventDefault();
      const { value, selectionStart, selectionEnd } = this.#textarea;
      this.setText(value.slice(0, selectionStart) + pasted + value.slice(selectionEnd), 'paste');
    });
    this.#textarea.addEventListener('scroll', () => this.#followScroll());
    this.#acceptDroppedFiles();
    this.#refreshGutter();
    this.#notice = document.createElement('div');
    this.#notice.className = 'editor-notice';
    this.#notice.hidden = true;
    root.after(this.#notice);
  }

  get text() {
    return this.#fullText ?? this.#textarea.value;
  }

  /** True while the text area shows only the beginning of a large text. */
  get isPreview() {
    return this.#fullText !== null;
  }

  setText(text, cause = 'program', { fileName } = {}) {
    const previous = this.#lastText;
    this.#lastText = text;
    this.#showPreviewOf(text.length >= LARGE_TEXT ? text : null);
    this.#textarea.value = this.#fullText === null ? text : previewOf(text);
    // Setting or reading a scroll position now would lay out the whole page (and again after each
    // change below): the new text is scrolled to its top in the next frame, when the page is laid
    // out anyway, and the gutter and the marks are placed for that position meanwhile.
    this.#scrollReset ??= requestAnimationFrame(() => {
      this.#scrollReset = null;
      this.#textarea.scrollTop = 0;
      this.#textarea.scrollLeft = 0;
      this.#followScroll();
    });
    this.#refreshGutter();
    this.showProblems([]);
    this.#onTextChange(text, cause, { fileName, previous });
  }

  /** Says its own words (the notice of a large text) again, in the page's current language. */
  translate() {
    if (this.#fullText !== null) this.#showPreviewOf(this.#fullText);
  }

  /** Loads a File (from drop or from a file input) into the editor. */
  async loadFile(file) {
    // Blob.text() decodes UTF-8 and drops a byte order mark, like an editor would.
    this.setText(await file.text(), 'file', { fileName: file.name });
  }

  // A large text: the notice says what is shown and offers the whole text for editing.
  #showPreviewOf(fullText) {
    this.#fullText = fullText;
    this.#textarea.readOnly = fullText !== null;
    this.#notice.hidden = fullText === null;
    if (fullText === null) return this.#notice.replaceChildren();
    const lines = (fullText.match(/\n/g)?.length ?? 0) + 1;
    const message = document.createElement('p');
    const number = new Intl.NumberFormat(language());
    const byLines = previewOf(fullText).length < PREVIEW_CHARACTERS;
    message.textContent = t(byLines ? 'editor.preview' : 'editor.previewStart', {
      size: `${new Intl.NumberFormat(language(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(fullText.length / 1e6)} MB`,
      shown: number.format(byLines ? PREVIEW_LINES : PREVIEW_CHARACTERS),
      lines: number.format(lines),
    });
    const editAll = document.createElement('button');
    editAll.type = 'button';
    editAll.className = 'button button-small';
    editAll.textContent = t('editor.editAll');
    editAll.addEventListener('click', () => {
      const text = this.#fullText;
      this.#showPreviewOf(null);
      this.#textarea.value = text;
      this.#refreshGutter();
      this.#textarea.focus();
    });
    this.#notice.replaceChildren(message, editAll);
  }

  /** Marks each problem: its line number in the gutter, its line and its token behind the text. */
  showProblems(allProblems) {
    const text = this.#textarea.value;
    // In a preview, problems past the lines shown are listed (by the page) but cannot be marked.
    const lines = linesOf(text);
    const shownLines = this.#fullText === null ? Infinity : lines.length;
    const problems = allProblems.filter((problem) => problem.line <= shownLines).slice(0, MAX_MARKS);
    // Line index -> whether only warnings are on it: a warning is marked as one (amber), never as
    // an error (red), so that a text that reads is not shown as broken.
    const markedLines = new Map();
    const layers = problems.map((problem) => {
      const range = placeOfProblem(lines, problem);
      const warning = problem.severity === 'warning' || problem.severity === 'info';
      markedLines.set(range.lineIndex, (markedLines.get(range.lineIndex) ?? true) && warning);
      const lineLayer = document.createElement('div');
      lineLayer.className = warning ? 'problem-line is-warning' : 'problem-line';
      lineLayer.style.setProperty('--line-index', String(range.lineIndex));
      // The line's own text keeps every tab and wide character aligned with the textarea above it.
      const before = document.createTextNode(range.lineText.slice(0, range.from));
      const token = document.createElement('mark');
      token.className = range.to > range.from ? 'problem-token' : 'problem-token problem-caret';
      token.textContent = range.lineText.slice(range.from, range.to);
      lineLayer.append(before, token);
      return lineLayer;
    });
    const content = document.createElement('div');
    content.className = 'editor-backdrop-content';
    content.append(...layers);
    this.#backdrop.replaceChildren(content);
    // The gutter's numbers are one block of text (cheap for long inputs); problem lines get a marker on top.
    const gutterContent = this.#gutter.firstElementChild;
    gutterContent.querySelectorAll('.gutter-problem').forEach((marker) => marker.remove());
    for (const [lineIndex, warningsOnly] of markedLines) {
      const marker = document.createElement('div');
      marker.className = warningsOnly ? 'gutter-problem is-warning' : 'gutter-problem';
      marker.style.setProperty('--line-index', String(lineIndex));
      marker.textContent = String(lineIndex + 1);
      gutterContent.append(marker);
    }
    this.#followScroll();
  }

  /** Selects the problem's text in the textarea (or puts the caret there) and scrolls to it. */
  revealProblem(problem) {
    if (this.#fullText !== null && problem.line > linesOf(this.#textarea.value).length) return;
    const { start, end, lineIndex } = rangeOfProblem(this.#textarea.value, problem);
    this.#textarea.focus({ preventScroll: true });
    this.#textarea.setSelectionRange(start, end);
    const lineHeight = parseFloat(getComputedStyle(this.#textarea).lineHeight) || 20;
    this.#textarea.scrollTop = Math.max(0, lineIndex * lineHeight - this.#textarea.clientHeight / 2);
    this.#followScroll();
  }

  #refreshGutter() {
    const count = linesOf(this.#textarea.value).length;
    if (count === this.#lineCount) return;
    this.#lineCount = count;
    const numbers = document.createElement('div');
    numbers.className = 'editor-gutter-content';
    const column = document.createElement('div');
    column.className = 'gutter-numbers';
    column.textContent = Array.from({ length: count }, (_, index) => index + 1).join('\n');
    numbers.append(column);
    this.#gutter.replaceChildren(numbers);
    this.#gutter.style.setProperty('--gutter-digits', String(Math.max(2, String(count).length)));
    this.#followScroll();
  }

  // The gutter and the backdrop do not scroll themselves: they are moved to match the textarea.
  #followScroll() {
    const { scrollTop, scrollLeft } = this.#scrollReset === null ? this.#textarea : { scrollTop: 0, scrollLeft: 0 };
    const gutterContent = this.#gutter.firstElementChild;
    if (gutterContent) gutterContent.style.transform = `translateY(${-scrollTop}px)`;
    const backdropContent = this.#backdrop.firstElementChild;
    if (backdropContent) backdropContent.style.transform = `translate(${-scrollLeft}px, ${-scrollTop}px)`;
  }

  #acceptDroppedFiles() {
    const root = this.#root;
    const carriesFiles = (event) => [...(event.dataTransfer?.types ?? [])].includes('Files');
    root.addEventListener('dragover', (event) => {
      if (!carriesFiles(event)) return; // dragged text is left to the textarea's own handling
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      root.classList.add('is-drop-target');
    });
    root.addEventListener('dragleave', (event) => {
      if (!root.contains(event.relatedTarget)) root.classList.remove('is-drop-target');
    });
    root.addEventListener('drop', (event) => {
      root.classList.remove('is-drop-target');
      const file = event.dataTransfer?.files?.[0];
      if (!file) return;
      event.preventDefault();
      this.loadFile(file);
    });
  }
}
