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

/** Languages the error messages are available in. */
export declare const languages: readonly string[];
