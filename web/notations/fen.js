// Chess from a FEN: the position drawn, the legal moves of a clicked piece shown, moves played by
// clicking (with a choice of promotion piece), stepping back and forth through the moves played;
// FEN errors shown with their rule (the diagnostic code). The board view (chess-board-view.js) is
// shared with the chess notations to come.
import { Chess, Fen } from 'boardnotation';
import { chessBoardMessages, renderChessBoard } from '../chess-board-view.js';
import { askChoice } from '../choice-dialog.js';
import { compactJson } from '../compact-json.js';
import { t } from '../i18n.js';

function parse(text, { language }) {
  const fen = text.trim();
  const lead = text.length - text.trimStart().length;
  const leadLines = text.slice(0, lead).split('\n');
  const { errors } = Fen.validate(fen, { language });
  if (errors.length > 0) {
    // The FEN is checked without the blank lines and spaces around it: put the columns back where they are.
    const problems = errors.map(({ code, line, column, length, message, severity }) => ({
      code, severity, length, message, showCode: true,
      line: (line ?? 1) + leadLines.length - 1,
      column: (line ?? 1) === 1 ? column + leadLines[leadLines.length - 1].length : column,
    }));
    return { ok: false, name: 'FenError', problems };
  }
  // fens[k] is the position after k moves played on the board; moves[k] the move from fens[k].
  return { ok: true, model: { fens: [fen], moves: [], selected: null } };
}

function gameAt(model, ply) {
  return new Chess(model.fens[ply]);
}

// Plays `move` ({ from, to, promotion? }) at `ply`; as on an analysis board, playing from an earlier
// position replaces the moves that followed it. Throws for an illegal move.
function playAt(model, ply, move) {
  const after = new Chess(model.fens[ply]);
  const played = after.move(move);
  if (!played) throw new Error(`illegal move ${move.from}${move.to}`);
  model.fens.length = ply + 1;
  model.moves.length = ply;
  model.fens.push(after.fen());
  model.moves.push(played);
}

// The moves played on the board, for a link: "e2e4,e7e5,g7g8q".
const MAX_MOVES_IN_LINK = 500;
const viewState = (model) => (model.moves.length ? model.moves.map((move) => `${move.from}${move.to}${move.promotion ?? ''}`).join(',') : undefined);

function restoreView(model, text) {
  for (const token of text.split(',').slice(0, MAX_MOVES_IN_LINK)) {
    const [, from, to, promotion] = /^([a-h][1-8])([a-h][1-8])([qrbn]?)$/.exec(token) ?? [];
    if (!from) return;
    try {
      playAt(model, model.moves.length, { from, to, ...(promotion ? { promotion } : {}) });
    } catch {
      return; // a link whose moves do not fit the position: the moves up to there are kept
    }
  }
}

function kingSquare(game, colour) {
  for (const row of game.board()) for (const square of row) if (square && square.type === 'k' && square.color === colour) return square.square;
  return null;
}

function status(game) {
  if (game.isCheckmate()) return t('fen.checkmate');
  if (game.isStalemate()) return t('fen.stalemate');
  if (game.isInsufficientMaterial()) return t('fen.insufficient');
  if (game.isThreefoldRepetition()) return t('fen.threefold');
  if (game.isDrawByFiftyMoves()) return t('fen.fiftyMoves');
  return game.inCheck() ? t('fen.inCheck') : '';
}

function summarize(model, { ply }) {
  const game = gameAt(model, ply);
  const parts = [t(game.turn() === 'w' ? 'fen.whiteToMove' : 'fen.blackToMove')];
  const state = status(game);
  if (state) parts.push(state);
  parts.push(t('fen.legalMoves', { count: game.moves().length }));
  return parts.join(' · ');
}

function plyLabel(model, ply) {
  if (ply === 0) return t('fen.start', { total: model.moves.length });
  const move = model.moves[ply - 1];
  const number = Number(move.before.split(' ')[5]);
  return t('fen.move', { ply, total: model.moves.length, san: `${number}.${move.color === 'b' ? '..' : ''} ${move.san}` });
}

function render(container, model, view, actions) {
  const game = gameAt(model, view.ply);
  const selected = model.selected?.ply === view.ply ? model.selected.square : null;
  const targets = selected ? game.moves({ square: selected, verbose: true }) : [];
  const last = view.ply > 0 ? model.moves[view.ply - 1] : null;

  const play = (move) => {
    playAt(model, view.ply, move);
    model.selected = null;
    actions.modelChanged({ ply: view.ply + 1 });
  };

  const onSquareClick = (square) => {
    const moves = targets.filter((move) => move.to === square);
    if (moves.length === 1) return play({ from: moves[0].from, to: square });
    if (moves.length > 1) {
      return askChoice(container, {
        title: t('fen.promoteTo'),
        choices: ['q', 'r', 'b', 'n'].map((piece) => ({ value: piece, label: t(`chess.piece.${piece}`) })),
        choose: (piece) => play({ from: moves[0].from, to: square, promotion: piece }),
        cancel: () => actions.modelChanged(),
      });
    }
    const piece = game.get(square);
    model.selected = piece && piece.color === game.turn() && square !== selected ? { ply: view.ply, square } : null;
    actions.modelChanged();
    container.querySelector(`[data-square="${square}"]`)?.focus();
  };

  container.replaceChildren();
  renderChessBoard(container, {
    board: game.board(),
    flipped: view.flipped,
    highlights: {
      selected,
      targets: targets.map((move) => move.to),
      lastMove: last ? { from: last.from, to: last.to } : null,
      check: game.inCheck() ? kingSquare(game, game.turn()) : null,
    },
    onSquareClick,
    title: `${t('fen.boardName')}: ${plyLabel(model, view.ply)}`,
  });
  const hint = document.createElement('p');
  hint.className = 'hint';
  hint.textContent = t('fen.clickHint');
  container.append(hint);
}

