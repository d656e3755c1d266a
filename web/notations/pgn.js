// PGN for the page: a game or a whole database, read in the worker (notations/pgn-task.js, with
// progress) and shown in the package's <board-viewer> as the document the worker opened (board,
// game picker, move list with comments, NAGs and variations, game information); problems of any
// game at their line and column. The page's thread holds the document only: the summary above the
// board and the converter's outputs (FEN per ply of the line through the move shown, the game as
// JSON, clean export PGN of the game or of all) are the worker's answers.
import { isolateText } from 'boardnotation/svg/init';
import { t, tp } from '../i18n.js';
import { openedDocument } from '../opened-document.js';
import { showInViewer, pathOf } from '../viewer-host.js';
import { branchesTo, nodeOnLine, readLine, writeLine } from './pgn-line.js';

// The first games the worker read become the page's model, shown while it reads the rest: the
// document for the viewer (its games grow with each later part: addPart), the game picked and the
// node shown (kept in step with the viewer).
function fromFirstPart(part, session) {
  const data = { notation: 'pgn', ok: true, diagnostics: part.diagnostics, games: part.games };
  const document = openedDocument(data, (gameIndex, ids) => session.call('scenes', gameIndex, ids));
  const model = { session, document, gameIndex: 0, node: document.games[0].root, branches: [], linked: undefined };
  return { ok: true, model, notes: [] };
}

function addPart(model, part) {
  model.document.addGames(part.games, part.diagnostics);
}

// The whole text is read: the model shown from the first part, with every game's notes in the
// page's language.
function fromWorker(result, session, shown) {
  if (!result.ok) {
    return result.problems.length ? result : { ...result, problems: [{ message: t('pgn.noGame') }] };
  }
  const loud = result.notes.filter((note) => !note.quiet);
  const errors = loud.filter((note) => note.severity === 'error').length;
  const notesTitle = errors > 0 ? tp('pgn.errors', errors) : tp('pgn.warnings', loud.length);
  return { ...result, model: shown.model, notesTitle };
}

// The node at `ply` of the line through `node` (towards the root, or along the first children).
function alongLine(node, ply) {
  let at = node;
  while (at.ply > ply && at.parent) at = at.parent;
  while (at.ply < ply && at.children[0]) at = at.children[0];
  return at;
}

// Where the line through the node shown ends.
const lastPly = (model) => alongLine(model.node, Infinity).ply;

// The question about the line through the move shown: the game and the path to that move.
const at = (model, ply) => ({ gameIndex: model.gameIndex, path: pathOf(alongLine(model.node, ply)) });

async function summarize(model, { ply }) {
  const { gameIndex, path } = at(model, ply);
  const facts = await model.session.call('summary', gameIndex, path);
  const parts = [];
  const total = model.document.games.length;
  if (total > 1) parts.push(t('pgn.gameOf', { index: gameIndex + 1, total }));
  // The tags are the text's: each isolated, so that its bidi controls never turn the rest round.
  const event = [facts.event, facts.date]
    .filter((value) => value && value !== '?' && value !== '????.??.??')
    .map(isolateText)
    .join(', ');
  const player = (value) => (value === undefined ? '?' : isolateText(value));
  parts.push(`${player(facts.white)} – ${player(facts.black)}${event ? ` (${event})` : ''}`);
  parts.push(t('pgn.result', { result: isolateText(facts.result ?? '*') }));
  if (facts.status) parts.push(t(facts.status === 'checkmate' ? 'pgn.checkmate' : 'pgn.inCheck'));
  return parts.join(' · ');
}

// The board, the move list (comments, NAGs, variations), the game picker and the game's tags are
// the package's <board-viewer>; the page follows the node it shows (the converter's outputs and
// the address), and moves it to the game, line and ply of a link or of a new reading of the text.
function render(container, model, view, actions) {
  return showInViewer(container, {
    model,
    document: model.document,
    notation: 'pgn',
    language: view.language,
    flipped: view.flipped,
    restore(viewer) {
      if (model.gameIndex > 0) viewer.selectGame(model.gameIndex);
      const root = viewer.document.games[viewer.gameIndex].root;
      viewer.goToNode((nodeOnLine(root, model.branches, view.ply) ?? root).id);
    },
    onNode(viewer, node) {
      // A move the reader played on the viewer's board is not in the text: the page (converter,
      // address) stays at the last move of the game before it.
      let known = node;
      while (known.added && known.parent) known = known.parent;
      Object.assign(model, { gameIndex: viewer.gameIndex, node: known, linked: undefined });
      actions.shown({ ply: known.ply, flipped: viewer.orientation === 'black' });
    },
  });
}

// The game picked and the line shown, as a link says them ("2:3.0,4.1"): undefined for the first
// game's main line. A link's (restoreView) until the viewer shows where it leads.
function viewState(model) {
  if (model.linked !== undefined) return model.linked;
  const branches = branchesTo(model.node);
  return model.gameIndex === 0 && branches.length === 0 ? undefined : writeLine(model.gameIndex, branches);
}

