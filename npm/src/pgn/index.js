// PGN: the challenge's movetext model (Pgn.parseMovetext), whole databases replayed into move
// trees (Pgn.parse), export-format writing (Pgn.stringify) and a streaming reader
// (Pgn.createReader) over the engine in src/pgn.
import { handleRegistry } from '../wasm-handles.js';
import { Utf16Pieces, decodeUtf16, utf16Encoding } from '../utf16.js';
import { withBatches, withBytes, withUtf8 } from '../wasm-io.js';
import { PgnError, pgnError } from './errors.js';
import { decodeDatabase, encodeGame, readLayout } from './layout.js';
import { decodeIndex } from './index-layout.js';
import { decodeRows } from './rows.js';
import { jsonText } from '../json-text.js';

// How moves are read (bindings/pgn_encoder.hpp, Mode): replayed with the FEN after each move written
// when read ('lazy', the default: move.fen is a getter) or at once ('eager': a plain data
// property, for structured clone), or not replayed at all ({ replay: false }: syntax only).
const MODES = { eager: 0, lazy: 1, syntax: 2, syntax_chess_js: 3 };

/**
 * The option key (a symbol: no caller's options can hold it by chance) by which the chess.js
 * drop-in reads a game's comments as chess.js does (pgn::chess_js_comment_text), with no replay.
 */
export const CHESS_JS_COMMENTS = Symbol('chess.js comments');

function modeOf(options, what) {
  if (options?.[CHESS_JS_COMMENTS] === true) return 'syntax_chess_js';
  if (options?.replay === false) return 'syntax';
  const fen = options?.fen ?? 'lazy';
  if (fen !== 'lazy' && fen !== 'eager') throw new RangeError(`${what}: options.fen must be 'lazy' or 'eager'`);
  return fen;
}

