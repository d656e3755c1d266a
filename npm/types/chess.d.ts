// Types of boardnotation/chess: chess.js's Chess façade and the FEN functions.
import type { Diagnostic } from './diagnostic.js';

export type ChessColor = 'w' | 'b';
export type PieceSymbol = 'p' | 'n' | 'b' | 'r' | 'q' | 'k';
export type ChessSquare =
  `${'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h'}${'1' | '2' | '3' | '4' | '5' | '6' | '7' | '8'}`;

export interface ChessPiece {
  type: PieceSymbol;
  color: ChessColor;
}

/** chess.js's type names (the root entry's Color and Square are GBB's and PGN's). */
export type Color = ChessColor;
export type Square = ChessSquare;
export type Piece = ChessPiece;

/** chess.js's constants. The root entry's WHITE and BLACK are Go stones (boardnotation/hen). */
export declare const WHITE: 'w';
export declare const BLACK: 'b';
export declare const PAWN: 'p';
export declare const KNIGHT: 'n';
export declare const BISHOP: 'b';
export declare const ROOK: 'r';
export declare const QUEEN: 'q';
export declare const KING: 'k';
/**
 * a8, b8 ... h1, as board() reads them. Typed as chess.js types it (a mutable array) so that code
 * written for chess.js compiles unchanged; the array is frozen, so a write throws in strict code.
 */
export declare const SQUARES: ChessSquare[];
/** Frozen like SQUARES; typed as chess.js types it. */
export declare const SEVEN_TAG_ROSTER: Record<string, string>;
/** chess.js's FEN check: same acceptance and messages. */
export declare function validateFen(fen: string): { ok: boolean; error?: string };
/** xoroshiro128**: each call of the returned function gives the next 64-bit number. */
export declare function xoroshiro128(state: bigint): () => bigint;

export interface LanguageOption {
  /** Language of error messages (default 'en'). */
  language?: string;
}

export interface FenOptions extends LanguageOption {
  /** The engine's strict FEN rules (Fen.validate's); by default chess.js's (validateFen). */
  strict?: boolean;
  /**
   * Chess960: true reads X-FEN and Shredder-FEN castling (the king and rooks on any files); false
   * reads standard castling only. Default: false for Fen; for Chess, true when the castling field
   * names rook files (HAha).
   */
  chess960?: boolean;
}

export interface LoadOptions {
  /** The engine's strict FEN rules instead of chess.js's. */
  strict?: boolean;
  /** No validateFen check: whatever the engine's lenient reading holds. */
  skipValidation?: boolean | undefined;
  /** Keep the tags (SetUp and FEN are set again). */
  preserveHeaders?: boolean | undefined;
  /** Read the castling field as Chess960 (true), standard (false), or by its letters (default). */
  chess960?: boolean;
}

export declare const DEFAULT_POSITION: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** A move as chess.js describes it. */
export declare class Move {
  /** Moves come from move(), moves() and history(); chess.js's (chess, internal) form is not offered. */
  private constructor();
  // Writable, as in chess.js: each call returns new objects, so a write changes no game.
  color: ChessColor;
  from: ChessSquare;
  to: ChessSquare;
  piece: PieceSymbol;
  captured?: PieceSymbol;
  promotion?: PieceSymbol;
  /** chess.js letters: n quiet, b double pawn push, e en passant, c capture, p promotion (np, cp), k/q castling, - null move. */
  flags: string;
  san: string;
  lan: string;
  before: string;
  after: string;
  isCapture(): boolean;
  isEnPassant(): boolean;
  isBigPawn(): boolean;
  isPromotion(): boolean;
  isKingsideCastle(): boolean;
  isQueensideCastle(): boolean;
}

// Symbol.dispose (TypeScript 5.2's lib esnext.disposable) for settings without that lib.
declare global {
  interface SymbolConstructor {
    readonly dispose: unique symbol;
  }
}

