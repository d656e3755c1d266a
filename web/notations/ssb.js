// ssb-chess for the page: a game's messages (a JSON array, in any order) replayed by Ssb.replay on
// the shared chess board, stepped through ply by ply; every issue the replay finds is listed (with
// its line and column in the JSON, and a button to show its ply), shown on the board at its ply and
// marked in the move list; players, result and winner by the protocol's rule. Converter: the SAN
// list, the FEN after each ply, the replay as JSON.
import { Chess, Fen, Ssb } from 'boardnotation';
import { chessBoardMessages, renderChessBoard } from '../chess-board-view.js';
import { compactJson } from '../compact-json.js';
import { language, t, tp } from '../i18n.js';
import { sameForTheModel, textOutput } from './text-output.js';

// Problems of the text itself (not JSON, not an array): there is no game to show.
const isTextProblem = (issue) => issue.code.startsWith('json.') || issue.code === 'ssb.replay.not_an_array';

// The FEN fields a claimed position can get wrong, by their number in the package's message.
const FEN_FIELDS = ['placement', 'turn', 'castling', 'enPassant', 'halfmoves', 'fullmove'];

// The package's message, or the page's own words where the package speaks of its data ("differs in
// fields 1"): what differs, named for a reader.
function messageOf(issue) {
  const fields = issue.code === 'ssb.replay.fen_mismatch' ? String(issue.args?.fields ?? '').match(/\d+/g) : null;
  if (!fields || !issue.args.expected) return issue.message;
  const names = fields.map((field) => t(`ssb.fenField.${FEN_FIELDS[Number(field) - 1] ?? 'other'}`));
  const what = new Intl.ListFormat(language(), { type: 'conjunction' }).format(names);
  return tp('ssb.fenMismatch', names.length, { message: issue.args.message ?? '?', ply: issue.args.ply ?? issue.ply, what, expected: issue.args.expected });
}

function problemOf(issue) {
  const { code, severity, length } = issue;
  const problem = { code, severity, message: messageOf(issue), length, showCode: true };
  if (issue.line > 0) Object.assign(problem, { line: issue.line, column: issue.column });
  return problem;
}

// The position on the board that shows an issue: after the issue's ply (or the last ply replayed
// before it, when that message was left out of the replay: a duplicate, a move by a non-player).
function viewPlyOf(game, ply) {
  if (ply === undefined) return undefined;
  let view = 0;
  game.plies.forEach((entry, index) => { if (entry.ply <= ply) view = index + 1; });
  return view;
}

function parse(text, { language }) {
  const game = Ssb.replay(text, { language });
  const broken = game.issues.filter(isTextProblem);
  if (broken.length > 0) return { ok: false, name: 'SsbError', problems: broken.map(problemOf) };
  const issues = game.issues.map((issue) => ({ ...issue, viewPly: viewPlyOf(game, issue.ply) }));
  const notes = issues.map((issue) => ({
    ...problemOf(issue),
    ...(issue.viewPly === undefined ? {} : { viewPly: issue.viewPly, plyName: issue.ply }),
  }));
  return { ok: true, model: { game, issues }, notes, notesTitle: tp('ssb.issues', issues.length) };
}

const fenAt = (game, ply) => (ply === 0 ? game.startFen : game.plies[ply - 1].fen);

function sanWithNumber(entry) {
  const number = Math.ceil(entry.ply / 2);
  return entry.ply % 2 === 1 ? `${number}. ${entry.san}` : `${number}... ${entry.san}`;
}

function plyLabel({ game }, ply) {
  if (ply === 0) return t('ssb.start', { total: game.plies.length });
  const entry = game.plies[ply - 1];
  const label = t('ssb.move', { index: ply, total: game.plies.length, san: sanWithNumber(entry) });
  return entry.verified ? label : `${label} ${t('ssb.unverified')}`;
}

const shortId = (id) => (id ? `${id.slice(0, 9)}…` : t('ssb.nobody'));

function colourOf(game, feed) {
  if (feed && feed === game.white) return t('chess.colour.w');
  if (feed && feed === game.black) return t('chess.colour.b');
  return shortId(feed);
}

function resultText(game) {
  const status = t(`ssb.status.${game.status}`) === `ssb.status.${game.status}` ? game.status : t(`ssb.status.${game.status}`);
  const parts = [t('ssb.result', { result: game.result, status })];
  if (game.winner) parts.push(t('ssb.winner', { colour: colourOf(game, game.winner) }));
  return parts.join(', ');
}

function summarize({ game, issues }) {
  const checked = issues.length === 0 ? t('ssb.noIssues') : tp('ssb.issueCount', issues.length);
  return `${t('ssb.plies', { count: game.plies.length })} · ${resultText(game)} · ${checked}`;
}

