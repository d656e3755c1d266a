// Types of the root entry, `boardnotation`: each notation's namespace, classes and types, and the
// languages of the error messages. Names whose meaning depends on the notation (GBB's Color, the
// Go stones EMPTY, BLACK, WHITE and Stone, chess's colour and piece constants) are exported by
// their subpath only: `boardnotation/gbb`, `boardnotation/hen`, `boardnotation/chess`.
export { GBB, GBBParsingErrors, GBBStringifyingErrors, Board, Cell } from './gbb';
export type {
  Locale,
  WhiteOption,
  WhiteWithNewlineOption,
  CellLocation,
  CellDataDefinition,
  BoardData,
  LegacyBoardData,
  BoardLike,
  GBBParsingOptions,
  GBBStringifyingOptions,
  Diagnostic,
} from './gbb';
export { Chess, Fen, FenError, MoveError, Move, DEFAULT_POSITION } from './chess';
export type {
  ChessColor,
  PieceSymbol,
  ChessSquare,
  ChessPiece,
  LanguageOption,
  FenOptions,
  FenData,
  FenValidation,
} from './chess';
export { Hen } from './hen';
export type {
  MarkName,
  HenPoint,
  HenLastMove,
  HenLabel,
  HenMark,
  HenNumberedStone,
  HenOptions,
  HenValidateOptions,
  HenDiagnostic,
  HenValidation,
  HenFields,
} from './hen';
export * from './sgf';
export * from './ssb';
export * from './bdl';
export * from './pgn';

/**
 * What every entry point of every notation throws when the WebAssembly memory is full (it ends
 * at 2 GiB): a RangeError by this name. The library works again once memory is given back
 * (free() of Chess objects and BDL games, end() of PGN readers). A type only: test `error.name`.
 */
export interface BoardnotationMemoryError extends RangeError {
  name: 'BoardnotationMemoryError';
  code: 'common.out_of_memory';
}

/** Languages the error messages are available in. */
export declare const languages: readonly string[];
