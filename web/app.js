// Wiring of the page: notation picker, examples, language switch, the editor, the view (with game
// stepping, flipping and the reading of texts in the worker), the converter and the address.
// Knows no notation in particular: each one is a descriptor from notations/index.js.
//
// The notations that name a worker task have all their notation work done in the worker
// (parse-worker.js): reading, the positions drawn, the summary, the converter's outputs, a BDL
// game's moves. The page's thread only shows the answers, and a newer text stops the worker if it
// is still busy with an older one, so no text can freeze the page.
import { Editor } from './editor.js';
import { ConverterPanel } from './converter-panel.js';
import { addMessages, label, setLanguage, t, translateDocument, uiLanguages } from './i18n.js';
import { detectNotation, loadDetector } from './detect-notation.js';
import { isEditOf } from './text-edit.js';
import { readHash } from './hash-state.js';
import { PageAddress } from './page-address.js';
import { Cancelled, openInWorker, watchWorker } from './worker-client.js';
import { viewerIn } from './viewer-host.js';
import { ProblemsPanel } from './problems-panel.js';

// Long enough to skip the parses of a word being typed, short enough to feel immediate.
const TYPING_PAUSE_MS = 180;
// The worker's answers usually come within milliseconds: only work that takes longer than this is
// shown as work in progress (the progress bar, "Working…"), so that stepping does not flicker.
const SHOW_WORK_AFTER_MS = 150;
// A text this long is shown as being read at once (with its progress), not after the pause above.
const LARGE_TEXT = 200_000;

const page = {
  notationSelect: document.getElementById('notation'),
  languageOptions: document.getElementById('language-options'),
  exampleSelect: document.getElementById('example'),
  openFileButton: document.getElementById('open-file'),
  fileInput: document.getElementById('file-input'),
  textarea: document.getElementById('source'),
  problems: document.getElementById('problems'),
  summary: document.getElementById('summary'),
  view: document.getElementById('view'),
  flip: document.getElementById('flip'),
  steps: document.getElementById('steps'),
  plyInput: document.getElementById('ply'),
  plyLabel: document.getElementById('ply-label'),
  keysHint: document.getElementById('keys-hint'),
  progress: document.getElementById('progress'),
  share: document.getElementById('share'),
  shareStatus: document.getElementById('share-status'),
};

const state = {
  notations: [],
  notation: null,
  language: 'en',
  model: null,
  ply: 0,
  flipped: false,
  example: null, // the id of the example shown, while the text is unchanged
  pendingParse: 0,
  exampleRequest: 0,
  exampleComing: false, // an example picked is being fetched: the text shown is about to be replaced
  parseGeneration: 0,
  lastProblems: null,
  // Which document the text is: a new one for an example, a file, a link, a paste or an edit that
  // replaced most of the text, or another notation; the same one while it is edited. A board drawn
  // for another document is never shown as this one's "last valid board".
  documentId: 0,
  drawnDocument: -1,
  lastParse: null, // { notation, text, language, outcome } of the text last read
  reading: false, // a text is being read in the worker
  readingShown: false, // ...and its progress is shown
  working: false, // the worker has been answering a question for a while (shown)
  summaryRequest: 0,
};

// Input text the page shows (problem messages quote it) goes through boardnotation/svg's
// isolateText, so that its bidi controls stay inside it; set when the package is loaded, before any
// text is read.
let isolateText = null;
const isolated = (text) => (isolateText ? isolateText(text) : text);

// The package is loaded through a dynamic import so that a missing build shows a message on the
// page instead of a blank page; the modules it loads import 'boardnotation' statically, as users do.
async function loadModules() {
  try {
    const [{ notations }, { languages }, svg] = await Promise.all([
      import('./notations/index.js'),
      import('boardnotation'),
      import('boardnotation/svg/init'),
    ]);
    isolateText = svg.isolateText;
    return { notations, languages, detect: await loadDetector() };
  } catch (error) {
    document.body.dataset.state = 'failed';
    page.summary.textContent = t('status.loadFailed', { message: error.message });
    page.summary.classList.add('is-error');
    return null;
  }
}

