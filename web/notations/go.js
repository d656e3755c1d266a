// Go for the page: a HEN position or an SGF game in; the board drawn with every HEN colour, the last
// move, the ko point, marks, labels and move numbers; an SGF game stepped through move by move along
// its main line; converter SGF -> HEN at the move shown, and HEN -> SGF.
import { Hen, Sgf, SgfError } from 'boardnotation';
import { STONE_NAMES, renderGoBoard } from '../go-view.js';
import { t } from '../i18n.js';
import { sameForTheModel, textOutput } from './text-output.js';

const COLUMN_LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** SGF if the text holds a game tree "(;", HEN otherwise (HEN never contains "("). */
export function looksLikeSgf(text) {
  return /\(\s*;/.test(text);
}

// An SGF point "dc" -> { row, col } (letters a-z then A-Z); null for a pass ("" or "tt" up to 19x19).
function sgfPoint(value, width, height) {
  if (value === '' || (value === 'tt' && width <= 19 && height <= 19)) return null;
  const index = (letter) => (letter >= 'a' && letter <= 'z' ? letter.charCodeAt(0) - 97 : letter.charCodeAt(0) - 65 + 26);
  return { col: index(value[0]), row: index(value[1]) };
}

// The moves of the main line (first child at every fork), with the node each one is in: what the
// step bar walks through. Hen.fromSgf computes the positions; this only lists where the moves went.
function mainLine(tree, width, height) {
  const moves = [];
  let node = tree.root;
  while (node) {
    for (const colour of ['B', 'W']) {
      const value = node.properties[colour];
      if (value) moves.push({ colour: colour === 'B' ? 1 : 2, point: sgfPoint(value[0] ?? '', width, height), node });
    }
    node = node.children[0];
  }
  return moves;
}

function diagnosticsOf(list) {
  return list.map(({ code, line, column, length, message, severity }) => ({ code, line, column, length, message, severity }));
}

function parseSgf(text, language) {
  let trees;
  try {
    trees = Sgf.parse(text, { language });
  } catch (error) {
    if (error instanceof SgfError) return { ok: false, name: error.name, problems: diagnosticsOf(error.diagnostics) };
    return { ok: false, name: error.name, problems: [{ message: error.message }] };
  }
  const start = trees.length > 0 ? Hen.fromSgf(text, 0) : null;
  if (!start) return { ok: false, name: 'SgfError', problems: [{ message: t('go.notAGoGame') }] };
  const moves = mainLine(trees[0], start.width, start.height);
  const positions = new Map([[0, start]]);
  return {
    ok: true,
    model: {
      kind: 'sgf', text, trees, moves, showNumbers: false,
      positionAt(ply) {
        if (!positions.has(ply)) positions.set(ply, Hen.fromSgf(text, ply));
        return positions.get(ply);
      },
    },
  };
}

function parseHen(text, language) {
  const source = text.trim();
  const { errors } = Hen.validate(source, { language });
  if (errors.length > 0) {
    // Validation counts from the start of the HEN: shift the columns by the blanks trimmed before it.
    const lead = text.length - text.trimStart().length;
    const leadLines = text.slice(0, lead).split('\n');
    const lineShift = leadLines.length - 1;
    const columnShift = leadLines[leadLines.length - 1].length;
    const problems = diagnosticsOf(errors).map((problem) => ({
      ...problem,
      line: problem.line + lineShift,
      column: problem.line === 1 ? problem.column + columnShift : problem.column,
    }));
    return { ok: false, name: 'HenError', problems };
  }
  const hen = Hen.parse(source);
  if (!hen) return { ok: false, name: 'HenError', problems: [{ message: t('go.emptyHen') }] };
  return { ok: true, model: { kind: 'hen', hen, moves: [], showNumbers: false, positionAt: () => hen } };
}

function parse(text, { language }) {
  return looksLikeSgf(text) ? parseSgf(text, language) : parseHen(text, language);
}

// Which stones show a move number: the move that last put a stone on each point, if it is still there.
function moveNumbersAt(model, ply, position) {
  const numbers = new Map();
  if (!model.showNumbers) return numbers;
  model.moves.slice(0, ply).forEach((move, index) => {
    if (move.point) numbers.set(move.point.row * position.width + move.point.col, { number: index + 1, colour: move.colour });
  });
  const shown = new Map();
  for (const [key, { number, colour }] of numbers) {
    if (position.board[Math.floor(key / position.width)][key % position.width] === colour) shown.set(key, number);
  }
  return shown;
}

function moveText(model, ply) {
  const move = model.moves[ply - 1];
  const colour = t(`go.colour.${STONE_NAMES[move.colour]}`);
  if (!move.point) return t('go.movePass', { number: ply, total: model.moves.length, colour });
  const point = `${COLUMN_LETTERS[move.point.col]}${model.positionAt(0).height - move.point.row}`;
  return t('go.move', { number: ply, total: model.moves.length, colour, point });
}

function plyLabel(model, ply) {
  return ply === 0 ? t('go.start', { total: model.moves.length }) : moveText(model, ply);
}

function stoneCounts(position) {
  const counts = new Map();
  for (const row of position.board) for (const stone of row) if (stone) counts.set(stone, (counts.get(stone) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([stone, count]) => `${count} ${t(`go.colour.${STONE_NAMES[stone]}`)}`);
}

function summarize(model, { ply }) {
  const position = model.positionAt(ply);
  const parts = [t('go.size', { width: position.width, height: position.height })];
  const stones = stoneCounts(position);
  parts.push(stones.length ? stones.join(', ') : t('go.noStones'));
  if (position.turn) parts.push(t('go.toPlay', { colour: t(`go.colour.${STONE_NAMES['_bwrglyp'.indexOf(position.turn)]}`) }));
  return parts.join(' · ');
}

function comment(model, ply) {
  if (model.kind !== 'sgf') return '';
  const node = ply === 0 ? model.trees[0].root : model.moves[ply - 1].node;
  const raw = node.properties.C?.[0];
  return raw ? Sgf.decodeText(raw) : '';
}

function render(container, model, view, actions) {
  const position = model.positionAt(view.ply);
  container.replaceChildren();
  const title = model.kind === 'sgf' ? `${t('go.boardName')}: ${plyLabel(model, view.ply)}` : t('go.boardName');
  renderGoBoard(container, position, { flipped: view.flipped, moveNumbers: moveNumbersAt(model, view.ply, position), title });
  const tools = document.createElement('div');
  tools.className = 'view-tools';
  if (model.kind === 'sgf') {
    const toggle = document.createElement('label');
    toggle.className = 'output-control';
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.id = 'go-move-numbers';
    box.checked = model.showNumbers;
    box.addEventListener('change', () => {
      model.showNumbers = box.checked;
      actions.modelChanged();
      document.getElementById('go-move-numbers')?.focus();
    });
    toggle.append(box, ` ${t('go.showNumbers')}`);
    tools.append(toggle);
  }
  const text = comment(model, view.ply);
  if (text) {
    const note = document.createElement('p');
    note.className = 'move-comment';
    note.textContent = text;
    tools.append(note);
  }
  if (tools.childElementCount) container.append(tools);
}

// SGF -> HEN at the move shown (the step bar chooses it); HEN -> its canonical form.
const henOutput = textOutput('hen', 'go.output.hen', 'position.hen',
  (model, settings, view) => (model.kind === 'sgf' ? Hen.sgf2hen(model.text, view.ply ?? 0) : model.hen.toString()),
  'text/plain', (model, settings, view) => view.ply ?? 0);

const positionSgfOutput = textOutput('sgf-position', 'go.output.sgfPosition', 'position.sgf',
  (model, settings, view) => model.positionAt(view.ply ?? 0).toSgf(), 'application/x-go-sgf', (model, settings, view) => view.ply ?? 0);

const gameSgfOutput = {
  id: 'sgf-game',
  label: 'go.output.sgfGame',
  fileName: 'game.sgf',
  mediaType: 'application/x-go-sgf',
  controls: [{ id: 'lineBreakBetweenNodes', label: 'go.output.nodePerLine', type: 'checkbox', default: true }],
  key: sameForTheModel,
  produce: (model, { lineBreakBetweenNodes }) => {
    if (model.kind !== 'sgf') throw new Error(t('go.output.onlyForSgf'));
    return Sgf.stringify(model.trees, { lineBreakBetweenNodes });
  },
};

export const goNotation = {
  id: 'go',
  name: 'go.name',
  inputLabel: 'go.inputLabel',
  fileAccept: '.sgf,.hen,text/plain,application/x-go-sgf',
  reads: ['hen', 'sgf'], // what detect() may call a Go text
  examples: [
    { id: 'ko-fight', title: 'go.example.game', url: 'examples/ko-fight-9x9.sgf' },
    { id: 'readme-hen', title: 'go.example.readme', url: 'examples/readme-example.hen' },
    { id: 'colours', title: 'go.example.colours', url: 'examples/seven-colours.hen' },
    { id: 'hen-error', title: 'go.example.henError', url: 'examples/row-out-of-range.hen' },
    { id: 'sgf-error', title: 'go.example.sgfError', url: 'examples/unexpected-character.sgf' },
  ],
  parse,
  summarize,
  render,
  plies: (model) => model.moves.length,
  plyLabel,
  flippable: true,
  // The move numbers switched on (the move shown is the page's ply).
  viewState: (model) => (model.showNumbers ? 'numbers' : undefined),
  restoreView(model, text) {
    model.showNumbers = model.kind === 'sgf' && text === 'numbers';
  },
  outputs: [henOutput, positionSgfOutput, gameSgfOutput],
  messages: {
    en: {
      'go.name': 'Go (HEN or SGF)',
      'go.inputLabel': 'HEN position or SGF game',
      'go.notAGoGame': 'The SGF holds no Go game that can be drawn (an empty collection, or a board larger than 25 × 25).',
      'go.emptyHen': 'The HEN is empty.',
      'go.colour.black': 'black', 'go.colour.white': 'white', 'go.colour.red': 'red', 'go.colour.green': 'green',
      'go.colour.blue': 'blue', 'go.colour.yellow': 'yellow', 'go.colour.purple': 'purple',
      'go.stoneOf': '{colour} stone', 'go.emptyPoint': 'empty', 'go.ko': 'ko point', 'go.lastMove': 'last move',
      'go.mark.CR': 'circle', 'go.mark.SQ': 'square', 'go.mark.TR': 'triangle', 'go.mark.MA': 'cross',
      'go.label': 'label {text}', 'go.number': 'move {number}',
      'go.move': 'Move {number} of {total}: {colour} {point}',
      'go.movePass': 'Move {number} of {total}: {colour} passes',
      'go.start': 'Start (setup), {total} moves',
      'go.size': '{width} × {height} board', 'go.noStones': 'no stones', 'go.toPlay': '{colour} to play',
      'go.boardName': 'Go board',
      'go.showNumbers': 'Move numbers',
      'go.output.hen': 'HEN', 'go.output.sgfPosition': 'SGF position', 'go.output.sgfGame': 'SGF game',
      'go.output.nodePerLine': 'One node per line',
      'go.output.onlyForSgf': 'A HEN holds one position, not a game: see "SGF position".',
      'go.example.game': 'SGF game: a ko fight, 9 × 9',
      'go.example.readme': 'HEN: the hen-js README example',
      'go.example.colours': 'HEN: seven colours, marks, labels, numbers',
      'go.example.henError': 'Error: HEN row off the board',
      'go.example.sgfError': 'Error: an unexpected character in SGF',
    },
    es: {
      'go.name': 'Go (HEN o SGF)',
      'go.inputLabel': 'Posición HEN o partida SGF',
      'go.notAGoGame': 'El SGF no contiene una partida de Go que se pueda dibujar (una colección vacía, o un tablero de más de 25 × 25).',
      'go.emptyHen': 'El HEN está vacío.',
      'go.colour.black': 'negra', 'go.colour.white': 'blanca', 'go.colour.red': 'roja', 'go.colour.green': 'verde',
      'go.colour.blue': 'azul', 'go.colour.yellow': 'amarilla', 'go.colour.purple': 'violeta',
      'go.stoneOf': 'piedra {colour}', 'go.emptyPoint': 'vacío', 'go.ko': 'punto de ko', 'go.lastMove': 'última jugada',
      'go.mark.CR': 'círculo', 'go.mark.SQ': 'cuadrado', 'go.mark.TR': 'triángulo', 'go.mark.MA': 'cruz',
      'go.label': 'etiqueta {text}', 'go.number': 'jugada {number}',
      'go.move': 'Jugada {number} de {total}: {colour} en {point}',
      'go.movePass': 'Jugada {number} de {total}: {colour} pasa',
      'go.start': 'Inicio (preparación), {total} jugadas',
      'go.size': 'Tablero de {width} × {height}', 'go.noStones': 'sin piedras', 'go.toPlay': 'turno: {colour}',
      'go.boardName': 'Tablero de Go',
      'go.showNumbers': 'Números de jugada',
      'go.output.hen': 'HEN', 'go.output.sgfPosition': 'SGF de la posición', 'go.output.sgfGame': 'SGF de la partida',
      'go.output.nodePerLine': 'Un nodo por línea',
      'go.output.onlyForSgf': 'Un HEN contiene una posición, no una partida: ver "SGF de la posición".',
      'go.example.game': 'Partida SGF: una lucha de ko, 9 × 9',
      'go.example.readme': 'HEN: el ejemplo del README de hen-js',
      'go.example.colours': 'HEN: siete colores, marcas, etiquetas, números',
      'go.example.henError': 'Error: fila HEN fuera del tablero',
      'go.example.sgfError': 'Error: un carácter inesperado en SGF',
    },
  },
};
