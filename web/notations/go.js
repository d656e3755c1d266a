// Go for the page: a HEN position or an SGF game, read in the worker (notations/go-task.js) and
// shown in the package's <board-viewer> as the document the worker opened: a HEN position with
// every HEN colour, the last move, the ko point, marks, labels and numbered stones; an SGF game
// with its variations, comments, players, result and captures, and a picker for a collection. The
// summary above the board and the converter's outputs (HEN and the position's SGF at the node
// shown, in a variation too; the whole game rewritten) are the worker's answers.
import { t } from '../i18n.js';
import { openedDocument } from '../opened-document.js';
import { pathOf, showInViewer } from '../viewer-host.js';
import { sameForTheModel, textOutput } from './text-output.js';

// The names of HEN's stone colours (board values 1-7), as the page's words say them.
const STONE_NAMES = ['empty', 'black', 'white', 'red', 'green', 'blue', 'yellow', 'purple'];

function fromWorker(result, session) {
  if (!result.ok) {
    return result.reason ? { ...result, problems: [{ message: t(`go.${result.reason}`) }] } : result;
  }
  const { kind, document, lastPly = 0, treeCount = 1 } = result.model;
  const model = {
    kind,
    session,
    document: openedDocument(document, (gameIndex, ids) => session.call('scenes', gameIndex, ids)),
    lastPly,
    treeCount,
    gameIndex: 0,
    path: [],
  };
  return { ...result, model };
}

// The node shown, as the worker's questions take it.
const at = (model, ply) => ({ gameIndex: model.gameIndex, path: model.path, ply });

// The node at `path` of game `gameIndex` of the viewer's document (null if the path leaves it).
function nodeAtPath(model, gameIndex, path) {
  let node = model.document.games[gameIndex]?.root;
  for (const child of path) node = node?.children[child];
  return node ?? null;
}

const onMainLine = (model) => model.gameIndex === 0 && model.path.every((child) => child === 0);

async function summarize(model, { ply }) {
  const position = await model.session.call('summary', at(model, ply));
  const parts = [t('go.size', { width: position.width, height: position.height })];
  // "15 black stones", "1 piedra negra": the noun and its colour agree with the count.
  const stones = position.stones.map(([stone, count]) =>
    t(count === 1 ? 'go.stones.one' : 'go.stones.other', {
      count,
      colour: t(`go.colour.${STONE_NAMES[stone]}${count === 1 ? '' : '.plural'}`),
    }),
  );
  parts.push(stones.length ? stones.join(', ') : t('go.noStones'));
  if (position.turn)
    parts.push(t('go.toPlay', { colour: t(`go.colour.${STONE_NAMES['_bwrglyp'.indexOf(position.turn)]}.plural`) }));
  return parts.join(' · ');
}

// The position or the game in <board-viewer>: the page follows the node it shows (converter,
// address) and moves it to the game, line and move of a link or of a new reading of the text.
function render(container, model, view, actions) {
  return showInViewer(container, {
    model,
    document: model.document,
    notation: model.kind,
    language: view.language,
    flipped: view.flipped,
    restore(viewer) {
      if (model.kind !== 'sgf') return; // a HEN position: nothing to move to
      if (model.gameIndex > 0) viewer.selectGame(model.gameIndex);
      // A line kept (a variation, another game): its node; the first game's main line: the ply.
      const node = nodeAtPath(model, viewer.gameIndex, model.path);
      if (node && model.path.length > 0) viewer.goToNode(node.id);
      else viewer.goTo(view.ply);
    },
    onNode(viewer, node) {
      if (model.kind !== 'sgf') {
        actions.shown({ ply: 0, flipped: viewer.orientation === 'black' });
        return;
      }
      // A collection's trees that cannot be drawn are not the viewer's games: then only the first.
      const sameGames = viewer.document.games.length === model.treeCount;
      model.gameIndex = sameGames ? viewer.gameIndex : 0;
      model.path = pathOf(node);
      actions.shown({ ply: node.ply, flipped: viewer.orientation === 'black' });
    },
  });
}

// What the position outputs depend on: the node shown.
const nodeKey = (model, view) =>
  model.kind === 'sgf' ? `${model.gameIndex}:${model.path.join('.')}:${view.ply ?? 0}` : 0;

// A converter output written by the worker, at the node shown.
const fromTheWorker = (outputId) => (model, settings, view) =>
  model.session.call('produce', outputId, settings, at(model, view.ply ?? 0));

// SGF -> HEN at the move shown (the step bar chooses it); HEN -> its canonical form.
const henOutput = textOutput(
  'hen',
  'go.output.hen',
  'position.hen',
  fromTheWorker('hen'),
  'text/plain',
  (model, settings, view) => nodeKey(model, view),
);

const positionSgfOutput = textOutput(
  'sgf-position',
  'go.output.sgfPosition',
  'position.sgf',
  fromTheWorker('sgf-position'),
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
  produce: (model, settings, view) => {
    if (model.kind !== 'sgf') throw new Error(t('go.output.onlyForSgf'));
    return fromTheWorker('sgf-game')(model, settings, view);
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
  // Every text is read in the worker: a deep SGF costs its time, not the page's.
  worker: { task: './notations/go-task.js', minLength: 0 },
  fromWorker,
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
    const sameGames = model.document.games.length === model.treeCount;
    if ((sameGames || wanted.gameIndex === 0) && nodeAtPath(model, wanted.gameIndex, wanted.path))
      Object.assign(model, wanted);
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
      'go.colour.black.plural': 'black',
      'go.colour.white.plural': 'white',
      'go.colour.red.plural': 'red',
      'go.colour.green.plural': 'green',
      'go.colour.blue.plural': 'blue',
      'go.colour.yellow.plural': 'yellow',
      'go.colour.purple.plural': 'purple',
      'go.stones.one': '1 {colour} stone',
      'go.stones.other': '{count} {colour} stones',
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
      'go.colour.black.plural': 'negras',
      'go.colour.white.plural': 'blancas',
      'go.colour.red.plural': 'rojas',
      'go.colour.green.plural': 'verdes',
      'go.colour.blue.plural': 'azules',
      'go.colour.yellow.plural': 'amarillas',
      'go.colour.purple.plural': 'violetas',
      'go.stones.one': '1 piedra {colour}',
      'go.stones.other': '{count} piedras {colour}',
      'go.size': 'Tablero de {width} × {height}',
      'go.noStones': 'sin piedras',
      'go.toPlay': 'turno de las {colour}',
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