function languageName(code) {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

function buildLanguageSwitch(languages, preferred) {
  state.language = preferred;
  for (const code of languages) {
    const option = document.createElement('label');
    option.className = 'segmented-option';
    const radio = document.createElement('input');
    radio.type = 'radio';
    radio.name = 'language';
    radio.value = code;
    radio.checked = code === preferred;
    radio.addEventListener('change', () => changeLanguage(code));
    const text = document.createElement('span');
    text.textContent = languageName(code);
    text.lang = code;
    option.append(radio, text);
    page.languageOptions.append(option);
  }
}

function changeLanguage(code) {
  state.language = code;
  setLanguage(code);
  translateDocument();
  editor.translate();
  fillNotationPicker();
  fillExamplePicker();
  page.textarea.setAttribute('aria-label', label(state.notation.inputLabel));
  converter.setOutputs(state.notation.outputs, { keepSettings: true });
  parseNow();
}

function fillNotationPicker() {
  page.notationSelect.replaceChildren(
    ...state.notations.map((notation) => new Option(label(notation.name), notation.id)),
  );
  if (state.notation) page.notationSelect.value = state.notation.id;
}

function fillExamplePicker() {
  const notation = state.notation;
  page.exampleSelect.replaceChildren(new Option(t('control.ownText'), ''));
  for (const example of notation.examples) page.exampleSelect.add(new Option(label(example.title), example.id));
  page.exampleSelect.value = state.example ?? '';
}

// Shows the controls and the converter of a notation; what the text is, and what it is read as, is up
// to the caller.
function useNotation(notation, { flipped } = {}) {
  state.notation = notation;
  state.documentId++;
  state.model = null;
  state.ply = 0;
  state.flipped = notation.flippable ? Boolean(flipped) : false;
  page.notationSelect.value = notation.id;
  page.textarea.setAttribute('aria-label', label(notation.inputLabel));
  // With detection a file opens in its own notation: any notation's file may be picked.
  page.fileInput.accept = state.detect
    ? [...new Set(state.notations.flatMap((candidate) => candidate.fileAccept.split(',')))].join(',')
    : notation.fileAccept;
  // A notation shown in <board-viewer> has the viewer's flip button, step buttons and keys hint.
  page.flip.hidden = !notation.flippable || notation.viewer === true;
  page.flip.setAttribute('aria-pressed', String(state.flipped));
  fillExamplePicker();
  converter.setOutputs(notation.outputs);
  page.view.replaceChildren();
  updateSteps();
}

function selectNotation(notation, { text, example, ply, flipped, view } = {}) {
  useNotation(notation, { flipped });
  state.requestedPly = ply;
  state.requestedView = view;
  const chosen = notation.examples.find((candidate) => candidate.id === example);
  if (text !== undefined) editor.setText(text, 'link');
  else loadExample(chosen ?? notation.examples[0]);
}

async function loadExample(example) {
  // A slow response for an example picked earlier must not overwrite a later choice.
  const request = ++state.exampleRequest;
  page.exampleSelect.value = example.id;
  state.exampleComing = true;
  document.body.dataset.state = 'pending'; // until the example's own result is shown (showOutcome)
  try {
    const response = await fetch(example.url);
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    const text = await response.text();
    if (request === state.exampleRequest) {
      state.exampleComing = false;
      state.example = example.id;
      editor.setText(text, 'example');
    }
  } catch (error) {
    if (request !== state.exampleRequest) return;
    state.exampleComing = false;
    document.body.dataset.state = 'invalid';
    problemsPanel.show(t('status.exampleFailed', { title: label(example.title) }), [{ message: error.message }]);
  }
}

function onTextChange(text, cause, { fileName, previous = '' } = {}) {
  if (cause !== 'example') {
    state.exampleRequest++; // the user's text wins over an example still loading
    state.exampleComing = false;
    state.example = null;
    page.exampleSelect.value = '';
  }
  if (!isEditOf(previous, text, cause)) state.documentId++;
  // A pasted, dropped or opened text is read in the notation it is written in; typing never
  // switches (a half-typed text may look like anything), and the text itself is always kept.
  if (cause === 'paste' || cause === 'file') {
    const detected = detectNotation(state.detect, state.notations, text, fileName);
    if (detected && detected !== state.notation) {
      useNotation(detected, { flipped: state.flipped });
      state.requestedPly = openingPly(detected);
    }
  }
  // New text starts at the position the link asked for, or where the notation opens a game.
  if (cause !== 'typing') state.requestedPly = state.requestedPly ?? openingPly(state.notation);
  clearTimeout(state.pendingParse);
  // 'pending' until the parse of this text is shown: tests and scripts can wait for the result.
  document.body.dataset.state = 'pending';
  if (cause === 'typing') state.pendingParse = setTimeout(parseUnlessUnchanged, TYPING_PAUSE_MS);
  else parseNow();
}

// After a pause in typing: a text typed back to what was read last (a letter typed and deleted)
// shows the result it already has instead of being read again.
function parseUnlessUnchanged() {
  const last = state.lastParse;
  if (
    last &&
    last.outcome &&
    last.notation === state.notation &&
    last.language === state.language &&
    last.text === editor.text
  ) {
    showOutcome(last.outcome);
    return;
  }
  parseNow();
}

function parseNow() {
  clearTimeout(state.pendingParse);
  const notation = state.notation;
  const text = editor.text;
  const generation = ++state.parseGeneration;
  const options = { language: state.language };
  state.lastParse = { notation, text, language: state.language, outcome: null };
  if (notation.worker && text.length >= notation.worker.minLength) {
    readInWorker(notation, text, options, generation);
    return;
  }
  state.reading = false;
  page.progress.hidden = true;
  applyResult(notation.parse(text, options));
}

// Reads the text in the worker, its progress shown (at once for a large text, else only if it takes
// a while: a short text is read in milliseconds), and shows the result once it comes.
function readInWorker(notation, text, options, generation) {
  document.body.dataset.state = 'parsing';
  state.reading = true;
  const size = new Intl.NumberFormat(state.language, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(text.length / 1000);
  state.readingShown = false;
  const showReading = () => {
    if (generation !== state.parseGeneration || !state.reading) return;
    state.readingShown = true;
    page.progress.hidden = false;
    page.progress.removeAttribute('value');
    page.summary.textContent = t('status.parsingInWorker', { size });
    page.summary.classList.remove('is-error');
  };
  if (text.length >= LARGE_TEXT) showReading();
  else setTimeout(showReading, SHOW_WORK_AFTER_MS);
  const onStage = (stage, done, total) => {
    if (generation !== state.parseGeneration) return;
    showProgress(stage, total > 0 ? done / total : 0, size);
  };
  // An answer about a text that is no longer the editor's (typed over while it was read; the text
  // typed is read after the typing pause) is not shown: the board, the summary and the address
  // would speak of another text than the one in the editor.
  const outdated = () => generation !== state.parseGeneration || notation !== state.notation || text !== editor.text;
  // A database is shown from its first part while the worker reads the rest; each later part adds
  // its games to the picker (a part of a replaced text never comes: worker-client.js). The game
  // and line the reader had picked (a language switch reads the text again) or a link asks for:
  // shown once the part with that game has come.
  const wanted = state.model && state.parsedText === text ? notation.viewState?.(state.model) : state.requestedView;
  let shown = null;
  const onPart = (part, session) => {
    if (outdated() || !notation.fromFirstPart) return;
    if (shown) notation.addPart(shown.model, part);
    else shown = notation.fromFirstPart(part, session);
    if (state.model === shown.model) {
      if (shownInViewer()) viewerIn(page.view)?.gamesAdded();
      return;
    }
    if (wanted !== undefined && !reaches(notation, shown.model, wanted)) return;
    // The line above the board is the game's now; the bar still shows how much is read.
    state.readingShown = false;
    shown.drawing = applyResult(shown, session, { partial: true });
  };
  openInWorker({ taskUrl: notation.worker.task, text, options, onStage, onPart })
    .then(({ result, session }) => {
      if (outdated()) return;
      if (shown && result.ok && state.model === shown.model) {
        endReading();
        completeResult(notation.fromWorker(result, session, shown), shown.drawing);
        return;
      }
      page.progress.value = STAGES.transferring.to;
      // Let the page paint the progress before the drawing takes the thread.
      requestAnimationFrame(() =>
        setTimeout(() => {
          if (outdated()) return;
          endReading();
          // The model's later questions (positions, summary, outputs) go to the worker, which holds it.
          applyResult(notation.fromWorker ? notation.fromWorker(result, session, shown) : result, session);
        }, 0),
      );
    })
    .catch((error) => {
      if (outdated() || error instanceof Cancelled) return;
      endReading();
      applyResult({ ok: false, name: 'Error', problems: [{ message: error.message }] });
    });
}

// Whether the view `wanted` (as viewState says it) is found in `model`, which restoreView moves there.
function reaches(notation, model, wanted) {
  notation.restoreView?.(model, wanted);
  return notation.viewState?.(model) === wanted;
}

// The text is read: its progress goes (or becomes the sign of work still under way).
function endReading() {
  state.reading = false;
  state.readingShown = false;
  if (state.working) showWorking();
  else page.progress.hidden = true;
}

// The progress bar without a value: the worker is working on an answer.
function showWorking() {
  page.progress.hidden = false;
  page.progress.removeAttribute('value');
  page.progress.setAttribute('aria-valuetext', t('status.working'));
}

// While the worker answers a question for longer than a moment (a BDL description's moves, say),
// the page says so: the progress bar (without a value) and aria-busy on the board. data-worker
// tells scripts and tests whether the worker is working at all.
function watchWork() {
  let timer = 0;
  watchWorker((busy) => {
    document.body.dataset.worker = busy ? 'busy' : 'idle';
    clearTimeout(timer);
    state.working = false;
    if (busy) {
      timer = setTimeout(() => {
        state.working = true;
        page.view.setAttribute('aria-busy', 'true');
        if (!state.reading) showWorking(); // else the reading's own progress is shown
      }, SHOW_WORK_AFTER_MS);
    } else {
      page.view.removeAttribute('aria-busy');
      if (!state.reading) page.progress.hidden = true;
    }
  });
}

// The parts of the progress bar that each stage of a background parse fills.
const STAGES = {
  loading: { from: 0, to: 0.05 },
  parsing: { from: 0.05, to: 0.85 },
  transferring: { from: 0.85, to: 0.9 },
};

// A stage of the background parse and how much of the text it has done (0..1); said above the
// board once the reading is shown (a short text is read before it would be).
function showProgress(stage, fraction, size) {
  const { from, to } = STAGES[stage] ?? STAGES.loading;
  page.progress.value = from + (to - from) * fraction;
  const percent = new Intl.NumberFormat(state.language, { style: 'percent' }).format(fraction);
  const said = t('status.workerStage', { size, stage: t(`status.stage.${stage}`), percent });
  if (state.readingShown) page.summary.textContent = said;
  page.progress.setAttribute('aria-valuetext', said);
  page.progress.dataset.stage = stage;
  page.progress.dataset.fraction = String(fraction);
}

// A result shown from the first part of its text (partial: its notes come when all is read, and
// the page is 'valid' only then) is completed by completeResult. Returns the promise of the drawing
// when it comes later.
function applyResult(result, session = null, { partial = false } = {}) {
  if (result.ok) {
    // The same text read again (in another language): what the reader did on the board is kept; a
    // link's text: what its author did is done again.
    const notation = state.notation;
    const kept =
      state.model && state.parsedText === editor.text ? notation.viewState?.(state.model) : state.requestedView;
    if (kept && notation.restoreView) notation.restoreView(result.model, kept);
    state.requestedView = undefined;
    state.model = result.model;
    // Outputs marked inWorker are written by the worker for a model it read (it holds a copy).
    state.produceInWorker = session
      ? (outputId, settings) => session.call('produce', outputId, settings, viewState())
      : null;
    state.parsedText = editor.text;
    const last = lastPly();
    state.ply = Math.min(state.requestedPly ?? state.ply, last);
    state.requestedPly = undefined;
    showNotes(result);
    state.lastProblems = null;
    page.view.classList.remove('is-stale');
    if (!partial) showOutcome('valid');
    if (state.lastParse && !partial) state.lastParse.outcome = 'valid';
    state.drawnDocument = state.documentId;
    const drawing = showModel();
    // <board-viewer> opens the text itself (its wasm module may still be on its way): the page is
    // 'valid' once the board is shown, so tests and scripts can wait for it.
    if (drawing && !partial) {
      document.body.dataset.state = 'pending';
      const generation = state.parseGeneration;
      drawing.then(() => {
        if (generation === state.parseGeneration && state.model === result.model) showOutcome('valid');
      });
    }
    updateAddress();
    return drawing;
  } else {
    state.model = null;
    state.requestedPly = undefined;
    state.requestedView = undefined;
    // The last good drawing of this same text stays, dimmed and said to be so, so the board does not
    // flicker away at every keystroke; a drawing of another document (the example before, another
    // notation's) is removed: it would pass for this text's board.
    if (state.drawnDocument !== state.documentId) page.view.replaceChildren();
    const hasDrawing = page.view.childElementCount > 0;
    page.view.classList.toggle('is-stale', hasDrawing);
    if (state.lastParse) state.lastParse.outcome = 'invalid';
    page.summary.textContent = hasDrawing ? t('status.staleBoard') : t('status.error');
    page.summary.classList.add('is-error');
    editor.showProblems(result.problems.filter((problem) => problem.line));
    const first = result.problems[0];
    const title = first?.line
      ? t('problem.at', { name: result.name, line: first.line, column: first.column })
      : result.name;
    problemsPanel.show(title, result.problems);
    converter.setModel(null);
    updateSteps();
    showOutcome('invalid');
    updateAddress();
    return undefined;
  }
}

// A valid input may still come with notes (warnings, a replayed game's issues): listed and marked.
function showNotes(result) {
  const notes = result.notes ?? [];
  editor.showProblems(notes.filter((problem) => problem.line && !problem.quiet));
  const loud = notes.filter((problem) => !problem.quiet);
  const quiet = notes.filter((problem) => problem.quiet);
  problemsPanel.clear();
  if (loud.length > 0) problemsPanel.show(result.notesTitle, loud, { note: true });
  if (quiet.length > 0) problemsPanel.showQuiet(quiet);
}

// The whole text of a result shown from its first part is read: its notes, the summary and the
// converter (which speak of every game), and the page is 'valid'.
function completeResult(result, drawing) {
  showNotes(result);
  if (state.lastParse) state.lastParse.outcome = 'valid';
  const summary = showSummary();
  converter.setModel(state.model, viewState(), state.produceInWorker);
  updateAddress();
  document.body.dataset.state = 'pending';
  const generation = state.parseGeneration;
  Promise.all([drawing, summary]).then(() => {
    if (generation === state.parseGeneration && state.model === result.model) showOutcome('valid');
  });
}

// body[data-state] says what scripts and tests wait for: 'valid' or 'invalid' once the result of the
// text in the editor is shown. A result shown while an example picked is still being fetched (an
// answer of the worker about the text the example replaces), or a board drawn once the text was
// already typed over, is not that: the page stays 'pending' until the result of its text is shown.
function showOutcome(outcome) {
  const current = !state.exampleComing && state.lastParse?.text === editor.text;
  document.body.dataset.state = current ? outcome : 'pending';
}

function lastPly() {
  return state.model && state.notation.plies ? state.notation.plies(state.model) : 0;
}

function viewState() {
  return { ply: state.ply, flipped: state.flipped, language: state.language, text: state.parsedText };
}

// Whether the model is shown in <board-viewer> (the descriptor's `viewer`: true, or a function of
// the model for a descriptor that shows only some of its texts there).
function shownInViewer() {
  const { viewer } = state.notation;
  return typeof viewer === 'function' ? Boolean(state.model && viewer(state.model)) : Boolean(viewer);
}

// Where a new text opens. In <board-viewer> a game opens at its start, the first one as a game
// picked from a database does; a descriptor with opensAt: 'end' opens at its last move (the moves
// of a FEN's link played, an ssb-chess game's result).
function openingPly(notation) {
  return notation.viewer && notation.opensAt !== 'end' ? 0 : Infinity;
}

// Draws the model at the current ply, and refreshes everything that depends on it. Returns a
// promise when the drawing or the summary comes later (the viewer opening the text, the worker's
// answer), which settles once both are shown.
function showModel() {
  const { notation, model } = state;
  performance.mark('bn:render-start');
  const drawing = notation.render(page.view, model, viewState(), actions);
  page.flip.hidden = !notation.flippable || shownInViewer();
  performance.measure('bn:render', 'bn:render-start');
  const summary = showSummary({ fresh: true });
  converter.setModel(model, viewState(), state.produceInWorker);
  updateSteps();
  return drawing || summary ? Promise.all([drawing, summary]) : undefined;
}

// What a view may ask of the page.
const actions = {
  goTo(ply) {
    const viewer = shownInViewer() && viewerIn(page.view);
    if (viewer) {
      viewer.goTo(ply); // its ply-change comes back as shown()
      return;
    }
    const target = Math.max(0, Math.min(ply, lastPly()));
    if (target === state.ply || !state.model) return;
    state.ply = target;
    showModel();
    updateAddress();
  },
  // <board-viewer> shows another node (or was flipped with its own button): what depends on the
  // node shown follows, without drawing the view again.
  shown({ ply, flipped }) {
    state.ply = Math.max(0, Math.min(ply, lastPly()));
    if (flipped !== undefined) state.flipped = flipped;
    showSummary();
    converter.setModel(state.model, viewState(), state.produceInWorker);
    updateAddress();
  },
  // The view changed its model (a move played on the board): show it at the given ply.
  modelChanged({ ply } = {}) {
    state.ply = Math.max(0, Math.min(ply ?? state.ply, lastPly()));
    showModel();
    updateAddress();
  },
};

// The line above the board. A notation's summary may come from the worker (a promise): until it
// comes, the line about the same model stays (stepping does not flicker), or for a new model says
// that work is under way.
function showSummary({ fresh = false } = {}) {
  const request = ++state.summaryRequest;
  const show = (text, isError = false) => {
    if (request !== state.summaryRequest) return;
    page.summary.textContent = text;
    page.summary.classList.toggle('is-error', isError);
  };
  let summary;
  try {
    summary = state.notation.summarize(state.model, viewState());
  } catch (error) {
    show(error.message, true);
    return undefined;
  }
  if (typeof summary?.then !== 'function') {
    show(summary);
    return undefined;
  }
  if (fresh) show(t('status.working'));
  return summary.then(show, (error) => {
    if (!(error instanceof Cancelled)) show(error.message, true);
  });
}

function updateSteps() {
  const last = lastPly();
  const stepping = Boolean(state.model && state.notation.plies && !shownInViewer()) && last > 0;
  page.steps.hidden = !stepping;
  page.keysHint.hidden = !stepping;
  if (!stepping) return;
  page.plyInput.max = String(last);
  page.plyInput.value = String(state.ply);
  const text = state.notation.plyLabel ? state.notation.plyLabel(state.model, state.ply) : `${state.ply} / ${last}`;
  page.plyLabel.textContent = text;
  page.plyInput.setAttribute('aria-valuetext', text);
  for (const button of page.steps.querySelectorAll('[data-step]')) {
    const atStart = state.ply === 0;
    const atEnd = state.ply === last;
    button.disabled = { first: atStart, previous: atStart, next: atEnd, last: atEnd }[button.dataset.step];
  }
}

function step(kind) {
  const viewer = shownInViewer() && viewerIn(page.view);
  if (viewer) {
    viewer[kind]();
    return;
  }
  const targets = { first: 0, previous: state.ply - 1, next: state.ply + 1, last: lastPly() };
  actions.goTo(targets[kind]);
}

function wireViewControls() {
  page.flip.addEventListener('click', () => {
    state.flipped = !state.flipped;
    page.flip.setAttribute('aria-pressed', String(state.flipped));
    if (state.model) showModel();
    updateAddress();
  });
  page.steps.addEventListener('click', (event) => {
    const button = event.target.closest('[data-step]');
    if (button) step(button.dataset.step);
  });
  page.plyInput.addEventListener('input', () => actions.goTo(Number(page.plyInput.value)));
  // ← → Home End step through a game, unless the focus is somewhere those keys already mean something.
  document.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
    const kind = { ArrowLeft: 'previous', ArrowRight: 'next', Home: 'first', End: 'last' }[event.key];
    if (!kind || !state.model || (lastPly() === 0 && !shownInViewer())) return;
    const target = event.target;
    if (target.closest?.('textarea, input, select, [role="tablist"], [contenteditable="true"], pre, [data-keys="own"]'))
      return;
    event.preventDefault();
    step(kind);
  });
}