export function createPgnCore(wasm, languages) {
  // The input in wasm memory as the core reads it: a string as UTF-8; bytes as they are (UTF-8
  // or Latin-1, decided game by game in the core), or, when they start with a UTF-16 byte order
  // mark, as the UTF-8 of their text (../utf16.js).
  function withInput(input, what, fn) {
    if (typeof input === 'string') return withUtf8(wasm, input, fn);
    if (!(input instanceof Uint8Array))
      throw new TypeError(`${what} expects a string or a Uint8Array, not ${input === null ? 'null' : typeof input}`);
    const wide = utf16Encoding(input);
    return wide ? withUtf8(wasm, decodeUtf16(input, wide), fn) : withBytes(wasm, input, fn);
  }

  // The seed's model (see docs/pgn.md for the mapping from its Scala classes).
  function parseMovetext(text, options) {
    const language = languages.pick(options);
    if (typeof text !== 'string')
      throw new TypeError(`Pgn.parseMovetext expects a string, not ${text === null ? 'null' : typeof text}`);
    const result = withUtf8(wasm, text, (address, length) => wasm.pgnParseMovetext(address, length, language));
    if (!result.ok) throw pgnError(result.diagnostics);
    return JSON.parse(result.json);
  }

  // Never throws for bad games: each game has `ok` and its own diagnostics.
  function parse(input, options) {
    const language = languages.pick(options);
    const strict = Boolean(options?.strict);
    const mode = modeOf(options, 'Pgn.parse');
    // chess.js's comments change their texts, not the layout: decoded as 'syntax'.
    const layoutMode = mode === 'syntax_chess_js' ? 'syntax' : mode;
    // A large database arrives in batches (bindings/pgn_read.cpp), each decoded as it comes.
    const batches = [];
    const layout = withInput(input, 'Pgn.parse', (address, length) =>
      withBatches(
        wasm.pgnSetBatchSink,
        (batch) => batches.push(decodeDatabase(readLayout(wasm, batch), layoutMode).games),
        () => wasm.pgnParse(address, length, strict, MODES[mode], language),
      ),
    );
    const database = decodeDatabase(readLayout(wasm, layout), layoutMode);
    const games = batches.length === 0 ? database.games : batches[0].concat(...batches.slice(1), database.games);
    const encoding = (typeof input !== 'string' && utf16Encoding(input)) || (database.latin1 ? 'latin1' : 'utf-8');
    return { games, diagnostics: database.diagnostics, encoding };
  }

  // Each game's tags, byte range and line, without reading its moves (a database's list).
  // A PgnError when the input is refused (larger than the input limit).
  function index(input, options) {
    const language = languages.pick(options);
    const entries = withInput(input, 'Pgn.index', (address, length) =>
      decodeIndex(wasm, wasm.pgnIndex(address, length)),
    );
    if (entries === null) throw pgnError(wasm.pgnIndexDiagnostics(language));
    return entries;
  }

  function stringifyOne(game, options, language) {
    const { strings, ints } = encodeGame(game);
    const maxWidth = options?.maxWidth ?? 79;
    if (!Number.isInteger(maxWidth) || maxWidth < 10)
      throw new RangeError('maxWidth must be a whole number of 10 or more');
    const result = wasm.pgnStringify(strings, ints, maxWidth, language);
    if (!result.ok) throw pgnError(result.diagnostics);
    return result.text;
  }

  // One game, or a list of games separated by a blank line.
  function stringify(games, options) {
    const language = languages.pick(options);
    if (Array.isArray(games)) return games.map((g) => stringifyOne(g, options, language)).join('\n');
    return stringifyOne(games, options, language);
  }

  // A reader holds a wasm stream (its buffered text included): end() deletes it, and the stream of
  // a reader dropped before end() is deleted when the reader is collected (npm/src/wasm-handles.js).
  const readers = handleRegistry();

  // Games as they complete while text arrives in pieces: push() returns the games completed
  // by that piece, end() the rest (and frees the reader). A game longer than the input limit
  // ends the reader with a PgnError (pgn.game_too_large) that carries the games completed by
  // that call in `games`.
  // `decode` makes what push() and end() return of each result's layout: the games
  // (decodeDatabase), or for the CLI's tables their rows (./rows.js, mode 'lazy').
  class PgnReader {
    #stream;
    #language;
    #mode;
    #decode;
    #pieces = new Utf16Pieces(); // bytes of a UTF-16 input (its BOM first) reach the core as UTF-8
    constructor(options, decode = (view, mode) => decodeDatabase(view, mode).games) {
      this.#language = languages.pick(options);
      this.#mode = modeOf(options, 'Pgn.createReader');
      this.#decode = decode;
      this.#stream = new wasm.PgnStream(Boolean(options?.strict), MODES[this.#mode]);
      readers.own(this, this.#stream);
      // A piece of a larger text: where its first byte is there (line, column), for diagnostics.
      const line = options?.line ?? 1;
      const column = options?.column ?? 1;
      if (!Number.isInteger(line) || line < 1 || !Number.isInteger(column) || column < 1)
        throw new RangeError('Pgn.createReader: line and column must be whole numbers of 1 or more');
      if (line !== 1 || column !== 1) this.#stream.startAt(line, column);
    }
    push(chunk) {
      if (typeof chunk !== 'string' && !(chunk instanceof Uint8Array))
        throw new TypeError(
          `PgnReader.push expects a string or a Uint8Array, not ${chunk === null ? 'null' : typeof chunk}`,
        );
      this.#alive();
      this.#write(typeof chunk === 'string' ? this.#pieces.text(chunk) : this.#pieces.bytes(chunk));
      return this.#drain();
    }
    end() {
      this.#alive();
      this.#write(this.#pieces.end());
      this.#stream.close();
      const games = this.#drain();
      this.#release();
      return games;
    }
    // Bytes read into complete games so far.
    get bytesRead() {
      return this.#stream ? this.#stream.consumed() : 0;
    }
    #write(bytes) {
      if (bytes.length > 0) withBytes(wasm, bytes, (address, length) => this.#stream.push(address, length));
    }
    #alive() {
      if (!this.#stream) throw new Error('This PgnReader has ended');
    }
    #release() {
      readers.release(this, this.#stream);
      this.#stream = null;
    }
    #drain() {
      const games = [];
      for (let layout = this.#stream.next(this.#language); layout !== 0; layout = this.#stream.next(this.#language)) {
        for (const item of this.#decode(readLayout(wasm, layout), this.#mode)) games.push(item);
      }
      if (this.#stream.failed()) {
        const error = pgnError(this.#stream.errors(this.#language));
        error.games = games;
        this.#release();
        throw error;
      }
      return games;
    }
  }

  return {
    parseMovetext,
    parse,
    stringify,
    index,
    createReader: (options) => new PgnReader(options),
    // A reader whose games are decoded by `decode(view)` (the CLI's rows): not part of Pgn.
    readerWith: (options, decode) => new PgnReader(options, decode),
    // The JSON of games at any depth (JSON.stringify overflows its stack on variations nested
    // about 880 deep; see ../json-text.js).
    jsonText,
  };
}

/* global BN_FOR_NODE -- true in Node's builds, false in the browsers' (scripts/build-npm.mjs) */
export function createPgn(wasm, languages) {
  const { readerWith, ...pgn } = createPgnCore(wasm, languages);
  return {
    Pgn: Object.freeze(pgn),
    PgnError,
    // A comment's text without its embedded commands ([%clk], [%eval], [%cal]...), as the core
    // reads them (src/pgn/comment.cpp): what a viewer shows of it. For documents; not exported.
    commentProse: (text) => wasm.pgnCommentProse(text),
    // Rows of games for the CLI's tables (pgn convert --to csv|parquet): a reader whose push()
    // and end() give rows (./rows.js) instead of games, made only as far as a table needs them
    // (`options.fens`: the FEN after every move too, --positions). Not exported, and only in
    // Node's builds (the CLI's): a browser does not download it.
    ...(BN_FOR_NODE
      ? {
          createPgnRowReader: (options) =>
            readerWith({ ...options, fen: 'lazy', replay: true }, (view) => decodeRows(view, { fens: options?.fens })),
        }
      : {}),
  };
}