function inCheckSquare(fen) {
  try {
    const game = new Chess(fen);
    if (!game.inCheck()) return null;
    const colour = game.turn();
    for (const row of game.board()) for (const square of row) if (square?.type === 'k' && square.color === colour) return square.square;
  } catch {
    // A claimed position the engine does not accept is drawn without a check mark.
  }
  return null;
}

function render(container, model, view, actions) {
  const { game, issues } = model;
  const fen = fenAt(game, view.ply);
  const last = view.ply > 0 ? game.plies[view.ply - 1] : null;
  container.replaceChildren();
  renderChessBoard(container, {
    board: Fen.parse(fen).board,
    flipped: view.flipped,
    highlights: { lastMove: last ? { from: last.orig, to: last.dest } : null, check: inCheckSquare(fen) },
    title: `${t('ssb.boardName')}: ${plyLabel(model, view.ply)}`,
  });
  const here = issues.filter((issue) => issue.viewPly === view.ply);
  if (here.length > 0) container.append(issueList(here, 'ssb-ply-issues', tp('ssb.issuesHere', here.length)));
  container.append(players(game), moveList(model, view, actions));
  if (game.chat.length > 0) container.append(chat(game));
}

function issueList(issues, className, title) {
  const box = document.createElement('div');
  box.className = className;
  box.setAttribute('role', 'note');
  const heading = document.createElement('p');
  heading.className = 'ssb-issues-title';
  heading.textContent = title;
  const list = document.createElement('ul');
  for (const issue of issues) {
    const item = document.createElement('li');
    item.dataset.code = issue.code;
    item.textContent = messageOf(issue);
    list.append(item);
  }
  box.append(heading, list);
  return box;
}

function players(game) {
  const paragraph = document.createElement('p');
  paragraph.className = 'ssb-players';
  const who = (colour, feed) => {
    const span = document.createElement('span');
    span.title = feed ?? '';
    span.textContent = `${t(`chess.colour.${colour}`)}: ${shortId(feed)}`;
    return span;
  };
  const result = document.createElement('span');
  result.className = 'ssb-result';
  result.textContent = resultText(game);
  paragraph.append(who('w', game.white), ' · ', who('b', game.black), ' · ', result);
  return paragraph;
}

// The moves as buttons (a click shows that ply); the ply shown is marked, and so is every ply with an issue.
function moveList({ game, issues }, view, actions) {
  const withIssue = new Set(issues.map((issue) => issue.viewPly).filter((ply) => ply !== undefined));
  const list = document.createElement('ol');
  list.className = 'ssb-moves';
  list.setAttribute('aria-label', t('ssb.moveList'));
  game.plies.forEach((entry, index) => {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'ssb-move';
    button.dataset.ply = String(index + 1);
    button.textContent = sanWithNumber(entry);
    const words = [];
    if (withIssue.has(index + 1)) {
      button.classList.add('has-issue');
      words.push(t('ssb.hasIssue'));
    }
    if (!entry.verified) {
      button.classList.add('is-unverified');
      words.push(t('ssb.unverified'));
    }
    if (words.length) button.setAttribute('aria-label', `${button.textContent} (${words.join(', ')})`);
    if (index + 1 === view.ply) button.setAttribute('aria-current', 'step');
    button.addEventListener('click', () => actions.goTo(index + 1));
    item.append(button);
    list.append(item);
  });
  return list;
}

function chat(game) {
  const list = document.createElement('ul');
  list.className = 'ssb-chat';
  list.setAttribute('aria-label', t('ssb.chat'));
  for (const line of game.chat) {
    const item = document.createElement('li');
    item.textContent = `${colourOf(game, line.author)}: ${line.msg}`;
    list.append(item);
  }
  return list;
}