// The address follows what the page shows (page-address.js). Resolves to whether the text is in
// the address (undefined when a newer state took over).
function updateAddress() {
  return address.write({
    notation: state.notation.id,
    text: state.example ? undefined : editor.text,
    example: state.example ?? undefined,
    ply:
      state.model && lastPly() > 0 && state.ply !== Math.min(openingPly(state.notation), lastPly())
        ? state.ply
        : undefined,
    view: state.model ? state.notation.viewState?.(state.model) : undefined,
    flipped: state.flipped,
    language: state.language,
  });
}

function wireInputControls() {
  page.notationSelect.addEventListener('change', () => {
    const notation = state.notations.find((candidate) => candidate.id === page.notationSelect.value);
    if (state.example !== null || editor.text.trim() === '') {
      // A bundled example (or nothing) is not the reader's: the notation's first example replaces it.
      state.example = null;
      selectNotation(notation);
    } else {
      // The reader's own text is never thrown away: it is read in the notation picked, and the
      // notation's examples are offered in the Example menu.
      useNotation(notation, { flipped: state.flipped });
      state.requestedPly = openingPly(notation);
      parseNow();
    }
  });
  page.exampleSelect.addEventListener('change', () => {
    const example = state.notation.examples.find((candidate) => candidate.id === page.exampleSelect.value);
    if (example) loadExample(example);
  });
  page.openFileButton.addEventListener('click', () => page.fileInput.click());
  page.fileInput.addEventListener('change', () => {
    const [file] = page.fileInput.files;
    if (file) editor.loadFile(file);
    page.fileInput.value = ''; // opening the same file again must fire `change` again
  });
}

