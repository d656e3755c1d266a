// The Chess class: chess.js's stateful façade over one engine game (a ChessGame handle).
// What the engine computes crosses once per position and is cached here until the position
// changes: legal moves as a Uint16Array (in chess.js's order, as the engine lists them for the
// façade: src/chess/chess_js_order.hpp), the board as 64 piece codes,
// the state numbers. Tags and comments live here, as chess.js keeps them.
import { withUtf8 } from '../wasm-io.js';
import { FenError, fenError, MoveError } from './errors.js';
import { createHandles, INFO, STATUS } from './handle.js';
import { freedError } from '../wasm-handles.js';
import { describeMove, describeNullMove, describePly, moveFrom, moveTo, promotionOf } from './move.js';
import { castlingObject } from './setup.js';
import { chess960Mode, isCastle, withShredder } from './chess960.js';
import { createPgnCore } from '../pgn/index.js';
import { DEFAULT_POSITION } from './constants.js';
import { Headers } from './headers.js';
import { Comments } from './comments.js';
import { asPgnError, readPgnGame, setupWithoutFen } from './pgn-import.js';
import { boardRows, colorIndex, EMPTY, pieceCode, pieceOf, SQUARE_NAMES, squareIndex, TYPES } from './squares.js';

function fenText(fen, caller) {
  if (typeof fen !== 'string')
    throw new TypeError(`${caller} expects a FEN string, not ${fen === null ? 'null' : typeof fen}`);
  return fen;
}