// The moves as PGN movetext, in lines shorter than 80 characters as PGN's export format has them.
function movetext(game) {
  const parts = game.plies.map((entry, index) => (entry.ply % 2 === 1 || index === 0 ? sanWithNumber(entry) : entry.san));
  const lines = [];
  let line = '';
  for (const token of [...parts, game.result].join(' ').split(' ')) {
    if (line && line.length + 1 + token.length >= 80) {
      lines.push(line);
      line = token;
    } else {
      line = line ? `${line} ${token}` : token;
    }
  }
  return [...lines, line].join('\n');
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
  plyLabel,
  flippable: true,
  outputs: [
    textOutput('san', 'ssb.output.san', 'game.txt', ({ game }) => movetext(game), 'text/plain', sameForTheModel),
    textOutput('fens', 'ssb.output.fens', 'positions.fen', ({ game }) => [game.startFen, ...game.fens].join('\n'), 'text/plain', sameForTheModel),
    textOutput('json', 'ssb.output.json', 'replay.json', ({ game }) => compactJson(game), 'application/json', sameForTheModel),
  ],
  messages: {
    en: {
      ...chessBoardMessages.en,
      'ssb.name': 'ssb-chess messages',
      'ssb.inputLabel': 'The messages of an ssb-chess game (a JSON array)',
      'ssb.issues.one': 'One issue in this game: the board shows the game as replayed',
      'ssb.issues.other': '{count} issues in this game: the board shows the game as replayed',
      'ssb.issueCount.one': 'one issue', 'ssb.issueCount.other': '{count} issues', 'ssb.noIssues': 'every message checks out',
      'ssb.issuesHere.one': 'An issue at this move:', 'ssb.issuesHere.other': '{count} issues at this move:',
      'ssb.fenMismatch.one': 'Message {message} (ply {ply}) claims a position its move does not give: the {what} is wrong. After the move the position is {expected}',
      'ssb.fenMismatch.other': 'Message {message} (ply {ply}) claims a position its move does not give: the {what} are wrong. After the move the position is {expected}',
      'ssb.fenField.placement': 'placement of the pieces', 'ssb.fenField.turn': 'side to move', 'ssb.fenField.castling': 'castling rights',
      'ssb.fenField.enPassant': 'en passant square', 'ssb.fenField.halfmoves': 'halfmove clock', 'ssb.fenField.fullmove': 'move number',
      'ssb.fenField.other': 'position',
      'ssb.hasIssue': 'issue', 'ssb.unverified': '(claimed, not verified)',
      'ssb.plies': '{count} plies',
      'ssb.result': 'result {result} ({status})', 'ssb.winner': 'winner {colour}',
      'ssb.status.invited': 'invited', 'ssb.status.started': 'in progress', 'ssb.status.mate': 'mate',
      'ssb.status.resigned': 'resigned', 'ssb.status.draw': 'draw', 'ssb.status.stalemate': 'stalemate',
      'ssb.nobody': 'nobody',
      'ssb.start': 'The start ({total} plies)',
      'ssb.move': 'Ply {index} of {total}: {san}',
      'ssb.boardName': 'Replayed game',
      'ssb.moveList': 'Moves', 'ssb.chat': 'Chat',
      'ssb.output.san': 'SAN list', 'ssb.output.fens': 'FEN per ply', 'ssb.output.json': 'JSON (replay)',
      'ssb.example.game': 'A real game (mate at ply 47)',
      'ssb.example.vanishedQueen': 'Tampered: a move whose fen makes a queen vanish',
    },
    es: {
      ...chessBoardMessages.es,
      'ssb.name': 'Mensajes de ssb-chess',
      'ssb.inputLabel': 'Los mensajes de una partida de ssb-chess (un array JSON)',
      'ssb.issues.one': 'Un problema en esta partida: el tablero muestra la partida reconstruida',
      'ssb.issues.other': '{count} problemas en esta partida: el tablero muestra la partida reconstruida',
      'ssb.issueCount.one': 'un problema', 'ssb.issueCount.other': '{count} problemas', 'ssb.noIssues': 'todos los mensajes son correctos',
      'ssb.issuesHere.one': 'Un problema en esta jugada:', 'ssb.issuesHere.other': '{count} problemas en esta jugada:',
      'ssb.fenMismatch.one': 'El mensaje {message} (media jugada {ply}) declara una posición a la que su jugada no lleva: no coincide {what}. Tras la jugada la posición es {expected}',
      'ssb.fenMismatch.other': 'El mensaje {message} (media jugada {ply}) declara una posición a la que su jugada no lleva: no coinciden {what}. Tras la jugada la posición es {expected}',
      'ssb.fenField.placement': 'la colocación de las piezas', 'ssb.fenField.turn': 'el turno', 'ssb.fenField.castling': 'los derechos de enroque',
      'ssb.fenField.enPassant': 'la casilla al paso', 'ssb.fenField.halfmoves': 'el contador de medias jugadas', 'ssb.fenField.fullmove': 'el número de jugada',
      'ssb.fenField.other': 'la posición',
      'ssb.hasIssue': 'problema', 'ssb.unverified': '(declarada, no verificada)',
      'ssb.plies': '{count} medias jugadas',
      'ssb.result': 'resultado {result} ({status})', 'ssb.winner': 'ganan las {colour}',
      'ssb.status.invited': 'invitación', 'ssb.status.started': 'en curso', 'ssb.status.mate': 'mate',
      'ssb.status.resigned': 'abandono', 'ssb.status.draw': 'tablas', 'ssb.status.stalemate': 'ahogado',
      'ssb.nobody': 'nadie',
      'ssb.start': 'El inicio ({total} medias jugadas)',
      'ssb.move': 'Media jugada {index} de {total}: {san}',
      'ssb.boardName': 'Partida reconstruida',
      'ssb.moveList': 'Jugadas', 'ssb.chat': 'Chat',
      'ssb.output.san': 'Lista SAN', 'ssb.output.fens': 'FEN por media jugada', 'ssb.output.json': 'JSON (reconstrucción)',
      'ssb.example.game': 'Una partida real (mate en la media jugada 47)',
      'ssb.example.vanishedQueen': 'Manipulada: una jugada cuyo fen hace desaparecer una dama',
    },
  },
};