export declare class Chess {
  constructor(fen?: string, options?: FenOptions & { skipValidation?: boolean | undefined; chess960?: boolean });
  load(fen: string, options?: LoadOptions): void;
  reset(): void;
  clear(options?: { preserveHeaders?: boolean | undefined }): void;
  findPiece(piece: ChessPiece): ChessSquare[];
  squareColor(square: string): 'light' | 'dark' | null;
  moveNumber(): number;
  /** Grants or removes rights (a missing side unchanged); true when they are then as asked. */
  setCastlingRights(color: ChessColor, rights: { k?: boolean; q?: boolean }): boolean;
  /** castling: how a Chess960 castling field is written, X-FEN (default) or Shredder-FEN. */
  fen(options?: { forceEnpassantSquare?: boolean; castling?: 'xfen' | 'shredder' }): string;
  turn(): ChessColor;
  // The overloads are chess.js's, in its order (TypeScript takes the first that fits, so the
  // order decides the result type): a call that compiles against chess.js gets the same type here.
  moves(): string[];
  moves(options: { square: string }): string[];
  moves(options: { piece: PieceSymbol }): string[];
  moves(options: { square: string; piece: PieceSymbol }): string[];
  moves(options: { verbose: true; square?: string }): Move[];
  moves(options: { verbose: false; square?: string }): string[];
  moves(options: { verbose?: boolean; square?: string }): string[] | Move[];
  moves(options: { verbose: true; piece?: PieceSymbol }): Move[];
  moves(options: { verbose: false; piece?: PieceSymbol }): string[];
  moves(options: { verbose?: boolean; piece?: PieceSymbol }): string[] | Move[];
  moves(options: { verbose: true; square?: string; piece?: PieceSymbol }): Move[];
  moves(options: { verbose: false; square?: string; piece?: PieceSymbol }): string[];
  moves(options: { verbose?: boolean; square?: string; piece?: PieceSymbol }): string[] | Move[];
  /** SAN or { from, to, promotion }; '--' or null passes the turn (not in check). */
  move(move: string | { from: string; to: string; promotion?: string } | null, options?: { strict?: boolean }): Move;
  undo(): Move | null;
  /** Gives the move to `color` by a null move; false when it already has the move. */
  setTurn(color: ChessColor): boolean;
  isAttacked(square: string, attackedBy: ChessColor): boolean;
  /** Squares of the pieces of `attackedBy` (default: the side to move) attacking `square`. */
  attackers(square: string, attackedBy?: ChessColor): ChessSquare[];
  /** The position's 64-bit Zobrist key, 16 hex digits. */
  hash(): string;
  history(): string[];
  history(options: { verbose: true }): Move[];
  history(options: { verbose?: false }): string[];
  history(options: { verbose?: boolean }): string[] | Move[];
  board(): ({ square: ChessSquare; type: PieceSymbol; color: ChessColor } | null)[][];
  get(square: string): ChessPiece | undefined;
  put(piece: ChessPiece, square: string): boolean;
  remove(square: string): ChessPiece | undefined;
  getCastlingRights(color: ChessColor): { k: boolean; q: boolean };
  inCheck(): boolean;
  isCheck(): boolean;
  isCheckmate(): boolean;
  isStalemate(): boolean;
  isInsufficientMaterial(): boolean;
  isThreefoldRepetition(): boolean;
  isDrawByFiftyMoves(): boolean;
  isDraw(): boolean;
  isGameOver(): boolean;
  /** Loads one PGN game (main line, comments); throws a PgnError (boardnotation/pgn) when it cannot. */
  loadPgn(pgn: string, options?: { strict?: boolean; newlineChar?: string }): void;
  /** The game in PGN export format: one line unless maxWidth (default 0) is given. */
  pgn(options?: { newline?: string; maxWidth?: number }): string;
  /** The tags that are set (the Seven Tag Roster from the start). */
  getHeaders(): Record<string, string>;
  /** `key` must be a PGN tag name (letters, digits, _): a TypeError otherwise. */
  setHeader(key: string, value?: string): Record<string, string>;
  removeHeader(key: string): boolean;
  /** @deprecated Use setHeader and getHeaders: every tag, unset ones as null. */
  header(...args: string[]): Record<string, string | null>;
  // The three below give undefined when the position has no comment, as chess.js's do; the
  // type says string because chess.js's does, so that code written for it compiles unchanged.
  getComment(): string;
  setComment(comment: string): void;
  removeComment(): string;
  /** @deprecated Use removeComment. */
  deleteComment(): string;
  getComments(): { fen: string; comment: string }[];
  removeComments(): { fen: string; comment: string }[];
  /** @deprecated Use removeComments. */
  deleteComments(): { fen: string; comment: string }[];
  perft(depth: number): number;
  ascii(): string;
  /**
   * Frees the game's WebAssembly memory now. Otherwise it is freed once the object is garbage
   * collected, which a synchronous loop creating objects never lets happen. Every other method
   * then throws an Error named BoardnotationFreedError; a second call does nothing.
   */
  free(): void;
  /** `using chess = new Chess()` calls free() when the block ends. */
  [Symbol.dispose](): void;
}

/** Plain data of a position, as Fen.parse gives it and Fen.stringify takes it. */
export interface FenData {
  /** Rank 8 first, files a to h. */
  board: ({ square?: ChessSquare; type: PieceSymbol; color: ChessColor } | null)[][];
  turn: ChessColor;
  castling: { w: { k: boolean; q: boolean }; b: { k: boolean; q: boolean } };
  enPassant: ChessSquare | null;
  halfmoveClock: number;
  fullmoveNumber: number;
  /** Chess960 positions only: true, and the rook square of each castling right held. */
  chess960?: true;
  castlingRooks?: { K?: ChessSquare; Q?: ChessSquare; k?: ChessSquare; q?: ChessSquare };
}

export interface FenValidation {
  ok: boolean;
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

export declare const Fen: {
  validate(fen: string, options?: FenOptions): FenValidation;
  parse(fen: string, options?: FenOptions): FenData;
  stringify(data: Partial<FenData> & Pick<FenData, 'board'>, options?: LanguageOption): string;
};

export declare class FenError extends Error {
  readonly code: string;
  readonly column: number;
  readonly diagnostics: Diagnostic[];
}

export declare class MoveError extends Error {
  readonly code: string;
  readonly move: unknown;
  readonly diagnostics: Diagnostic[];
}
