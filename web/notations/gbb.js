// GBB (Gobstones board) for the page: parsing with the boardnotation package (in a worker for big
// inputs), the board shown in the package's <board-viewer> (given the board parsed, as data: the
// text is not read twice, and a huge board parsed in the worker never blocks the page), and the
// two converter outputs (JSON, and normalised GBB written by GBB.stringify with some of its options).
import * as api from 'boardnotation';
import { showInViewer } from '../viewer-host.js';
import { STRIDE, boardData, parse, produce } from './gbb-task.js';
import { t } from '../i18n.js';
import { sameForTheModel } from './text-output.js';

function summarize(model) {
  let cellsWithStones = 0;
  let stones = 0;
  for (let i = 0; i < model.cells.length; i += STRIDE) {
    const amount = model.cells[i + 2] + model.cells[i + 3] + model.cells[i + 4] + model.cells[i + 5];
    if (amount > 0) cellsWithStones += 1;
    stones += amount;
  }
  return t('gbb.summary', {
    width: model.width,
    height: model.height,
    cells: t(cellsWithStones === 1 ? 'gbb.cell' : 'gbb.cells', { count: cellsWithStones }),
    stones: t(stones === 1 ? 'gbb.stone' : 'gbb.stones', { count: stones }),
    x: model.headX,
    y: model.headY,
  });
}

// The board as the viewer takes it (Board.toJSON()'s data), made once per parsed model.
const dataOf = new WeakMap();
function viewerData(model) {
  if (!dataOf.has(model)) dataOf.set(model, boardData(model));
  return dataOf.get(model);
}

function render(container, model, view, actions) {
  return showInViewer(container, {
    model,
    data: viewerData(model),
    notation: 'gbb',
    language: view.language,
    flipped: view.flipped,
    restore() {},
    onNode(viewer) {
      actions.shown({ ply: 0, flipped: viewer.orientation === 'black' });
    },
  });
}

const jsonOutput = {
  id: 'json',
  label: 'JSON',
  fileName: 'board.json',
  mediaType: 'application/json',
  controls: [{ id: 'indent', label: 'gbb.indented', type: 'checkbox', default: true }],
  inWorker: true,
  key: sameForTheModel,
  produce: (model, settings) => produce(api, model, 'json', settings),
};

const normalisedGbbOutput = {
  id: 'gbb',
  label: 'gbb.normalised',
  fileName: 'board.gbb',
  mediaType: 'text/plain',
  // Defaults are GBB.stringify's own, so the untouched output is what the library writes by default.
  controls: [
    { id: 'useFullColorNames', label: 'gbb.fullNames', type: 'checkbox', default: true },
    { id: 'declareColorsWithZeroStones', label: 'gbb.zeroCounts', type: 'checkbox', default: false },
    {
      id: 'betweenKeywords',
      label: 'gbb.separatedBy',
      type: 'select',
      default: 'newline',
      choices: [
        { value: 'newline', label: 'gbb.newlines' },
        { value: 'space', label: 'gbb.spaces' },
        { value: 'tab', label: 'gbb.tabs' },
      ],
    },
  ],
  inWorker: true,
  key: sameForTheModel,
  produce: (model, settings) => produce(api, model, 'gbb', settings),
};

export const gbbNotation = {
  id: 'gbb',
  name: 'gbb.name',
  inputLabel: 'gbb.inputLabel',
  fileAccept: '.gbb,text/plain',
  examples: [
    { id: 'readme', title: 'gbb.example.readme', url: 'examples/readme.gbb' },
    { id: 'all-colours', title: 'gbb.example.allColours', url: 'examples/all-colours.gbb' },
    { id: 'rings', title: 'gbb.example.rings', url: 'examples/rings-20x20.gbb' },
    { id: 'readme-as-published', title: 'gbb.example.error', url: 'examples/readme-as-published.gbb' },
  ],
  parse: (text, options) => parse(api, text, options),
  // Past this size the parse runs in a worker: the page stays responsive and shows progress.
  worker: { task: './notations/gbb-task.js', minLength: 200_000 },
  summarize,
  render,
  viewer: true,
  flippable: true,
  outputs: [jsonOutput, normalisedGbbOutput],
  messages: {
    en: {
      'gbb.name': 'GBB (Gobstones board)',
      'gbb.inputLabel': 'GBB text',
      'gbb.summary': '{width} × {height} board · {cells} with stones · {stones} · head at {x}, {y}',
      'gbb.cell': '{count} cell',
      'gbb.cells': '{count} cells',
      'gbb.stone': '{count} stone',
      'gbb.stones': '{count} stones',
      'gbb.indented': 'Indented',
      'gbb.normalised': 'Normalised GBB',
      'gbb.fullNames': 'Full colour names',
      'gbb.zeroCounts': 'Zero counts in cells with stones',
      'gbb.separatedBy': 'Declarations separated by',
      'gbb.newlines': 'new lines',
      'gbb.spaces': 'spaces',
      'gbb.tabs': 'tabs',
      'gbb.example.readme': 'README example',
      'gbb.example.allColours': 'All four colours',
      'gbb.example.rings': 'Rings, 20 × 20',
      'gbb.example.error': 'Error: cell off the board',
    },
    es: {
      'gbb.name': 'GBB (tablero de Gobstones)',
      'gbb.inputLabel': 'Texto GBB',
      'gbb.summary': 'Tablero de {width} × {height} · {cells} con bolitas · {stones} · cabezal en {x}, {y}',
      'gbb.cell': '{count} celda',
      'gbb.cells': '{count} celdas',
      'gbb.stone': '{count} bolita',
      'gbb.stones': '{count} bolitas',
      'gbb.indented': 'Con sangría',
      'gbb.normalised': 'GBB normalizado',
      'gbb.fullNames': 'Nombres completos de colores',
      'gbb.zeroCounts': 'Ceros en celdas con bolitas',
      'gbb.separatedBy': 'Declaraciones separadas por',
      'gbb.newlines': 'saltos de línea',
      'gbb.spaces': 'espacios',
      'gbb.tabs': 'tabulaciones',
      'gbb.example.readme': 'Ejemplo del README',
      'gbb.example.allColours': 'Los cuatro colores',
      'gbb.example.rings': 'Anillos, 20 × 20',
      'gbb.example.error': 'Error: celda fuera del tablero',
    },
  },
};
