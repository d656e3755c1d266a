// Types of boardnotation/chess: chess.js's Chess façade and the FEN functions.
import type { Diagnostic } from './gbb';

export type ChessColor = 'w' | 'b';
export type PieceSymbol = 'p' | 'n' | 'b' | 'r' | 'q' | 'k';
export type ChessSquare =
  `${'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h'}${'1' | '2' | '3' | '4' | '5' | '6' | '7' | '8'}`;

export interface ChessPiece {
  type: PieceSymbol;
  color: ChessColor;
}


export interface LanguageOption {
  /** Language of error messages (default 'en'). */
  language?: string;
}

export interface FenOptions extends LanguageOption {
  /** Strict FEN rules (default true); false accepts what chess.js's load() pads or tolerates. */
  strict?: boolean;
  /**
   * Chess960: true reads X-FEN and Shredder-FEN castling (the king and rooks on any files); false
   * reads standard castling only. Default: false for Fen; for Chess, true when the castling field
   * names rook files (HAha).
   */
  chess960?: boolean;
}

export declare const DEFAULT_POSITION: string;

/** A move as chess.js describes it. */
export declare class Move {
  private constructor();
  readonly color: ChessColor;
  readonly from: ChessSquare;
  readonly to: ChessSquare;
  readonly piece: PieceSymbol;
  readonly captured?: PieceSymbol;
  readonly promotion?: PieceSymbol;
  /** chess.js letters: n quiet, b double pawn push, e en passant, c capture, p promotion, k/q castling. */
  readonly flags: string;
  readonly san: string;
  readonly lan: string;
  readonly before: string;
  readonly after: string;
  isCapture(): boolean;
  isEnPassant(): boolean;
  isBigPawn(): boolean;
  isPromotion(): boolean;
  isKingsideCastle(): boolean;
  isQueensideCastle(): boolean;
}

export declare class Chess {
  constructor(fen?: string, options?: FenOptions);
  load(fen: string, options?: { strict?: boolean; chess960?: boolean }): void;
  reset(): void;
  clear(): void;
  /** castling: how a Chess960 castling field is written, X-FEN (default) or Shredder-FEN. */
  fen(options?: { forceEnpassantSquare?: boolean; castling?: 'xfen' | 'shredder' }): string;
  turn(): ChessColor;
  moves(options?: { verbose?: false; square?: string; piece?: PieceSymbol }): string[];
  moves(options: { verbose: true; square?: string; piece?: PieceSymbol }): Move[];
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
  history(options?: { verbose?: false }): string[];
  history(options: { verbose: true }): Move[];
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
  /** Loads one PGN game (main line); throws a PgnError (boardnotation/pgn) when it cannot. */
  loadPgn(pgn: string, options?: { strict?: boolean }): void;
  /** The game in PGN export format. */
  pgn(options?: { maxWidth?: number }): string;
  /** Tag pairs loaded by loadPgn (an object without prototype). */
  getHeaders(): Record<string, string>;
  perft(depth: number): number;
  ascii(): string;
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
