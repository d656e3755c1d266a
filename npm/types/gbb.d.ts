// Types of boardnotation/gbb: the API of @gobstones/gobstones-gbb-parser.

export type Locale = 'en' | 'es';
export type WhiteOption = 'space' | 'tab';
export type WhiteWithNewlineOption = 'space' | 'tab' | 'newline';

export declare const Color: {
  readonly Blue: 'a';
  readonly Black: 'n';
  readonly Red: 'r';
  readonly Green: 'v';
};
export type Color = (typeof Color)[keyof typeof Color];

export type CellLocation = [number, number];

/** One cell of a board (a snapshot: boards are read-only). */
export declare class Cell {
  private constructor();
  readonly x: number;
  readonly y: number;
  readonly location: CellLocation;
  readonly a: number;
  readonly n: number;
  readonly r: number;
  readonly v: number;
  getStonesOf(color: Color): number;
  hasStonesOf(color: Color): boolean;
  getStonesAmount(): number;
  hasStones(): boolean;
  isEmpty(): boolean;
  isHeadLocation(): boolean;
  toJSON(): CellDataDefinition & { a: number; n: number; r: number; v: number };
}

export interface CellDataDefinition {
  x: number;
  y: number;
  a?: number;
  n?: number;
  r?: number;
  v?: number;
}

/** Plain data of a board, as Board.toJSON() gives it and GBB.stringify accepts it. */
export interface BoardData {
  format?: string;
  width: number;
  height: number;
  head: CellLocation;
  cellData?: CellDataDefinition[];
}

/** The older shape: board[x][y] = { a, n, r, v }. */
export interface LegacyBoardData {
  format?: string;
  width: number;
  height: number;
  head: CellLocation;
  board: Array<Array<{ a: number; n: number; r: number; v: number }>>;
}

/** The read API of gobstones-core's Board. */
export declare class Board {
  private constructor();
  readonly isBoard: true;
  readonly format: 'GBB/1.0';
  readonly width: number;
  readonly height: number;
  readonly head: CellLocation;
  readonly headX: number;
  readonly headY: number;
  /** @deprecated use getColumns() */
  readonly board: Cell[][];
  getCell(x?: number, y?: number): Cell;
  getColumn(x: number): Cell[];
  getRow(y: number): Cell[];
  getColumns(): Cell[][];
  getRows(): Cell[][];
  foldCells<A>(f: (previousValue: A, cell: Cell, row: number, column: number) => A, initialValue: A): A;
  mapCells<A>(f: (cell: Cell, row: number, column: number) => A): A[][];
  filterCells(f: (cell: Cell, row: number, column: number) => boolean): Cell[];
  foreachCells(f: (cell: Cell, row: number, column: number) => void): void;
  toJSON(): Required<Omit<BoardData, 'cellData'>> & { cellData: Array<Required<CellDataDefinition>> };
}

/** Any gobstones-core Board (duck-typed by isBoard and foldCells). */
export interface BoardLike {
  isBoard: boolean;
  width: number;
  height: number;
  head: CellLocation;
  foldCells<A>(
    f: (previousValue: A, cell: { x: number; y: number; getStonesOf(color: Color): number }) => A,
    initialValue: A,
  ): A;
}

export interface GBBParsingOptions {
  language: Locale;
}

export interface GBBStringifyingOptions {
  language: Locale;
  separators: {
    betweenKeywords: WhiteWithNewlineOption;
    betweenColors: WhiteOption;
    colorKeyToNumber: WhiteOption;
    betweenCoordinates: WhiteOption;
    keywordToCoordinates: WhiteOption;
  };
  useFullColorNames: boolean;
  declareColorsWithZeroStones: boolean;
  declareColorsWithAllZeroStones: boolean;
}

import type { Diagnostic } from './diagnostic.js';
export type { Diagnostic };

type StringifyOptionsInput = Partial<Omit<GBBStringifyingOptions, 'separators'>> & {
  separators?: Partial<GBBStringifyingOptions['separators']>;
};

export declare const GBB: {
  parse(data: string, options?: Partial<GBBParsingOptions> | null): Board;
  stringify(board: Board | BoardLike | BoardData | LegacyBoardData, options?: StringifyOptionsInput | null): string;
};

declare class GBBParsingError extends Error {
  readonly isError: true;
  /** 1-based line of the offending token (the end of input for UnexpectedEOF). */
  readonly line: number;
  /** 1-based column, counted like JS string indices. */
  readonly col: number;
  readonly code: string;
  /** Every problem found, the first one being this error's. */
  readonly diagnostics: Diagnostic[];
}

declare class GBBStringifyingError extends Error {
  readonly isError: true;
  readonly code: string;
  readonly diagnostics: Diagnostic[];
}

export declare const GBBParsingErrors: {
  GBBParsingError: typeof GBBParsingError;
  UnexpectedToken: typeof GBBParsingError;
  UnexpectedEOF: typeof GBBParsingError;
  InvalidSizeDefinition: typeof GBBParsingError;
  HeadBoundaryExceeded: typeof GBBParsingError;
  CellBoundaryExceeded: typeof GBBParsingError;
  DuplicatedCellDefinition: typeof GBBParsingError;
  DuplicatedColorDefinition: typeof GBBParsingError;
  NumberTooLarge: typeof GBBParsingError;
};

export declare const GBBStringifyingErrors: {
  GBBStringifyingError: typeof GBBStringifyingError;
  InvalidSizeDefinition: typeof GBBStringifyingError;
  HeadBoundaryExceeded: typeof GBBStringifyingError;
  InvalidCellDefinition: typeof GBBStringifyingError;
  InvalidBoardDefinition: typeof GBBStringifyingError;
  InvalidHeadDefinition: typeof GBBStringifyingError;
  InvalidBoardDataDefinition: typeof GBBStringifyingError;
  OutputTooLarge: typeof GBBStringifyingError;
};
