// ssb-chess for the page: a game's messages (a JSON array, in any order) replayed by Ssb.replay and
// shown in the package's <board-viewer>, opened at its last ply: the board, the move list with every
// ply that has an issue marked (its messages under the board at that ply), the players, result,
// winner and chat as the game's information. Every issue is listed under the input too (at its line
// and column in the JSON, with a button that shows its ply), worded as the viewer words it (the
// package's openDocument). Converter: the game in PGN (the core's writer), the FEN after each ply, the replay as JSON.
import { Ssb } from 'boardnotation';
import { init, openDocument } from 'boardnotation/svg/init';
import { compactJson } from '../compact-json.js';
import { t, tp } from '../i18n.js';
import { showInViewer } from '../viewer-host.js';
import { sameForTheModel, textOutput } from './text-output.js';

await init({ notations: ['ssb'] }); // the same module the page's 'boardnotation' has loaded

// Problems of the text itself (not JSON, not an array): there is no game to show.
const isTextProblem = (issue) => issue.code.startsWith('json.') || issue.code === 'ssb.replay.not_an_array';

function problemOf(issue) {
  const { code, severity, length, message } = issue;
  const problem = { code, severity, message, length, showCode: true };
  if (issue.line > 0) Object.assign(problem, { line: issue.line, column: issue.column });
  return problem;
}

function parse(text, { language }) {
  const game = Ssb.replay(text, { language });
  const broken = game.issues.filter(isTextProblem);
  if (broken.length > 0) return { ok: false, name: 'SsbError', problems: broken.map(problemOf) };
  // The document's reading of the same messages: its issues are worded for a reader and know the
  // node (ply) they are about, as the viewer shows them.
  const document = openDocument(text, { notation: 'ssb', language });
  const issues = document.ok ? document.games[0].diagnostics : [];
  const plyOf = new Map();
  if (document.ok) for (let node = document.games[0].root; node; node = node.children[0]) plyOf.set(node.id, node.ply);
  const notes = issues.map((issue) => ({
    ...problemOf(issue),
    ...(plyOf.has(issue.nodeId) ? { viewPly: plyOf.get(issue.nodeId), plyName: plyOf.get(issue.nodeId) } : {}),
  }));
  return { ok: true, model: { game, issues }, notes, notesTitle: tp('ssb.issues', issues.length) };
}

function resultText(game) {
  const status =
    t(`ssb.status.${game.status}`) === `ssb.status.${game.status}` ? game.status : t(`ssb.status.${game.status}`);
  const parts = [t('ssb.result', { result: game.result, status })];
  const side =
    game.winner === game.white
      ? t('ssb.white')
      : game.winner === game.black
        ? t('ssb.black')
        : `${String(game.winner).slice(0, 9)}…`;
  if (game.winner) parts.push(t('ssb.winner', { colour: side }));
  return parts.join(', ');
}

function summarize({ game, issues }) {
  const checked = issues.length === 0 ? t('ssb.noIssues') : tp('ssb.issueCount', issues.length);
  return `${t('ssb.plies', { count: game.plies.length })} · ${resultText(game)} · ${checked}`;
}

// The game in <board-viewer>; the page follows the ply it shows (converter, address).
function render(container, model, view, actions) {
  return showInViewer(container, {
    model,
    text: view.text,
    notation: 'ssb',
    language: view.language,
    flipped: view.flipped,
    restore: (viewer) => viewer.goTo(view.ply),
    onNode: (viewer, node) => actions.shown({ ply: node.ply, flipped: viewer.orientation === 'black' }),
  });
}

export const ssbNotation = {
  id: 'ssb',
  name: 'ssb.name',
  inputLabel: 'ssb.inputLabel',
  fileAccept: '.json,application/json',
  examples: [
    { id: 'game', title: 'ssb.example.game', url: 'examples/ssb-game.json' },
    { id: 'vanished-queen', title: 'ssb.example.vanishedQueen', url: 'examples/ssb-vanished-queen.json' },
  ],
  parse,
  summarize,
  render,
  plies: (model) => model.game.plies.length,
  viewer: true,
  opensAt: 'end', // the game's result
  flippable: true,
  outputs: [
    // The game in PGN as the core writes it (its tags, the moves verified, the result).
    textOutput(
      'pgn',
      'ssb.output.pgn',
      'game.pgn',
      ({ game }) => game.pgn ?? '',
      'application/x-chess-pgn',
      sameForTheModel,
    ),
    textOutput(
      'fens',
      'ssb.output.fens',
      'positions.fen',
      ({ game }) => [game.startFen, ...game.fens].join('\n'),
      'text/plain',
      sameForTheModel,
    ),
    textOutput(
      'json',
      'ssb.output.json',
      'replay.json',
      ({ game }) => compactJson(game),
      'application/json',
      sameForTheModel,
    ),
  ],
  messages: {
    en: {
      'ssb.white': 'white',
      'ssb.black': 'black',
      'ssb.name': 'ssb-chess messages',
      'ssb.inputLabel': 'The messages of an ssb-chess game (a JSON array)',
      'ssb.issues.one': 'One issue in this game: the board shows the game as replayed',
      'ssb.issues.other': '{count} issues in this game: the board shows the game as replayed',
      'ssb.issueCount.one': 'one issue',
      'ssb.issueCount.other': '{count} issues',
      'ssb.noIssues': 'every message checks out',
      'ssb.plies': '{count} plies',
      'ssb.result': 'result {result} ({status})',
      'ssb.winner': 'winner {colour}',
      'ssb.status.invited': 'invited',
      'ssb.status.started': 'in progress',
      'ssb.status.mate': 'mate',
      'ssb.status.resigned': 'resigned',
      'ssb.status.draw': 'draw',
      'ssb.status.stalemate': 'stalemate',
      'ssb.output.pgn': 'PGN',
      'ssb.output.fens': 'FEN per ply',
      'ssb.output.json': 'JSON (replay)',
      'ssb.example.game': 'A real game (mate at ply 47)',
      'ssb.example.vanishedQueen': 'Tampered: a move whose fen makes a queen vanish',
    },
    es: {
      'ssb.white': 'blancas',
      'ssb.black': 'negras',
      'ssb.name': 'Mensajes de ssb-chess',
      'ssb.inputLabel': 'Los mensajes de una partida de ssb-chess (un array JSON)',
      'ssb.issues.one': 'Un problema en esta partida: el tablero muestra la partida reconstruida',
      'ssb.issues.other': '{count} problemas en esta partida: el tablero muestra la partida reconstruida',
      'ssb.issueCount.one': 'un problema',
      'ssb.issueCount.other': '{count} problemas',
      'ssb.noIssues': 'todos los mensajes son correctos',
      'ssb.plies': '{count} medias jugadas',
      'ssb.result': 'resultado {result} ({status})',
      'ssb.winner': 'ganan las {colour}',
      'ssb.status.invited': 'invitación',
      'ssb.status.started': 'en curso',
      'ssb.status.mate': 'mate',
      'ssb.status.resigned': 'abandono',
      'ssb.status.draw': 'tablas',
      'ssb.status.stalemate': 'ahogado',
      'ssb.output.pgn': 'PGN',
      'ssb.output.fens': 'FEN por media jugada',
      'ssb.output.json': 'JSON (reconstrucción)',
      'ssb.example.game': 'Una partida real (mate en la media jugada 47)',
      'ssb.example.vanishedQueen': 'Manipulada: una jugada cuyo fen hace desaparecer una dama',
    },
  },
};
