// Wiring of the page: notation picker, examples, language switch, the editor, the view and the
// converter. Knows no notation in particular: each one is a descriptor from notations/index.js.
import { Editor } from './editor.js';
import { ConverterPanel } from './converter-panel.js';

// Long enough to skip the parses of a word being typed, short enough to feel immediate.
const TYPING_PAUSE_MS = 180;

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
};

const state = { notation: null, language: 'en', pendingParse: 0, exampleRequest: 0 };

// The package is loaded through a dynamic import so that a missing build shows a message on the
// page instead of a blank page; the modules it loads import 'boardnotation' statically, as users do.
async function loadModules() {
  try {
    const [{ notations }, { languages }] = await Promise.all([import('./notations/index.js'), import('boardnotation')]);
    return { notations, languages };
  } catch (error) {
    document.body.dataset.state = 'failed';
    page.summary.textContent = `The boardnotation package could not be loaded (${error.message}). Build it with "bash scripts/build.sh" and reload.`;
    page.summary.classList.add('is-error');
    return null;
  }
}

function languageName(code) {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

function buildLanguageSwitch(languages) {
  const preferred = languages.find((code) => navigator.language?.toLowerCase().startsWith(code)) ?? languages[0];
  state.language = preferred;
  for (const code of languages) {
    const label = document.createElement('label');
    label.className = 'segmented-option';
    const radio = document.createElement('input');
    radio.type = 'radio';
    radio.name = 'language';
    radio.value = code;
    radio.checked = code === preferred;
    radio.addEventListener('change', () => {
      state.language = code;
      parseNow();
    });
    const text = document.createElement('span');
    text.textContent = languageName(code);
    text.lang = code;
    label.append(radio, text);
    page.languageOptions.append(label);
  }
}

function buildNotationPicker(notations) {
  for (const notation of notations) page.notationSelect.add(new Option(notation.name, notation.id));
  page.notationSelect.addEventListener('change', () => {
    selectNotation(notations.find((notation) => notation.id === page.notationSelect.value));
  });
}

function selectNotation(notation) {
  state.notation = notation;
  page.notationSelect.value = notation.id;
  page.textarea.setAttribute('aria-label', notation.inputLabel);
  page.fileInput.accept = notation.fileAccept;
  page.exampleSelect.replaceChildren(new Option('Your own text', ''));
  for (const example of notation.examples) page.exampleSelect.add(new Option(example.title, example.id));
  converter.setOutputs(notation.outputs);
  page.view.replaceChildren();
  loadExample(notation.examples[0]);
}

async function loadExample(example) {
  // A slow response for an example picked earlier must not overwrite a later choice.
  const request = ++state.exampleRequest;
  page.exampleSelect.value = example.id;
  try {
    const response = await fetch(example.url);
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    const text = await response.text();
    if (request === state.exampleRequest) editor.setText(text, 'example');
  } catch (error) {
    showProblems(`The example "${example.title}" could not be loaded`, [{ message: error.message }]);
  }
}

function onTextChange(text, cause) {
  if (cause !== 'example') {
    state.exampleRequest++; // the user's text wins over an example still loading
    page.exampleSelect.value = '';
  }
  clearTimeout(state.pendingParse);
  if (cause === 'typing') state.pendingParse = setTimeout(parseNow, TYPING_PAUSE_MS);
  else parseNow();
}

function parseNow() {
  clearTimeout(state.pendingParse);
  const result = state.notation.parse(editor.text, { language: state.language });
  if (result.ok) {
    state.notation.render(page.view, result.model);
    page.view.classList.remove('is-stale');
    page.summary.textContent = state.notation.summarize(result.model);
    page.summary.classList.remove('is-error');
    page.problems.replaceChildren();
    editor.showProblems([]);
    converter.setModel(result.model);
    document.body.dataset.state = 'valid';
  } else {
    // The last good drawing stays, dimmed, so the board does not flicker away at every keystroke.
    page.view.classList.toggle('is-stale', page.view.childElementCount > 0);
    page.summary.textContent = page.view.childElementCount > 0 ? 'Showing the last valid board: the text has an error.' : 'The text has an error.';
    page.summary.classList.add('is-error');
    editor.showProblems(result.problems.filter((problem) => problem.line));
    showProblems(result.title, result.problems);
    converter.setModel(null);
    document.body.dataset.state = 'invalid';
  }
}

function showProblems(title, problems) {
  const box = document.createElement('div');
  box.className = 'problem-box';
  box.setAttribute('role', 'alert');
  const heading = document.createElement('p');
  heading.className = 'problem-title';
  heading.textContent = title;
  const list = document.createElement('ul');
  list.className = 'problem-list';
  for (const problem of problems) {
    const item = document.createElement('li');
    item.className = 'problem';
    if (problem.line) {
      item.dataset.line = problem.line;
      item.dataset.column = problem.column;
    }
    // Some messages quote the source line with a caret under it: keep that part monospaced.
    const [sentence, ...quoted] = problem.message.split('\n');
    const message = document.createElement('p');
    message.className = 'problem-message';
    message.textContent = sentence;
    item.append(message);
    if (quoted.length > 0) {
      const context = document.createElement('pre');
      context.className = 'problem-context';
      context.textContent = quoted.join('\n');
      item.append(context);
    }
    if (problem.line) {
      const reveal = document.createElement('button');
      reveal.type = 'button';
      reveal.className = 'button button-small';
      reveal.textContent = `Go to line ${problem.line}, column ${problem.column}`;
      reveal.addEventListener('click', () => editor.revealProblem(problem));
      item.append(reveal);
    }
    list.append(item);
  }
  box.append(heading, list);
  page.problems.replaceChildren(box);
}

function wireInputControls() {
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

const editor = new Editor(document.getElementById('editor'), { onTextChange });
const converter = new ConverterPanel(document.getElementById('outputs'));

const modules = await loadModules();
if (modules) {
  buildLanguageSwitch(modules.languages);
  buildNotationPicker(modules.notations);
  wireInputControls();
  selectNotation(modules.notations[0]);
}