function moveList(model, ply) {
  const parts = [];
  model.moves.slice(0, ply).forEach((move, index) => {
    const number = Number(move.before.split(' ')[5]);
    if (move.color === 'w') parts.push(`${number}. ${move.san}`);
    else parts.push(index === 0 ? `${number}... ${move.san}` : move.san);
  });
  return parts.join(' ');
}

export const fenNotation = {
  id: 'fen',
  name: 'fen.name',
  inputLabel: 'fen.inputLabel',
  fileAccept: '.fen,.epd,text/plain',
  examples: [
    { id: 'start', title: 'fen.example.start', url: 'examples/start.fen' },
    { id: 'kiwipete', title: 'fen.example.kiwipete', url: 'examples/kiwipete.fen' },
    { id: 'promotion', title: 'fen.example.promotion', url: 'examples/promotion.fen' },
    { id: 'castling-error', title: 'fen.example.castlingError', url: 'examples/castling-without-rook.fen' },
  ],
  parse,
  summarize,
  render,
  plies: (model) => model.moves.length,
  plyLabel,
  flippable: true,
  viewState,
  restoreView,
  outputs: [
    { id: 'fen', label: 'FEN', fileName: 'position.fen', mediaType: 'text/plain', controls: [],
      key: (model, settings, view) => model.fens[view.ply ?? 0], produce: (model, settings, view) => model.fens[view.ply ?? 0] },
    { id: 'moves', label: 'fen.output.moves', fileName: 'moves.txt', mediaType: 'text/plain', controls: [],
      produce: (model) => (model.moves.length ? moveList(model, model.moves.length) : t('fen.output.noMoves')) },
    { id: 'legal', label: 'fen.output.legal', fileName: 'legal-moves.txt', mediaType: 'text/plain', controls: [],
      key: (model, settings, view) => model.fens[view.ply ?? 0],
      produce: (model, settings, view) => gameAt(model, view.ply ?? 0).moves().join(' ') || t('fen.output.noLegal') },
    { id: 'json', label: 'JSON', fileName: 'position.json', mediaType: 'application/json', controls: [],
      key: (model, settings, view) => model.fens[view.ply ?? 0],
      produce: (model, settings, view) => compactJson(Fen.parse(model.fens[view.ply ?? 0])) },
  ],
  messages: {
    en: {
      ...chessBoardMessages.en,
      'fen.name': 'Chess (FEN)',
      'fen.inputLabel': 'FEN position',
      'fen.whiteToMove': 'White to move', 'fen.blackToMove': 'Black to move',
      'fen.checkmate': 'checkmate', 'fen.stalemate': 'stalemate', 'fen.insufficient': 'draw: insufficient material',
      'fen.threefold': 'draw: threefold repetition', 'fen.fiftyMoves': 'draw: fifty-move rule', 'fen.inCheck': 'check',
      'fen.legalMoves': '{count} legal moves',
      'fen.start': 'The FEN position ({total} moves played)',
      'fen.move': 'Ply {ply} of {total}: {san}',
      'fen.promoteTo': 'Promote to',
      'fen.boardName': 'Chess board',
      'fen.clickHint': 'Click a piece to see its moves, then a highlighted square to play one.',
      'fen.output.moves': 'Moves played', 'fen.output.noMoves': 'No moves played yet: click a piece, then a highlighted square.',
      'fen.output.legal': 'Legal moves', 'fen.output.noLegal': 'No legal moves.',
      'fen.example.start': 'The initial position',
      'fen.example.kiwipete': '"Kiwipete" (a perft test position)',
      'fen.example.promotion': 'A pawn about to promote',
      'fen.example.castlingError': 'Error: castling without a rook',
    },
    es: {
      ...chessBoardMessages.es,
      'fen.name': 'Ajedrez (FEN)',
      'fen.inputLabel': 'Posición FEN',
      'fen.whiteToMove': 'Juegan las blancas', 'fen.blackToMove': 'Juegan las negras',
      'fen.checkmate': 'jaque mate', 'fen.stalemate': 'ahogado', 'fen.insufficient': 'tablas: material insuficiente',
      'fen.threefold': 'tablas: triple repetición', 'fen.fiftyMoves': 'tablas: regla de los cincuenta movimientos', 'fen.inCheck': 'jaque',
      'fen.legalMoves': '{count} jugadas legales',
      'fen.start': 'La posición FEN ({total} jugadas hechas)',
      'fen.move': 'Media jugada {ply} de {total}: {san}',
      'fen.promoteTo': 'Coronar como',
      'fen.boardName': 'Tablero de ajedrez',
      'fen.clickHint': 'Haz clic en una pieza para ver sus jugadas y luego en una casilla resaltada para jugar.',
      'fen.output.moves': 'Jugadas hechas', 'fen.output.noMoves': 'Todavía no hay jugadas: haz clic en una pieza y luego en una casilla resaltada.',
      'fen.output.legal': 'Jugadas legales', 'fen.output.noLegal': 'No hay jugadas legales.',
      'fen.example.start': 'La posición inicial',
      'fen.example.kiwipete': '"Kiwipete" (una posición de prueba de perft)',
      'fen.example.promotion': 'Un peón a punto de coronar',
      'fen.example.castlingError': 'Error: enroque sin torre',
    },
  },
};