// A link's game and line, found again in a new reading of the text (after a language switch: its
// messages are in the new language) or in the reading of a link; a game or a line the text does
// not have leaves the first game's main line.
function restoreView(model, text) {
  const wanted = readLine(text);
  const game = wanted && model.document.games[wanted.gameIndex];
  const end = game && nodeOnLine(game.root, wanted.branches, Infinity);
  if (end) Object.assign(model, { gameIndex: wanted.gameIndex, branches: wanted.branches, node: end, linked: text });
}

// A converter output written by the worker, for the line through the move shown.
const fromTheWorker = (outputId) => (model, settings, view) =>
  model.session.call('produce', outputId, settings, at(model, view.ply ?? 0));

export const pgnNotation = {
  id: 'pgn',
  name: 'pgn.name',
  inputLabel: 'pgn.inputLabel',
  fileAccept: '.pgn,text/plain,application/x-chess-pgn',
  examples: [
    { id: 'annotated', title: 'pgn.example.annotated', url: 'examples/annotated.pgn' },
    { id: 'studies', title: 'pgn.example.studies', url: 'examples/charles-xii-at-bender.pgn' },
    { id: 'illegal', title: 'pgn.example.illegal', url: 'examples/illegal-move.pgn' },
  ],
  // Every text is read in the worker, whatever its size: a small one can be costly too.
  worker: { task: './notations/pgn-task.js', minLength: 0 },
  fromFirstPart,
  addPart,
  fromWorker,
  summarize,
  render,
  plies: lastPly,
  viewer: true,
  flippable: true,
  viewState,
  restoreView,
  outputs: [
    {
      id: 'fens',
      label: 'pgn.output.fens',
      fileName: 'positions.fen',
      mediaType: 'text/plain',
      controls: [],
      produce: fromTheWorker('fens'),
    },
    {
      id: 'json',
      label: 'JSON',
      fileName: 'game.json',
      mediaType: 'application/json',
      controls: [],
      key: (model) => model.gameIndex,
      produce: fromTheWorker('json'),
    },
    {
      id: 'pgn',
      label: 'pgn.output.pgn',
      fileName: 'games.pgn',
      mediaType: 'application/x-chess-pgn',
      controls: [{ id: 'allGames', label: 'pgn.output.allGames', type: 'checkbox', default: false }],
      // The whole database is exported once per text, not at every step (nor for a move clicked).
      // (All of what is read: a database still being read is exported again once it is read.)
      key: (model, { allGames }) => (allGames ? `all ${model.document.games.length}` : model.gameIndex),
      produce: fromTheWorker('pgn'),
    },
  ],
  messages: {
    en: {
      'pgn.name': 'Chess (PGN)',
      'pgn.inputLabel': 'PGN: a game or a database',
      'pgn.noGame': 'The text holds no game.',
      'pgn.errors.one': 'An error in the games: the game with it shows the moves read before it',
      'pgn.errors.other': '{count} errors in the games: a game with an error shows the moves read before it',
      'pgn.warnings.one': 'A warning: the games are read, see where',
      'pgn.warnings.other': '{count} warnings: the games are read, see where',
      'pgn.gameOf': 'game {index} of {total}',
      'pgn.result': 'result {result}',
      'pgn.output.fens': 'FEN per ply',
      'pgn.output.pgn': 'Export PGN',
      'pgn.output.allGames': 'All games',
      'pgn.example.annotated': 'Comments, NAGs and nested variations',
      'pgn.example.studies': 'A Lichess study: four problems from set-up positions',
      'pgn.example.illegal': 'Error: an illegal move in the second game',
      'pgn.checkmate': 'checkmate',
      'pgn.inCheck': 'check',
    },
    es: {
      'pgn.name': 'Ajedrez (PGN)',
      'pgn.inputLabel': 'PGN: una partida o una base de datos',
      'pgn.noGame': 'El texto no contiene ninguna partida.',
      'pgn.errors.one': 'Un error en las partidas: la partida que lo tiene muestra las jugadas leídas antes',
      'pgn.errors.other': '{count} errores en las partidas: una partida con un error muestra las jugadas leídas antes',
      'pgn.warnings.one': 'Un aviso: las partidas se leen, mira dónde',
      'pgn.warnings.other': '{count} avisos: las partidas se leen, mira dónde',
      'pgn.gameOf': 'partida {index} de {total}',
      'pgn.result': 'resultado {result}',
      'pgn.output.fens': 'FEN por media jugada',
      'pgn.output.pgn': 'PGN de exportación',
      'pgn.output.allGames': 'Todas las partidas',
      'pgn.example.annotated': 'Comentarios, NAG y variantes anidadas',
      'pgn.example.studies': 'Un estudio de Lichess: cuatro problemas desde posiciones preparadas',
      'pgn.example.illegal': 'Error: una jugada ilegal en la segunda partida',
      'pgn.checkmate': 'jaque mate',
      'pgn.inCheck': 'jaque',
    },
  },
};
