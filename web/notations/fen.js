// Chess from a FEN, shown in the package's <board-viewer>: the position drawn, a piece dragged or
// clicked (or moved with the keys) to play, a promotion asked, the moves played stepped through
// and listed in the viewer's move list (playing from an earlier move starts a line of its own,
// as on an analysis board). The page keeps the moves of the line shown (the viewer's
// playedMoves) for the converter and the address (v=), and gives a link's moves back to the
// viewer's playMoves(). FEN errors are shown with their rule (the diagnostic code).
import { Chess, Fen } from 'boardnotation';
import { compactJson } from '../compact-json.js';
import { t } from '../i18n.js';
import { showInViewer } from '../viewer-host.js';

function parse(text, { language }) {
  const fen = text.trim();
  const lead = text.length - text.trimStart().length;
  const leadLines = text.slice(0, lead).split('\n');
  const { errors } = Fen.validate(fen, { language });
  if (errors.length > 0) {
    // The FEN is checked without the blank lines and spaces around it: put the columns back where they are.
    const problems = errors.map(({ code, line, column, length, message, severity }) => ({
      code,
      severity,
      length,
      message,
      showCode: true,
      line: (line ?? 1) + leadLines.length - 1,
      column: (line ?? 1) === 1 ? column + leadLines[leadLines.length - 1].length : column,
    }));
    return { ok: false, name: 'FenError', problems };
  }
  // moves: the moves played on the line shown, as the viewer's playedMoves lists them
  // ({ san, uci, fen, color, moveNumber }); moves[k] is played from the position after k moves.
  return { ok: true, model: { fen, moves: [] } };
}

const fenAt = (model, ply) => (ply === 0 ? model.fen : model.moves[ply - 1].fen);
const gameAt = (model, ply) => new Chess(fenAt(model, ply));

// The moves of a link, "e2e4,e7e5,g7g8q", played from the FEN as far as they are legal (a link
// may be edited by hand); the viewer plays the same ones again once it has opened the text.
const MAX_MOVES_IN_LINK = 500;
const viewState = (model) => (model.moves.length ? model.moves.map((move) => move.uci).join(',') : undefined);

function restoreView(model, text) {
  const game = new Chess(model.fen);
  for (const token of text.split(',').slice(0, MAX_MOVES_IN_LINK)) {
    const [, from, to, promotion] = /^([a-h][1-8])([a-h][1-8])([qrbn]?)$/.exec(token) ?? [];
    if (!from) return;
    const moveNumber = game.moveNumber();
    let played;
    try {
      played = game.move({ from, to, ...(promotion ? { promotion } : {}) });
    } catch {
      return; // a move that does not fit the position: the moves up to there are kept
    }
    model.moves.push({ san: played.san, uci: played.lan, fen: game.fen(), color: played.color, moveNumber });
  }
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

// The position in <board-viewer>, which takes the reader's moves; the page follows the node it
// shows and keeps the moves of its line.
function render(container, model, view, actions) {
  return showInViewer(container, {
    model,
    text: view.text,
    notation: 'fen',
    language: view.language,
    flipped: view.flipped,
    restore(viewer) {
      viewer.playMoves(model.moves.map((move) => move.uci));
      viewer.goTo(view.ply);
    },
    onNode(viewer, node) {
      model.moves = viewer.playedMoves;
      actions.shown({ ply: node.ply, flipped: viewer.orientation === 'black' });
    },
  });
}

function moveList(model, ply) {
  const parts = [];
  model.moves.slice(0, ply).forEach((move, index) => {
    if (move.color === 'w') parts.push(`${move.moveNumber}. ${move.san}`);
    else parts.push(index === 0 ? `${move.moveNumber}... ${move.san}` : move.san);
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
  viewer: true,
  opensAt: 'end', // a link's moves are shown played
  flippable: true,
  viewState,
  restoreView,
  outputs: [
    {
      id: 'fen',
      label: 'FEN',
      fileName: 'position.fen',
      mediaType: 'text/plain',
      controls: [],
      key: (model, settings, view) => fenAt(model, view.ply ?? 0),
      produce: (model, settings, view) => fenAt(model, view.ply ?? 0),
    },
    {
      id: 'moves',
      label: 'fen.output.moves',
      fileName: 'moves.txt',
      mediaType: 'text/plain',
      controls: [],
      key: viewState,
      produce: (model) => (model.moves.length ? moveList(model, model.moves.length) : t('fen.output.noMoves')),
    },
    {
      id: 'legal',
      label: 'fen.output.legal',
      fileName: 'legal-moves.txt',
      mediaType: 'text/plain',
      controls: [],
      key: (model, settings, view) => fenAt(model, view.ply ?? 0),
      produce: (model, settings, view) =>
        gameAt(model, view.ply ?? 0)
          .moves()
          .join(' ') || t('fen.output.noLegal'),
    },
    {
      id: 'json',
      label: 'JSON',
      fileName: 'position.json',
      mediaType: 'application/json',
      controls: [],
      key: (model, settings, view) => fenAt(model, view.ply ?? 0),
      produce: (model, settings, view) => compactJson(Fen.parse(fenAt(model, view.ply ?? 0))),
    },
  ],
  messages: {
    en: {
      'fen.name': 'Chess (FEN)',
      'fen.inputLabel': 'FEN position',
      'fen.whiteToMove': 'White to move',
      'fen.blackToMove': 'Black to move',
      'fen.checkmate': 'checkmate',
      'fen.stalemate': 'stalemate',
      'fen.insufficient': 'draw: insufficient material',
      'fen.threefold': 'draw: threefold repetition',
      'fen.fiftyMoves': 'draw: fifty-move rule',
      'fen.inCheck': 'check',
      'fen.legalMoves': '{count} legal moves',
      'fen.output.moves': 'Moves played',
      'fen.output.noMoves': 'No moves played yet: drag a piece on the board, or click it and then a square.',
      'fen.output.legal': 'Legal moves',
      'fen.output.noLegal': 'No legal moves.',
      'fen.example.start': 'The initial position',
      'fen.example.kiwipete': '"Kiwipete" (a perft test position)',
      'fen.example.promotion': 'A pawn about to promote',
      'fen.example.castlingError': 'Error: castling without a rook',
    },
    es: {
      'fen.name': 'Ajedrez (FEN)',
      'fen.inputLabel': 'Posición FEN',
      'fen.whiteToMove': 'Juegan las blancas',
      'fen.blackToMove': 'Juegan las negras',
      'fen.checkmate': 'jaque mate',
      'fen.stalemate': 'ahogado',
      'fen.insufficient': 'tablas: material insuficiente',
      'fen.threefold': 'tablas: triple repetición',
      'fen.fiftyMoves': 'tablas: regla de los cincuenta movimientos',
      'fen.inCheck': 'jaque',
      'fen.legalMoves': '{count} jugadas legales',
      'fen.output.moves': 'Jugadas hechas',
      'fen.output.noMoves':
        'Todavía no hay jugadas: arrastra una pieza en el tablero, o haz clic en ella y luego en una casilla.',
      'fen.output.legal': 'Jugadas legales',
      'fen.output.noLegal': 'No hay jugadas legales.',
      'fen.example.start': 'La posición inicial',
      'fen.example.kiwipete': '"Kiwipete" (una posición de prueba de perft)',
      'fen.example.promotion': 'Un peón a punto de coronar',
      'fen.example.castlingError': 'Error: enroque sin torre',
    },
  },
};
