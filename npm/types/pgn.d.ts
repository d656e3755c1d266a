// Types of boardnotation/pgn: the challenge's movetext model, PGN databases replayed into
// move trees, export-format writing and a streaming reader.

import type { Diagnostic } from './diagnostic.js';

// ---- The challenge's model (Pgn.parseMovetext): the seed's Scala classes as plain objects.
export type PieceType = 'King' | 'Queen' | 'Rook' | 'Bishop' | 'Knight';
export type CheckStatus = 'Check' | 'Checkmate';
export type File = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h';
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
export interface Square {
  file: File;
  rank: Rank;
}
export type Disambiguator =
  | { type: 'FileSource'; source: File }
  | { type: 'RankSource'; source: Rank }
  | { type: 'FileAndRankSource'; source: Square };
export interface Castle {
  type: 'Castle';
  side: 'KingSide' | 'QueenSide';
}
export interface Standard {
  type: 'Standard';
  piece: PieceType;
  end: Square;
  disambiguator?: Disambiguator;
  isCapture: boolean;
  checkStatus?: CheckStatus;
}
export interface PawnMove {
  type: 'PawnMove';
  sourceFile?: File;
  end: Square;
  isCapture: boolean;
  checkStatus?: CheckStatus;
}
export interface Promotion {
  type: 'Promotion';
  pawnMove: PawnMove;
  newPiece: PieceType;
}
export type MovetextMove = Castle | Standard | PawnMove | Promotion;
export type Turn =
  { type: 'FullTurn'; white: MovetextMove; black: MovetextMove } | { type: 'PartialTurn'; white: MovetextMove };
export type Outcome = 'WhiteWins' | 'BlackWins' | 'Draw' | 'Unknown';
export interface MovetextGame {
  turns: Turn[];
  outcome: Outcome;
}

// ---- PGN databases (Pgn.parse).
export type PgnDiagnostic = Diagnostic;

export interface PgnShape {
  color: 'R' | 'G' | 'B' | 'Y';
  from: string;
  to?: string;
}
/** "[%name value]" in a comment; clk/egt/emt/mct give seconds, eval pawns or mate, cal/csl shapes. */
export interface PgnCommand {
  name: string;
  value: string;
  seconds?: number;
  pawns?: number;
  mate?: number;
  shapes?: PgnShape[];
}
export interface PgnComment {
  text: string;
  commands: PgnCommand[];
}

/**
 * A move of a parsed game. An empty `nags`, `comments`, `commentsBefore` or `variations` is one
 * shared frozen array: copy a list before changing it.
 */
export interface PgnMove {
  /** Canonical SAN; `'--'` for a null move (the side to move passes, written `--` or `Z0`). */
  san: string;
  /** The SAN as written in the file (without its suffix annotation, which is in nags). */
  written: string;
  /** The square the piece leaves; absent on a null move. */
  from?: string;
  /** The square the piece reaches; absent on a null move. */
  to?: string;
  promotion?: 'n' | 'b' | 'r' | 'q';
  color: 'w' | 'b';
  moveNumber: number;
  /**
   * The position after the move. By default (`fen: 'lazy'`) a getter on the move's prototype
   * that formats the position the engine packed when it replayed the move: it costs nothing
   * until read, is not an own property (structured clone drops it; JSON.stringify keeps it
   * through toJSON). With `{ fen: 'eager' }` a plain data property.
   */
  readonly fen: string;
  nags: number[];
  comments: PgnComment[];
  commentsBefore: PgnComment[];
  /** Lines that replace this move. */
  variations: PgnMove[][];
}

/** A move read with `{ replay: false }`: syntax only, not played on a board. */
export interface PgnSyntaxMove {
  /** The SAN as written (without its suffix annotation, which is in nags); only its shape is checked. */
  written: string;
  /** Counted from the start position (the FEN tag's side to move and move number). */
  color: 'w' | 'b';
  moveNumber: number;
  nags: number[];
  comments: PgnComment[];
  commentsBefore: PgnComment[];
  variations: PgnSyntaxMove[][];
}

export interface PgnSyntaxGame extends Omit<PgnGame, 'moves'> {
  moves: PgnSyntaxMove[];
}

export interface PgnSyntaxDatabase extends Omit<PgnDatabase, 'games'> {
  games: PgnSyntaxGame[];
}