// A link opened in this tab (or the back button) shows the state it carries. A link whose text
// was left out (too long) or cannot be read (cut or edited) opens with no text and says so, never
// with a built-in example in its place.
async function followAddress() {
  const link = await address.read();
  if (!link) return;
  const { wanted, problem: linkProblem } = link;
  const notation = state.notations.find((candidate) => candidate.id === wanted.notation) ?? state.notations[0];
  if (
    wanted.language &&
    wanted.language !== state.language &&
    [...page.languageOptions.querySelectorAll('input')].some((radio) => radio.value === wanted.language)
  ) {
    page.languageOptions.querySelector(`input[value="${wanted.language}"]`).checked = true;
    state.language = wanted.language;
    setLanguage(wanted.language);
    translateDocument();
    fillNotationPicker();
  }
  state.example = wanted.text === undefined ? (wanted.example ?? null) : null;
  address.say(linkProblem ?? '', { lasting: true });
  selectNotation(notation, wanted);
}

const editor = new Editor(document.getElementById('editor'), { onTextChange });
const converter = new ConverterPanel(document.getElementById('outputs'));
const address = new PageAddress(page.shareStatus);
const problemsPanel = new ProblemsPanel(page.problems, {
  isolated,
  reveal: (problem) => editor.revealProblem(problem),
  goTo: (ply) => actions.goTo(ply),
});

const modules = await loadModules();
if (modules) {
  state.notations = modules.notations;
  state.detect = modules.detect;
  for (const notation of modules.notations) addMessages(notation.messages);
  const fromLink = readHash().language;
  const available = modules.languages.filter((code) => uiLanguages.includes(code));
  const preferred =
    available.find((code) => code === fromLink) ??
    available.find((code) => navigator.language?.toLowerCase().startsWith(code)) ??
    available[0];
  setLanguage(preferred);
  translateDocument();
  buildLanguageSwitch(available, preferred);
  fillNotationPicker();
  wireInputControls();
  wireViewControls();
  address.wireShare(page.share, updateAddress);
  watchWork();
  window.addEventListener('hashchange', followAddress);
  followAddress();
}
