// PGN for the page: a game or a whole database (read in a worker past 200,000 characters), shown
// in the package's <board-viewer> (board, game picker, move list with comments, NAGs and
// variations, game information); problems of any game at their line and column. Converter: FEN per
// ply of the line through the move shown, the game as JSON, clean export PGN (the game or all).
import { Chess, Pgn } from 'boardnotation';
import { isolateText } from 'boardnotation/svg/init';
import { compactJson } from '../compact-json.js';
import { t, tp } from '../i18n.js';
import { showInViewer, pathOf } from '../viewer-host.js';
import { parse as readPgn } from './pgn-task.js';
import { branchesOf, lineAtPath, lineOf, pathOfLine, readLine, writeLine } from './pgn-line.js';

// Both paths (here and from the worker) end here: words that need the page's language are added.
function finish(result) {
  if (!result.ok) {
    return result.problems.length ? result : { ...result, problems: [{ message: t('pgn.noGame') }] };
  }
  const model = { games: result.model.games, gameIndex: 0, line: null, inVariation: false };
  selectGame(model, 0);
  const loud = result.notes.filter((note) => !note.quiet);
  const errors = loud.filter((note) => note.severity === 'error').length;
  const notesTitle = errors > 0 ? tp('pgn.errors', errors) : tp('pgn.warnings', loud.length);
  return { ...result, model, notesTitle };
}

function parse(text, { language }) {
  return finish(readPgn({ Pgn }, text, { language }));
}

const gameOf = (model) => model.games[model.gameIndex];
const fenAt = (model, ply) => (ply === 0 ? gameOf(model).startFen : model.line[ply - 1].fen);

// The line the converter's "FEN per ply" writes: the main line, or the line through the move the
// viewer shows (the moves that lead to its variation, then the variation).
function selectGame(model, index) {
  model.gameIndex = index;
  model.line = model.games[index].moves;
  model.inVariation = false;
}

function summarize(model, { ply }) {
  const game = gameOf(model);
  const parts = [];
  if (model.games.length > 1) parts.push(t('pgn.gameOf', { index: model.gameIndex + 1, total: model.games.length }));
  // The tags are the text's: each isolated, so that its bidi controls never turn the rest round.
  const event = [game.headers.Event, game.headers.Date]
    .filter((value) => value && value !== '?' && value !== '????.??.??')
    .map(isolateText)
    .join(', ');
  const player = (value) => (value === undefined ? '?' : isolateText(value));
  parts.push(`${player(game.headers.White)} – ${player(game.headers.Black)}${event ? ` (${event})` : ''}`);
  parts.push(t('pgn.result', { result: isolateText(game.result ?? game.headers.Result ?? '*') }));
  try {
    const position = new Chess(fenAt(model, ply));
    if (position.isCheckmate()) parts.push(t('pgn.checkmate'));
    else if (position.inCheck()) parts.push(t('pgn.inCheck'));
  } catch {
    // A position the engine refuses is still drawn; it just has no status.
  }
  return parts.join(' · ');
}

// The board, the move list (comments, NAGs, variations), the game picker and the game's tags are
// the package's <board-viewer>; the page follows the node it shows (the converter's outputs and
// the address), and moves it to the game, line and ply of a link or of a new reading of the text.
function render(container, model, view, actions) {
  return showInViewer(container, {
    model,
    text: view.text,
    notation: 'pgn',
    language: view.language,
    flipped: view.flipped,
    restore(viewer) {
      if (model.gameIndex > 0) viewer.selectGame(model.gameIndex);
      let node = viewer.document.games[viewer.gameIndex].root;
      for (const child of pathOfLine(gameOf(model), model.line, view.ply)) node = node.children[child];
      viewer.goToNode(node.id);
    },
    onNode(viewer, node) {
      if (viewer.gameIndex !== model.gameIndex) selectGame(model, viewer.gameIndex);
      // A move the reader played on the viewer's board is not in the text: the page (converter,
      // address) stays at the last move of the game before it.
      let known = node;
      while (known.added && known.parent) known = known.parent;
      const labels = [];
      for (let at = known; at?.parent; at = at.parent) labels.unshift(at.label);
      const found = lineAtPath(gameOf(model), pathOf(known), labels);
      if (found) Object.assign(model, { line: found.line, inVariation: found.inVariation });
      actions.shown({ ply: found ? found.ply : known.ply, flipped: viewer.orientation === 'black' });
    },
  });
}

function fensOfLine(model) {
  return [gameOf(model).startFen, ...model.line.map((move) => move.fen)].join('\n');
}

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
  parse,
  worker: { task: './notations/pgn-task.js', minLength: 200_000 },
  fromWorker: finish,
  summarize,
  render,
  plies: (model) => model.line.length,
  viewer: true,
  flippable: true,
  // The game picked and the line shown, found again in a new reading of the text (after a language
  // switch: its messages are in the new language) or in the reading of a link.
  viewState: (model) =>
    model.gameIndex === 0 && !model.inVariation
      ? undefined
      : writeLine(model.gameIndex, branchesOf(gameOf(model), model.line) ?? []),
  restoreView(model, text) {
    const wanted = readLine(text);
    const line =
      wanted && model.games[wanted.gameIndex] ? lineOf(model.games[wanted.gameIndex], wanted.branches) : null;
    if (line) Object.assign(model, { gameIndex: wanted.gameIndex, line, inVariation: wanted.branches.length > 0 });
  },
  outputs: [
    {
      id: 'fens',
      label: 'pgn.output.fens',
      fileName: 'positions.fen',
      mediaType: 'text/plain',
      controls: [],
      produce: fensOfLine,
    },
    {
      id: 'json',
      label: 'JSON',
      fileName: 'game.json',
      mediaType: 'application/json',
      controls: [],
      key: (model) => model.gameIndex,
      produce: (model) => compactJson(gameOf(model)),
    },
    {
      id: 'pgn',
      label: 'pgn.output.pgn',
      fileName: 'games.pgn',
      mediaType: 'application/x-chess-pgn',
      controls: [{ id: 'allGames', label: 'pgn.output.allGames', type: 'checkbox', default: false }],
      // The whole database is exported once per text, not at every step (nor for a move clicked).
      key: (model, { allGames }) => (allGames ? 'all' : model.gameIndex),
      produce: (model, { allGames }) => Pgn.stringify(allGames ? model.games : gameOf(model)),
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