export interface PgnGame {
  /** Tag pairs; the object has no prototype, so any tag name is an ordinary key. */
  headers: Record<string, string>;
  startFen: string;
  /** The termination marker, null when the game has none. */
  result: '1-0' | '0-1' | '1/2-1/2' | '*' | null;
  /** Comments before the first move. */
  comments: PgnComment[];
  /** NAGs (and evaluation signs read as NAGs) before the first move, as Informant exports write them. */
  nags: number[];
  moves: PgnMove[];
  ok: boolean;
  /** Line where the game starts. */
  line: number;
  diagnostics: PgnDiagnostic[];
}

export interface PgnDatabase {
  games: PgnGame[];
  /** About the input as a whole (e.g. pgn.latin1). */
  diagnostics: PgnDiagnostic[];
  /** 'latin1' when some games were read as ISO-8859-1; 'utf-16le' / 'utf-16be' for bytes with that byte order mark. */
  encoding: 'utf-8' | 'latin1' | 'utf-16le' | 'utf-16be';
}

/** A game to write: SAN is replayed, so only `san` is needed per move. */
export interface PgnMoveInput {
  /** Any SAN the permissive reader accepts, or `'--'` / `'Z0'` for a null move. */
  san: string;
  nags?: number[];
  comments?: Array<string | { text: string }>;
  commentsBefore?: Array<string | { text: string }>;
  variations?: Array<Array<PgnMoveInput | string>>;
}
export interface PgnGameInput {
  headers?: Record<string, string> | Map<string, string>;
  startFen?: string;
  result?: string | null;
  comments?: Array<string | { text: string }>;
  /** NAGs before the first move. */
  nags?: number[];
  moves?: Array<PgnMoveInput | string>;
}

export interface PgnOptions {
  language?: string;
}
export interface PgnReadOptions extends PgnOptions {
  strict?: boolean;
  /** 'lazy' (default): move.fen is formatted when read; 'eager': written for every move at once. */
  fen?: 'lazy' | 'eager';
}
export interface PgnSyntaxOptions extends PgnOptions {
  /** false: syntax only, no board (moves keep the SAN as written; no san, from, to or fen). */
  replay: false;
}

/** Pgn.createReader's options: a piece of a larger text gives where it starts there. */
export interface PgnReaderStart {
  /** The line of the input's first byte in the text it was cut from (default 1): diagnostics count from it. */
  line?: number;
  /** The column of the input's first byte on that line (default 1). */
  column?: number;
}

export interface PgnReader {
  /** Games completed by this piece of input; a PgnError (pgn.game_too_large) when a game grows past 256 MiB. */
  push(chunk: string | Uint8Array): PgnGame[];
  /** The remaining games; the reader cannot be used afterwards. */
  end(): PgnGame[];
  readonly bytesRead: number;
}

export interface PgnSyntaxReader {
  push(chunk: string | Uint8Array): PgnSyntaxGame[];
  end(): PgnSyntaxGame[];
  readonly bytesRead: number;
}

/** One game of Pgn.index: its tags and where it is, without its moves. */
export interface PgnIndexEntry {
  /** Tag pairs; the object has no prototype. Values that are not UTF-8 are read as ISO-8859-1. */
  headers: Record<string, string>;
  /** The Result tag, null when the game has none. */
  result: string | null;
  /** Where the game is in the input's UTF-8 bytes (a BOM counted): bytes.subarray(offset, offset + length). */
  offset: number;
  length: number;
  /** Line where the game starts. */
  line: number;
}

export declare const Pgn: {
  parseMovetext(text: string, options?: PgnOptions): MovetextGame;
  parse(input: string | Uint8Array, options: PgnSyntaxOptions): PgnSyntaxDatabase;
  parse(input: string | Uint8Array, options?: PgnReadOptions): PgnDatabase;
  stringify(game: PgnGameInput | PgnGameInput[], options?: PgnOptions & { maxWidth?: number }): string;
  /** Each game's tags, byte range and line, without reading its moves; a PgnError when the input is too large. */
  index(input: string | Uint8Array, options?: PgnOptions): PgnIndexEntry[];
  createReader(options: PgnSyntaxOptions & PgnReaderStart): PgnSyntaxReader;
  createReader(options?: PgnReadOptions & PgnReaderStart): PgnReader;
  /**
   * What JSON.stringify(value, null, space) gives, at any depth (JSON.stringify throws a
   * RangeError past about 880 levels of variations); a TypeError for a cycle, naming where it closes.
   */
  jsonText(value: unknown, space?: number | string): string | undefined;
};

export declare class PgnError extends Error {
  code: string;
  line?: number;
  column?: number;
  diagnostics: PgnDiagnostic[];
  /** From a reader stopped by a game past the input limit (pgn.game_too_large): the games that call completed. */
  games?: Array<PgnGame | PgnSyntaxGame>;
}
