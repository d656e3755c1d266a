// The Chess class: chess.js's stateful façade over one engine game (a ChessGame handle).
// What the engine computes crosses once per position and is cached here until the position
// changes: legal moves as a Uint16Array, the board as 64 piece codes, the state numbers.
import { withUtf8 } from '../wasm-io.js';
import { fenError, MoveError } from './errors.js';
import { createHandles, INFO, STATUS } from './handle.js';
import { describeMove, describeNullMove, moveFrom, moveTo, promotionOf } from './move.js';
import { castlingObject, consistentCastling } from './setup.js';
import { chess960Mode, isCastle, withShredder } from './chess960.js';
import { createPgnCore } from '../pgn/index.js';
import { PgnError, pgnError } from '../pgn/errors.js';
import { boardRows, colorIndex, EMPTY, NO_SQUARE, pieceCode, pieceOf, SQUARE_NAMES, squareIndex, TYPES } from './squares.js';

export const DEFAULT_POSITION = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

export function createChessClass(wasm, languages) {
  const handles = createHandles(wasm);
  let pgnCore;
  const pgnApi = () => (pgnCore ??= createPgnCore(wasm, languages));

  class Chess {
    #handle;
    #language;
    #history = [];
    #cache = {};
    #headers = Object.create(null);

    constructor(fen = DEFAULT_POSITION, options) {
      this.#language = languages.pick(options);
      this.#handle = handles.create(this);
      try {
        this.load(fen, options);
      } catch (error) {
        handles.release(this, this.#handle);
        throw error;
      }
    }

    // Strict FEN by default (see README "Chess"); { strict: false } accepts what load() of
    // chess.js pads or tolerates, dropping contradicted castling rights and en-passant squares.
    load(fen, options) {
      if (typeof fen !== 'string') throw new TypeError(`load expects a FEN string, not ${fen === null ? 'null' : typeof fen}`);
      const strict = options?.strict ?? true;
      // Chess960: true, false, or (by default) when the castling field names rook files.
      this.#handle.setChess960(chess960Mode(options?.chess960, 'detect'));
      const result = withUtf8(wasm, fen, (address, length) => this.#handle.load(address, length, strict, this.#language));
      if (!result.ok) throw fenError(result.diagnostics);
      this.#newGame();
    }

    reset() { this.load(DEFAULT_POSITION); }

    clear() { this.#setup(new Array(64).fill(EMPTY), 0, 0, 0, 1); }

    fen({ forceEnpassantSquare = false, castling = 'xfen' } = {}) {
      if (castling === 'shredder') return withShredder(this.#handle, () => this.#handle.fen(forceEnpassantSquare));
      if (forceEnpassantSquare) return this.#handle.fen(true);
      this.#cache.fen ??= this.#handle.fen(false);
      return this.#cache.fen;
    }

    turn() { return this.#info()[INFO.side] === 0 ? 'w' : 'b'; }

    moves({ verbose = false, square, piece } = {}) {
      const bits = this.#legal();
      const from = square === undefined ? -1 : squareIndex(square);
      if (square !== undefined && from < 0) return [];
      const board = this.#board();
      const selected = [];
      for (let i = 0; i < bits.length; i += 1) {
        if (from >= 0 && moveFrom(bits[i]) !== from) continue;
        if (piece !== undefined && TYPES[board[moveFrom(bits[i])] % 6] !== piece) continue;
        selected.push(i);
      }
      const sans = this.#sans();
      if (!verbose) return selected.map((i) => sans[i]);
      const afters = (this.#cache.afters ??= this.#handle.afters().split('\n'));
      const before = this.fen();
      const color = this.turn();
      return selected.map((i) => {
        const move = describeMove(bits[i], board, color, sans[i], before, afters[i]);
        if (isCastle(bits[i])) move.lan = this.#handle.lan(bits[i]);
        return move;
      });
    }

    // SAN (permissive unless { strict: true }) or { from, to, promotion }; throws a MoveError
    // with the engine's diagnostic when the move is not legal or is ambiguous. '--' or null
    // passes the turn (a null move), as in chess.js: not when in check.
    move(input, { strict = false } = {}) {
      if (input === null || input === '--') return this.#pass(input);
      const bits = typeof input === 'string' ? this.#readSan(input, strict) : this.#findMove(input);
      const board = this.#board();
      const before = this.fen();
      const color = this.turn();
      const san = this.#handle.san(bits);
      const lan = this.#handle.lan(bits);
      this.#handle.play(bits);
      this.#cache = {};
      const move = describeMove(bits, board, color, san, before, this.fen());
      move.lan = lan;
      this.#history.push(move);
      return move;
    }

    undo() {
      if (!this.#handle.undo()) return null;
      this.#cache = {};
      return this.#history.pop();
    }

    // Gives the move to `color` ('w' or 'b') by a null move, as chess.js does: false when it
    // already has the move; a MoveError when the side to move is in check.
    setTurn(color) {
      if (colorIndex(color) < 0) throw new TypeError(`setTurn expects 'w' or 'b', not ${String(color)}`);
      if (color === this.turn()) return false;
      this.#pass('--');
      return true;
    }

    // Whether a piece of `attackedBy` attacks `square` (pinned pieces too, whatever stands on
    // the square); false for a square or colour that is not one. No default colour (chess.js).
    isAttacked(square, attackedBy) { return this.#attackers(square, attackedBy).length > 0; }

    // The squares of the pieces of `attackedBy` (default: the side to move) that attack
    // `square`, rank 8 first, as chess.js lists them; [] for a square or colour that is not one.
    attackers(square, attackedBy = this.turn()) { return this.#attackers(square, attackedBy); }

    // The position's 64-bit Zobrist key as 16 hex digits: equal positions (pieces, side to
    // move, castling rights, a legal en-passant capture) have equal hashes.
    hash() { return this.#handle.hash(); }

    history({ verbose = false } = {}) {
      return verbose ? this.#history.slice() : this.#history.map((move) => move.san);
    }

    board() { return boardRows(this.#board()); }

    get(square) {
      const s = squareIndex(square);
      return s < 0 ? undefined : pieceOf(this.#board()[s]);
    }

    // Like chess.js: false for a bad piece or square and for a second king of one colour; also
    // false for a pawn on rank 1 or 8 and for a 17th piece of one colour, which the engine refuses.
    put(piece, square) {
      const s = squareIndex(square);
      const code = pieceCode(piece);
      if (s < 0 || code < 0) return false;
      if (code % 6 === 0 && (s < 8 || s >= 56)) return false;
      const board = this.#board().slice();
      if (code % 6 === 5 && board.some((c, at) => c === code && at !== s)) return false;
      board[s] = code;
      return this.#edit(board);
    }

    remove(square) {
      const s = squareIndex(square);
      if (s < 0) return undefined;
      const board = this.#board().slice();
      const removed = pieceOf(board[s]);
      if (removed === undefined) return undefined;
      board[s] = EMPTY;
      this.#edit(board);
      return removed;
    }

    getCastlingRights(color) { return castlingObject(this.#info()[INFO.castling], color); }

    inCheck() { return this.#info()[INFO.inCheck] === 1; }
    isCheck() { return this.inCheck(); }
    isCheckmate() { return this.#info()[INFO.status] === STATUS.checkmate; }
    isStalemate() { return this.#info()[INFO.status] === STATUS.stalemate; }
    isInsufficientMaterial() { return this.#info()[INFO.insufficient] === 1; }
    isThreefoldRepetition() { return this.#info()[INFO.repetitions] >= 3; }
    isDrawByFiftyMoves() { return this.#info()[INFO.halfmove] >= 100; }
    isDraw() { return this.#info()[INFO.draw] === 1; }
    isGameOver() { return this.#info()[INFO.status] !== STATUS.ongoing; }

    // One PGN game (main line; variations, comments and NAGs are read but not kept here):
    // replaces the position, history and headers. Throws a PgnError when the text does not
    // hold exactly one game or the game has an error (an illegal move, a bad FEN tag...).
    loadPgn(text, { strict = false } = {}) {
      const { games } = pgnApi().parse(text, { strict, language: this.#language });
      if (games.length !== 1) {
        const message = languages.render('pgn.game_count', [['count', games.length]], this.#language);
        throw new PgnError(message, { code: 'pgn.game_count', diagnostics: [] });
      }
      const [game] = games;
      if (!game.ok) throw pgnError(game.diagnostics);
      // A Chess960 game ([Variant], or rook files in its FEN tag) loads its start as Chess960.
      const mode = wasm.pgnFenMode(game.headers.Variant ?? '', game.headers.FEN ?? '');
      this.load(game.startFen, { strict: false, chess960: [false, true, 'detect'][mode] });
      for (const move of game.moves) this.move(move.san);
      for (const name of Object.keys(game.headers)) this.#headers[name] = game.headers[name];
    }

    // The game in PGN export format: the headers loaded by loadPgn (Result as the termination
    // marker, '*' without one), SetUp/FEN when the game did not start from the initial position.
    pgn({ maxWidth = 79 } = {}) {
      const startFen = this.#history.length > 0 ? this.#history[0].before : this.fen();
      const headers = Object.create(null);
      for (const name of Object.keys(this.#headers)) headers[name] = this.#headers[name];
      if (startFen !== DEFAULT_POSITION) {
        headers.SetUp = '1';
        headers.FEN = startFen;
      }
      if (this.#handle.chess960() && headers.Variant === undefined) headers.Variant = 'Chess960';
      const moves = this.#history.map((move) => move.san);
      return pgnApi().stringify({ headers, startFen, result: headers.Result ?? '*', moves }, { maxWidth, language: this.#language });
    }

    // The headers (tag pairs) loaded by loadPgn, as an object without prototype.
    getHeaders() {
      const copy = Object.create(null);
      for (const name of Object.keys(this.#headers)) copy[name] = this.#headers[name];
      return copy;
    }

    perft(depth) {
      if (!Number.isInteger(depth) || depth < 0 || depth > 20) throw new RangeError('perft depth must be a whole number from 0 to 20');
      return this.#handle.perft(depth);
    }

    ascii() {
      const board = this.#board();
      let text = '   +------------------------+\n';
      for (let rank = 7; rank >= 0; rank -= 1) {
        text += ` ${rank + 1} |`;
        for (let file = 0; file < 8; file += 1) {
          const code = board[rank * 8 + file];
          text += ` ${code === EMPTY ? '.' : code < 6 ? TYPES[code].toUpperCase() : TYPES[code - 6]} `;
        }
        text += '|\n';
      }
      return `${text}   +------------------------+\n     a  b  c  d  e  f  g  h`;
    }

    #newGame() {
      this.#history = [];
      this.#cache = {};
      this.#headers = Object.create(null);
    }

    #edit(board) {
      const info = this.#info();
      // Chess960 rights castle with rooks off a1/h1: the engine keeps those whose king and rook stay.
      const castling = this.#handle.chess960() ? info[INFO.castling] : consistentCastling(board, info[INFO.castling]);
      return this.#setup(board, info[INFO.side], castling, info[INFO.halfmove], info[INFO.fullmove]);
    }

    #setup(board, side, castling, halfmove = 0, fullmove = 1) {
      const ok = this.#handle.setup(Array.from(board), side, castling, NO_SQUARE, halfmove, fullmove);
      if (ok) this.#newGame();
      return ok;
    }

    // Views of wasm memory are copied at once: the next call into wasm may move the memory.
    #legal() { return (this.#cache.legal ??= this.#handle.moves().slice()); }
    #board() { return (this.#cache.board ??= this.#handle.board().slice()); }
    #info() { return (this.#cache.info ??= this.#handle.info().slice()); }
    #sans() {
      if (this.#cache.sans) return this.#cache.sans;
      const text = this.#handle.sans();
      return (this.#cache.sans = text === '' ? [] : text.split(' '));
    }

    #attackers(square, attackedBy) {
      const s = squareIndex(square);
      const color = colorIndex(attackedBy);
      if (s < 0 || color < 0) return [];
      return Array.from(this.#handle.attackers(s, color), (at) => SQUARE_NAMES[at]);
    }

    #pass(input) {
      const before = this.fen();
      const color = this.turn();
      if (!this.#handle.pass()) {
        const code = 'chess.null_move_in_check';
        const message = languages.render(code, [['move', '--']], this.#language);
        throw new MoveError(message, { code, move: input, diagnostics: [] });
      }
      this.#cache = {};
      const move = describeNullMove(color, before, this.fen());
      this.#history.push(move);
      return move;
    }

    #readSan(text, strict) {
      const result = withUtf8(wasm, text, (address, length) => this.#handle.readSan(address, length, strict, this.#language));
      if (result.ok) return result.move;
      const first = result.diagnostics.find((d) => d.severity === 'error');
      throw new MoveError(first.message, { code: first.code, move: text, diagnostics: result.diagnostics });
    }

    #findMove(input) {
      if (input === null || typeof input !== 'object') {
        throw new TypeError('move expects SAN text or an object { from, to, promotion }');
      }
      const { from, to, promotion } = input;
      const text = `${from}${to}${promotion ?? ''}`;
      // Chess960 castling may also be given as the king taking its rook (UCI: e1h1).
      const lands = (bits) => SQUARE_NAMES[moveTo(bits)] === to || (isCastle(bits) && this.#handle.lan(bits) === `${from}${to}`);
      const candidates = this.#legal().filter((bits) => SQUARE_NAMES[moveFrom(bits)] === from && lands(bits));
      // As in chess.js, a promotion piece given for a move that is not a promotion is ignored.
      const found = candidates.find((bits) => promotionOf(bits) === undefined || promotionOf(bits) === promotion);
      if (found !== undefined) return found;
      const code = candidates.length > 0 && promotion === undefined ? 'chess.san.missing_promotion' : 'chess.san.illegal';
      const message = languages.render(code, [['move', text]], this.#language);
      throw new MoveError(message, { code, move: input, diagnostics: [] });
    }
  }

  return Chess;
}