export function createChessClass(wasm, languages) {
  const handles = createHandles(wasm);
  let pgnCore;
  const pgnApi = () => (pgnCore ??= createPgnCore(wasm, languages));
  // The standard's tags in chess.js's order: the places every game's tag store holds.
  const standardTags = wasm.chessJsTagOrder();

  class Chess {
    #handle;
    #language;
    #history = [];
    #cache = {};
    #headers = new Headers(standardTags);
    #comments = new Comments();

    constructor(fen = DEFAULT_POSITION, options) {
      this.#language = languages.pick(options);
      fenText(fen, 'new Chess');
      this.#handle = handles.create(this);
      try {
        this.load(fen, {
          skipValidation: options?.skipValidation,
          strict: options?.strict,
          chess960: options?.chess960,
        });
      } catch (error) {
        this.free();
        throw error;
      }
    }

    // Deletes the engine's game now. JS's garbage collector runs finalizers only between turns of
    // the event loop, so a synchronous loop of new Chess() would fill wasm memory before any is
    // deleted; free() (or `using`) gives the memory back at once. Every other method then throws a
    // BoardnotationFreedError; a second free() does nothing.
    free() {
      if (this.#handle === null) return;
      handles.release(this, this.#handle);
      this.#handle = null;
      this.#cache = {};
    }

    // The engine's game; a BoardnotationFreedError once free() was called.
    #live() {
      if (this.#handle === null) throw freedError('This Chess object');
      return this.#handle;
    }

    // What chess.js's load() accepts (the engine's chess.js dialect, FenOptions::chess_js:
    // validateFen after padding 2 to 5 fields), or with skipValidation whatever the engine
    // holds, positions no game reaches included (no king, nine pawns); { strict: true } applies
    // the engine's strict rules (Fen.validate's). A FEN that fails throws a FenError and leaves
    // the game as it was.
    load(fen, { skipValidation = false, preserveHeaders = false, strict = false, chess960 } = {}) {
      this.#live();
      const text = fenText(fen, 'load');
      // Chess960: true, false, or (by default) when the castling field names rook files.
      this.#live().setChess960(chess960Mode(chess960, 'detect'));
      const result = withUtf8(wasm, text, (address, length) =>
        this.#live().load(address, length, strict, strict || !skipValidation, !strict, this.#language),
      );
      if (!result.ok) throw fenError(result.diagnostics);
      this.#newGame(preserveHeaders);
      this.#headers.setStart(strict ? text : result.start);
      if (this.#live().chess960() && !this.#headers.get('Variant')) this.#headers.set('Variant', 'Chess960');
    }

    reset() {
      this.load(DEFAULT_POSITION);
    }

    // An empty board, White to move; the tags too unless preserveHeaders (SetUp and FEN go).
    clear({ preserveHeaders = false } = {}) {
      this.#live().clear();
      this.#newGame(preserveHeaders);
      this.#headers.setStart(null);
    }

    // forceEnpassantSquare writes the square of a double step even when no capture is legal;
    // chess.js does not keep it when no enemy pawn stands beside the pawn, and neither does the
    // engine's answer (Game::chess_js_en_passant).
    // castling: 'shredder' writes rook files (HAha) instead of X-FEN.
    fen({ forceEnpassantSquare = false, castling = 'xfen' } = {}) {
      const force = Boolean(forceEnpassantSquare);
      if (castling === 'shredder') return withShredder(this.#live(), () => this.#live().fen(force));
      if (force) return this.#live().fen(true);
      this.#cache.fen ??= this.#live().fen(false);
      return this.#cache.fen;
    }

    turn() {
      return (this.#cache.turn ??= this.#info()[INFO.side] === 0 ? 'w' : 'b');
    }

    // chess.js's order (src/chess/chess_js_order.hpp); square and piece in either case, as chess.js reads them.
    moves({ verbose = false, square, piece } = {}) {
      this.#live();
      if (typeof square === 'string') square = square.toLowerCase();
      if (typeof piece === 'string') piece = piece.toLowerCase();
      const from = square === undefined ? -1 : squareIndex(square);
      if (square !== undefined && from < 0) return [];
      const sans = this.#sans();
      if (from < 0 && piece === undefined && !verbose) return sans.slice();
      const bits = this.#legal();
      const board = this.#board();
      const selected = [];
      for (let i = 0; i < bits.length; i += 1) {
        if (from >= 0 && moveFrom(bits[i]) !== from) continue;
        if (piece !== undefined && TYPES[board[moveFrom(bits[i])] % 6] !== piece) continue;
        selected.push(i);
      }
      if (!verbose) return selected.map((i) => sans[i]);
      const afters = (this.#cache.afters ??= this.#live().afters().split('\n'));
      const before = this.fen();
      const color = this.turn();
      return selected.map((i) => {
        const move = describeMove(bits[i], board, color, sans[i], before, afters[i]);
        if (isCastle(bits[i]) && this.#live().chess960()) move.lan = this.#live().lan(bits[i]);
        return move;
      });
    }

    // SAN (permissive unless { strict: true }) or { from, to, promotion }; throws a MoveError
    // with the engine's diagnostic when the move is not legal or is ambiguous. '--' or null
    // passes the turn (a null move), as in chess.js: not when in check.
    move(input, { strict = false } = {}) {
      this.#live();
      if (input === null || input === '--') return this.#pass(input);
      const bits = typeof input === 'string' ? this.#readSan(input, strict) : this.#findMove(input);
      const board = this.#board();
      const before = this.fen();
      const color = this.turn();
      // Only Chess960 castling needs the engine for its LAN (the king taking its rook).
      const lan = isCastle(bits) && this.#live().chess960() ? this.#live().lan(bits) : undefined;
      // One crossing: the move's SAN and the FEN after it, separated by a space.
      const played = this.#live().play(bits);
      const cut = played.indexOf(' ');
      const san = played.slice(0, cut);
      const after = played.slice(cut + 1);
      this.#cache = { fen: after, turn: color === 'w' ? 'b' : 'w' };
      const move = describeMove(bits, board, color, san, before, after);
      if (lan !== undefined) move.lan = lan;
      this.#history.push(move);
      return move;
    }

    // Takes the last move back on the board as it is (edits included, as chess.js does); the
    // engine gives the board it returns to.
    undo() {
      if (!this.#live().undo()) return null;
      const move = this.#history.pop();
      this.#cache = move ? { fen: move.before, turn: move.color } : {};
      return move;
    }

    // Gives the move to `color` ('w' or 'b') by a null move, as chess.js does: false when it
    // already has the move; a MoveError when the side to move is in check.
    setTurn(color) {
      this.#live();
      if (colorIndex(color) < 0) throw new TypeError(`setTurn expects 'w' or 'b', not ${String(color)}`);
      if (color === this.turn()) return false;
      this.#pass('--');
      return true;
    }

    // Whether a piece of `attackedBy` attacks `square` (pinned pieces too, whatever stands on
    // the square); false for a square or colour that is not one. No default colour (chess.js).
    isAttacked(square, attackedBy) {
      this.#live();
      return this.#attackers(square, attackedBy).length > 0;
    }

    // The squares of the pieces of `attackedBy` (default: the side to move) that attack
    // `square`, rank 8 first, as chess.js lists them; [] for a square or colour that is not one.
    attackers(square, attackedBy = this.turn()) {
      return this.#attackers(square, attackedBy);
    }

    // The position's 64-bit Zobrist key as 16 hex digits: equal positions (pieces, side to
    // move, castling rights, a legal en-passant capture) have equal hashes.
    hash() {
      return this.#live().hash();
    }

    history({ verbose = false } = {}) {
      this.#live();
      return verbose ? this.#history.slice() : this.#history.map((move) => move.san);
    }

    board() {
      return boardRows(this.#board());
    }

    get(square) {
      this.#live();
      const s = squareIndex(square);
      return s < 0 ? undefined : pieceOf(this.#board()[s]);
    }

    // Like chess.js: false for a bad piece or square and for a second king of one colour (the
    // engine's rule, Game::put); the moves played stay.
    put(piece, square) {
      this.#live();
      const s = squareIndex(square);
      const code = pieceCode(piece);
      if (s < 0 || code < 0 || !this.#live().put(code, s)) return false;
      this.#edited();
      return true;
    }

    remove(square) {
      this.#live();
      const s = squareIndex(square);
      if (s < 0) return undefined;
      const removed = pieceOf(this.#live().remove(s));
      if (removed !== undefined) this.#edited();
      return removed;
    }

    // The squares holding `piece` ({ type, color }), a8 to h1 as chess.js lists them.
    findPiece(piece) {
      this.#live();
      const code = pieceCode(piece);
      const board = this.#board();
      const squares = [];
      for (let rank = 7; rank >= 0; rank -= 1) {
        for (let s = rank * 8; s < rank * 8 + 8; s += 1)
          if (code >= 0 && board[s] === code) squares.push(SQUARE_NAMES[s]);
      }
      return squares;
    }

    // 'light' or 'dark' (a1 is dark), null for what is not a square.
    squareColor(square) {
      this.#live();
      const s = squareIndex(square);
      if (s < 0) return null;
      return ((s >> 3) + (s & 7)) % 2 === 1 ? 'light' : 'dark';
    }

    moveNumber() {
      return this.#info()[INFO.fullmove];
    }

    getCastlingRights(color) {
      this.#live();
      if (colorIndex(color) < 0) return { k: false, q: false };
      return castlingObject(this.#info()[INFO.castling], color);
    }

    // Grants or removes the rights given ({ k, q }, a missing side unchanged) as chess.js does:
    // a right the board contradicts (king or rook not at home) is not granted (the engine's
    // rule); true when the rights are then as asked. The moves played stay, as with put().
    setCastlingRights(color, rights) {
      this.#live();
      const c = colorIndex(color);
      if (c < 0) return false;
      const before = this.#info()[INFO.castling];
      let wanted = before;
      for (const [side, bit] of [
        ['k', 1],
        ['q', 2],
      ]) {
        if (rights?.[side] === undefined) continue;
        wanted = rights[side] ? wanted | (bit << (2 * c)) : wanted & ~(bit << (2 * c));
      }
      if (wanted !== before) {
        this.#live().setCastlingRights(wanted);
        this.#edited();
      }
      const now = this.getCastlingRights(color);
      return (rights?.k === undefined || rights.k === now.k) && (rights?.q === undefined || rights.q === now.q);
    }

    inCheck() {
      return this.#info()[INFO.inCheck] === 1;
    }
    isCheck() {
      return this.inCheck();
    }
    isCheckmate() {
      return this.#info()[INFO.status] === STATUS.checkmate;
    }
    isStalemate() {
      return this.#info()[INFO.status] === STATUS.stalemate;
    }
    isInsufficientMaterial() {
      return this.#info()[INFO.insufficient] === 1;
    }
    isThreefoldRepetition() {
      return this.#info()[INFO.repetitions] >= 3;
    }
    isDrawByFiftyMoves() {
      return this.#info()[INFO.halfmove] >= 100;
    }
    isDraw() {
      return this.#info()[INFO.draw] === 1;
    }
    isGameOver() {
      return this.#info()[INFO.status] !== STATUS.ongoing;
    }

    // One PGN game, as chess.js reads it: the main line with its comments (variations and NAGs
    // are read but not kept); tags in the order given after the standard's; the start position
    // from a FEN tag in any case (strict: only with [SetUp "1"]); the termination marker as the
    // Result. Throws a PgnError when the text holds more than one game or is not PGN, a FenError
    // or MoveError for a bad FEN tag or an illegal move.
    loadPgn(text, { strict = false, newlineChar = '\r?\n' } = {}) {
      this.#live();
      const game = readPgnGame(pgnApi(), languages, text, { newlineChar, language: this.#language });
      const saved = {
        start: this.#positions()[0],
        chess960: this.#live().chess960(),
        history: this.#history,
        headers: this.#headers,
        comments: this.#comments,
      };
      try {
        this.#replay(game, strict);
      } catch (error) {
        this.#restore(saved);
        throw error instanceof FenError || error instanceof MoveError
          ? asPgnError(error, pgnApi(), game.source, this.#language)
          : error;
      }
    }

    // The game in PGN export format as chess.js writes it: the tags that are set, a blank line
    // when there are moves, the movetext with the comments; one line unless maxWidth (> 0).
    // Unlike chess.js, no value set by the caller can start a tag or a game of its own: tags are
    // written by the PGN writer (escaped '"' and '\', control characters as spaces) and the
    // movetext ends with the Result tag only when it is a termination marker ('*' otherwise).
    pgn({ newline = '\n', maxWidth = 0 } = {}) {
      const game = this.#live();
      const comments = this.#positions().map((fen) => this.#comments.get(fen) ?? null);
      // The core counts in unsigned widths: a fraction rounds down, a negative width breaks
      // everything as chess.js does, anything else (NaN) writes one line as chess.js does.
      const width = maxWidth > 0 ? Math.min(Math.floor(maxWidth), 0xffffffff) : maxWidth < 0 ? 1 : 0;
      const result = this.#headers.get('Result');
      return game.pgn(this.#headers.pairs(), comments, result === null ? '' : String(result), width, String(newline));
    }

    /** @deprecated as in chess.js: setHeader and getHeaders. Sets name/value pairs; every tag, unset ones as null. */
    header(...pairs) {
      this.#live();
      for (let i = 0; i + 1 < pairs.length; i += 2) {
        if (typeof pairs[i] === 'string' && typeof pairs[i + 1] === 'string')
          this.#headers.set(this.#tagName(pairs[i], 'header'), pairs[i + 1]);
      }
      return this.#headers.toObject(true);
    }

    // A name that is not a PGN tag name (letters, digits, '_') is a TypeError: pgn() could not
    // write it (chess.js writes it as it is, which can start another tag or game).
    setHeader(name, value) {
      this.#live();
      this.#headers.set(this.#tagName(name, 'setHeader'), value);
      return this.getHeaders();
    }

    removeHeader(name) {
      this.#live();
      return this.#headers.remove(name);
    }

    // The tags that are set: the Seven Tag Roster from the start, SetUp/FEN for a set-up position.
    getHeaders() {
      this.#live();
      return this.#headers.toObject();
    }

    getComment() {
      return this.#comments.get(this.fen());
    }
    setComment(comment) {
      this.#live();
      this.#comments.set(this.fen(), comment);
    }
    removeComment() {
      return this.#comments.remove(this.fen());
    }
    /** @deprecated chess.js's old name of removeComment. */
    deleteComment() {
      return this.removeComment();
    }
    getComments() {
      this.#live();
      return this.#comments.list(this.#positions());
    }
    removeComments() {
      this.#live();
      return this.#comments.list(this.#positions(), { remove: true });
    }
    /** @deprecated chess.js's old name of removeComments. */
    deleteComments() {
      return this.removeComments();
    }

    perft(depth) {
      this.#live();
      if (!Number.isInteger(depth) || depth < 0 || depth > 20)
        throw new RangeError('perft depth must be a whole number from 0 to 20');
      return this.#live().perft(depth);
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

    #newGame(preserveHeaders = false) {
      this.#history = [];
      this.#cache = {};
      this.#comments.clear();
      if (!preserveHeaders) this.#headers.reset();
    }

    // After put, remove or setCastlingRights: the engine kept the moves, which now read from
    // the start that taking them back on the edited board gives (as in chess.js); their
    // descriptions are read again from it. The start's FEN tag follows (chess.js leaves it
    // once moves are played, so that its pgn() names a start the moves do not come from).
    #edited() {
      this.#cache = {};
      if (this.#history.length > 0) {
        const played = this.#history;
        // Same moves, same LANs (a Chess960 castling's too, the king taking its rook).
        this.#history = this.#live()
          .plies()
          .map((ply, i) => Object.assign(describePly(ply), { lan: played[i].lan }));
      }
      this.#headers.setStart(this.#positions()[0]);
    }

    // The FEN of every position of the game, from its start.
    #positions() {
      if (this.#history.length === 0) return [this.fen()];
      return [this.#history[0].before, ...this.#history.map((move) => move.after)];
    }

    // loadPgn's second half: the game read by readPgnGame, from the start chess.js picks, with
    // tags and comments of its own (the game's are restored if it fails).
    #replay(game, strict) {
      this.#headers = new Headers(standardTags);
      this.#comments = new Comments();
      this.reset();
      let fen = null;
      // Names the PGN reader read are tag names: no check (setHeader's) needed.
      for (const [name, value] of game.tags) {
        if (name.toLowerCase() === 'fen') fen = value;
        this.#headers.set(name, value);
      }
      // A Chess960 game ([Variant], or rook files in its FEN tag) starts as Chess960.
      const variant = game.tags.find(([name]) => name === 'Variant')?.[1] ?? '';
      const chess960 = [false, true, 'detect'][wasm.pgnFenMode(variant, fen ?? '')];
      if (strict && this.#headers.get('SetUp') === '1') {
        if (!game.tags.some(([name]) => name === 'FEN')) throw setupWithoutFen(languages, game.line, this.#language);
        this.load(this.#headers.get('FEN'), { preserveHeaders: true, chess960 });
      } else if (!strict && fen) {
        this.load(fen, { preserveHeaders: true, chess960 });
      }
      this.#commentHere(game.startComments);
      for (const move of game.moves) {
        this.#commentHere(move.before);
        this.move(move.text === 'Z0' ? '--' : move.text, { strict });
        this.#commentHere(move.after);
      }
      if (game.result !== null && this.#headers.get('Result') !== game.result) this.#headers.set('Result', game.result);
    }

    // Unlike chess.js, a loadPgn that fails leaves the game as it was: it is played again.
    #restore({ start, chess960, history, headers, comments }) {
      this.load(start, { skipValidation: true, chess960 });
      for (const move of history) this.move(move.san === '--' ? null : move.san);
      this.#history = history;
      this.#headers = headers;
      this.#comments = comments;
    }

    // The comments read at this point of the game, as one comment.
    #commentHere(texts) {
      if (texts.length > 0) this.#comments.setRaw(this.fen(), texts.join(' '));
    }

    #tagName(name, caller) {
      // The PGN writer writes no line for a name that is not a tag name.
      if (typeof name !== 'string' || wasm.pgnTagLines([name, '']) === '') {
        const shown = typeof name === 'string' ? JSON.stringify(name) : String(name);
        throw new TypeError(`${caller}: ${shown} is not a PGN tag name (letters, digits and _)`);
      }
      return name;
    }

    // Views of wasm memory are copied at once: the next call into wasm may move the memory.
    #legal() {
      return (this.#cache.legal ??= this.#live().moves().slice());
    }
    #board() {
      return (this.#cache.board ??= this.#live().board().slice());
    }
    #info() {
      return (this.#cache.info ??= this.#live().info().slice());
    }
    #sans() {
      if (this.#cache.sans) return this.#cache.sans;
      const text = this.#live().sans();
      return (this.#cache.sans = text === '' ? [] : text.split(' '));
    }

    #attackers(square, attackedBy) {
      this.#live();
      const s = squareIndex(square);
      const color = colorIndex(attackedBy);
      if (s < 0 || color < 0) return [];
      return Array.from(this.#live().attackers(s, color), (at) => SQUARE_NAMES[at]);
    }

    #pass(input) {
      const before = this.fen();
      const color = this.turn();
      if (!this.#live().pass()) {
        const code = 'chess.null_move_in_check';
        const message = languages.render(code, [['move', '--']], this.#language);
        throw new MoveError(message, { code, move: input, diagnostics: [] });
      }
      this.#cache = {};
      const move = describeNullMove(color, before, this.fen());
      this.#history.push(move);
      return move;
    }

    // One number back for a move read; the diagnostics (a JS object) only when it is not one.
    #readSan(text, strict) {
      const bits = withUtf8(wasm, text, (address, length) => this.#live().readSanMove(address, length, strict));
      if (bits >= 0) return bits;
      const result = withUtf8(wasm, text, (address, length) =>
        this.#live().readSan(address, length, strict, this.#language),
      );
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
      const lands = (bits) =>
        SQUARE_NAMES[moveTo(bits)] === to || (isCastle(bits) && this.#live().lan(bits) === `${from}${to}`);
      const candidates = this.#legal().filter((bits) => SQUARE_NAMES[moveFrom(bits)] === from && lands(bits));
      // As in chess.js, a promotion piece given for a move that is not a promotion is ignored.
      const found = candidates.find((bits) => promotionOf(bits) === undefined || promotionOf(bits) === promotion);
      if (found !== undefined) return found;
      const code =
        candidates.length > 0 && promotion === undefined ? 'chess.san.missing_promotion' : 'chess.san.illegal';
      const message = languages.render(code, [['move', text]], this.#language);
      throw new MoveError(message, { code, move: input, diagnostics: [] });
    }
  }

  // `using chess = new Chess()` frees it when the block ends (where the runtime has Symbol.dispose;
  // a symbol key is not listed by for...in or Object.keys, as a class method's is not).
  if (Symbol.dispose) {
    Chess.prototype[Symbol.dispose] = function () {
      this.free();
    };
  }

  return Chess;
}
