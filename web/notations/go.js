// Go for the page: a HEN position or an SGF game in, shown in the package's <board-viewer>: a HEN
// position with every HEN colour, the last move, the ko point, marks, labels and numbered stones;
// an SGF game with its variations, comments, players, result and captures, and a picker for a
// collection. Converter: HEN and the position's SGF at the node shown (in a variation too),
// HEN -> SGF, the whole game rewritten.
import { Hen, Sgf, SgfError } from 'boardnotation';
import { t } from '../i18n.js';
import { pathOf, showInViewer } from '../viewer-host.js';
import { sameForTheModel, textOutput } from './text-output.js';

// The names of HEN's stone colours (board values 1-7), as the page's words say them.
const STONE_NAMES = ['empty', 'black', 'white', 'red', 'green', 'blue', 'yellow', 'purple'];
const ALL_MOVES = 1e9; // Hen.fromSgf's move count for "every move of the text"

/** SGF if the text holds a game tree "(;", HEN otherwise (HEN never contains "("). */
export function looksLikeSgf(text) {
  return /\(\s*;/.test(text);
}

function diagnosticsOf(list) {
  return list.map(({ code, line, column, length, message, severity }) => ({
    code,
    line,
    column,
    length,
    message,
    severity,
  }));
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
  const positions = new Map([[0, start]]);
  return {
    ok: true,
    model: {
      kind: 'sgf',
      text,
      trees,
      gameIndex: 0,
      path: [],
      lastPly: deepestPly(trees),
      positionAt(ply) {
        if (!positions.has(ply)) positions.set(ply, Hen.fromSgf(text, ply));
        return positions.get(ply);
      },
    },
  };
}

// The most moves any line of the collection has: how far a link's move may go.
function deepestPly(trees) {
  let deepest = 0;
  const stack = trees.map((tree) => [tree.root, 0]);
  while (stack.length) {
    const [node, before] = stack.pop();
    const ply = before + (node.properties.B || node.properties.W ? 1 : 0);
    deepest = Math.max(deepest, ply);
    for (const child of node.children) stack.push([child, ply]);
  }
  return deepest;
}

// The SGF nodes from the game's root to the node the viewer shows (null if the path leaves the tree).
function sgfPath(model) {
  let node = model.trees[model.gameIndex]?.root;
  const nodes = [node];
  for (const child of model.path) {
    node = node?.children[child];
    nodes.push(node);
  }
  return node ? nodes : null;
}

// On the first game's main line the page's ply is the node; elsewhere (a variation, another game)
// the position is the engine's reading of the line to the node, written as a game of its own.
const onMainLine = (model) => model.gameIndex === 0 && model.path.every((child) => child === 0);

function lineText(model) {
  const nodes = sgfPath(model);
  if (!nodes) return null;
  const chain = (index) => ({
    properties: nodes[index].properties,
    children: index + 1 < nodes.length ? [chain(index + 1)] : [],
  });
  return Sgf.stringify({ root: chain(0) });
}

// The position shown: the page's ply on the main line, the viewer's node elsewhere.
function positionOf(model, ply) {
  if (model.kind !== 'sgf' || onMainLine(model)) return model.positionAt(ply);
  const key = `${model.gameIndex}:${model.path.join('.')}`;
  if (model.lineKey !== key) {
    const text = lineText(model);
    model.lineKey = key;
    model.linePosition = text ? Hen.fromSgf(text, ALL_MOVES) : null;
  }
  return model.linePosition ?? model.positionAt(ply);
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
  return { ok: true, model: { kind: 'hen', hen, positionAt: () => hen } };
}

function parse(text, { language }) {
  return looksLikeSgf(text) ? parseSgf(text, language) : parseHen(text, language);
}

function stoneCounts(position) {
  const counts = new Map();
  for (const row of position.board) for (const stone of row) if (stone) counts.set(stone, (counts.get(stone) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([stone, count]) => `${count} ${t(`go.colour.${STONE_NAMES[stone]}`)}`);
}

function summarize(model, { ply }) {
  const position = positionOf(model, ply);
  const parts = [t('go.size', { width: position.width, height: position.height })];
  const stones = stoneCounts(position);
  parts.push(stones.length ? stones.join(', ') : t('go.noStones'));
  if (position.turn)
    parts.push(t('go.toPlay', { colour: t(`go.colour.${STONE_NAMES['_bwrglyp'.indexOf(position.turn)]}`) }));
  return parts.join(' · ');
}

// The position or the game in <board-viewer>: the page follows the node it shows (converter,
// address) and moves it to the game, line and move of a link or of a new reading of the text.
function render(container, model, view, actions) {
  return showInViewer(container, {
    model,
    text: view.text,
    notation: model.kind,
    language: view.language,
    flipped: view.flipped,
    restore(viewer) {
      if (model.kind !== 'sgf') return; // a HEN position: nothing to move to
      if (model.gameIndex > 0) viewer.selectGame(model.gameIndex);
      // A line kept (a variation, another game): its node; the first game's main line: the ply.
      let node = viewer.document.games[viewer.gameIndex].root;
      for (const child of model.path) node = node?.children[child];
      if (node && model.path.length > 0) viewer.goToNode(node.id);
      else viewer.goTo(view.ply);
    },
    onNode(viewer, node) {
      if (model.kind !== 'sgf') {
        actions.shown({ ply: 0, flipped: viewer.orientation === 'black' });
        return;
      }
      // A collection's trees that cannot be drawn are not the viewer's games: then only the first.
      const sameGames = viewer.document.games.length === model.trees.length;
      model.gameIndex = sameGames ? viewer.gameIndex : 0;
      model.path = pathOf(node);
      actions.shown({ ply: node.ply, flipped: viewer.orientation === 'black' });
    },
  });
}

// SGF -> HEN at the move shown (the step bar chooses it); HEN -> its canonical form.
// What the position outputs depend on: the node shown.
const nodeKey = (model, view) =>
  model.kind === 'sgf' ? `${model.gameIndex}:${model.path.join('.')}:${view.ply ?? 0}` : 0;

const henOutput = textOutput(
  'hen',
  'go.output.hen',
  'position.hen',
  (model, settings, view) => {
    if (model.kind !== 'sgf') return model.hen.toString();
    return onMainLine(model) ? Hen.sgf2hen(model.text, view.ply ?? 0) : positionOf(model, view.ply ?? 0).toString();
  },
  'text/plain',
  (model, settings, view) => nodeKey(model, view),
);

const positionSgfOutput = textOutput(
  'sgf-position',
  'go.output.sgfPosition',
  'position.sgf',
  (model, settings, view) => positionOf(model, view.ply ?? 0).toSgf(),
  'application/x-go-sgf',
  (model, settings, view) => nodeKey(model, view),
);

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
  plies: (model) => (model.kind === 'sgf' ? model.lastPly : 0),
  viewer: true,
  flippable: true,
  // The game and the line of the node shown, when it is not on the first game's main line ("1:0.0.1":
  // the game, then the child taken at each node); the move shown is the page's ply.
  viewState: (model) =>
    model.kind === 'sgf' && !onMainLine(model) ? `${model.gameIndex}:${model.path.join('.')}` : undefined,
  restoreView(model, text) {
    const match = /^(\d{1,5}):(\d{1,4}(?:\.\d{1,4}){0,9999})?$/.exec(text ?? '');
    if (model.kind !== 'sgf' || !match) return;
    const wanted = { gameIndex: Number(match[1]), path: match[2] ? match[2].split('.').map(Number) : [] };
    if (sgfPath({ trees: model.trees, ...wanted })) Object.assign(model, wanted);
  },
  outputs: [henOutput, positionSgfOutput, gameSgfOutput],
  messages: {
    en: {
      'go.name': 'Go (HEN or SGF)',
      'go.inputLabel': 'HEN position or SGF game',
      'go.notAGoGame':
        'The SGF holds no Go game that can be drawn (an empty collection, or a board larger than 25 × 25).',
      'go.emptyHen': 'The HEN is empty.',
      'go.colour.black': 'black',
      'go.colour.white': 'white',
      'go.colour.red': 'red',
      'go.colour.green': 'green',
      'go.colour.blue': 'blue',
      'go.colour.yellow': 'yellow',
      'go.colour.purple': 'purple',
      'go.size': '{width} × {height} board',
      'go.noStones': 'no stones',
      'go.toPlay': '{colour} to play',
      'go.output.hen': 'HEN',
      'go.output.sgfPosition': 'SGF position',
      'go.output.sgfGame': 'SGF game',
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
      'go.notAGoGame':
        'El SGF no contiene una partida de Go que se pueda dibujar (una colección vacía, o un tablero de más de 25 × 25).',
      'go.emptyHen': 'El HEN está vacío.',
      'go.colour.black': 'negra',
      'go.colour.white': 'blanca',
      'go.colour.red': 'roja',
      'go.colour.green': 'verde',
      'go.colour.blue': 'azul',
      'go.colour.yellow': 'amarilla',
      'go.colour.purple': 'violeta',
      'go.size': 'Tablero de {width} × {height}',
      'go.noStones': 'sin piedras',
      'go.toPlay': 'turno: {colour}',
      'go.output.hen': 'HEN',
      'go.output.sgfPosition': 'SGF de la posición',
      'go.output.sgfGame': 'SGF de la partida',
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
