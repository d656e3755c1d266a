// Types of boardnotation/hen: the API of hen-js (HEN <-> SGF), plus the other colours of the
// HEN grammar and rectangular boards.

import type { Diagnostic } from './diagnostic.js';

export declare const EMPTY: 0;
export declare const BLACK: 1;
export declare const WHITE: 2;
/** Every stone value: hen-js's three, then the other colours of the HEN grammar. */
export declare const Stone: {
  readonly EMPTY: 0;
  readonly BLACK: 1;
  readonly WHITE: 2;
  readonly RED: 3;
  readonly GREEN: 4;
  readonly BLUE: 5;
  readonly YELLOW: 6;
  readonly PURPLE: 7;
};
export type StoneValue = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
/** b w r g l y p: black, white, red, green, blue, yellow, purple. */
export type StoneLetter = 'b' | 'w' | 'r' | 'g' | 'l' | 'y' | 'p';
export type MarkName = 'CR' | 'SQ' | 'TR' | 'MA';

export interface HenPoint {
  row: number;
  col: number;
}
export interface HenLastMove {
  /** null for a pass. */
  row: number | null;
  col: number | null;
  color: StoneValue;
  pass: boolean;
}
export interface HenLabel extends HenPoint {
  letter: string;
}
export interface HenMark extends HenPoint {
  mark: MarkName;
}
export interface HenNumberedStone extends HenPoint {
  number: number;
}

export interface HenOptions {
  /** hen-js behaviour: b/w stones only, square boards (.NxM gives NxN), validate returns strings. */
  henJsCompatible?: boolean;
}
export interface HenValidateOptions extends HenOptions {
  language?: 'en' | 'es' | string;
}

export interface HenDiagnostic extends Diagnostic {
  /** Offset in the URL-decoded text (UTF-8 bytes, as the message says). */
  offset: number;
  /** The message. */
  toString(): string;
}

export interface HenValidation<D = HenDiagnostic> {
  ok: boolean;
  errors: D[];
  warnings: D[];
}

export interface HenFields {
  size?: number;
  width?: number;
  height?: number;
  board?: number[][];
  koPoint?: HenPoint | null;
  lastMove?: HenLastMove | null;
  turn?: StoneLetter | null;
  labels?: HenLabel[];
  marks?: HenMark[];
  numberedStones?: HenNumberedStone[];
  playerOrder?: StoneLetter[] | null;
}

/** A Go position. Rows are 0-based from the top (internal row = height - HEN row). */
export declare class Hen {
  constructor(fields?: HenFields);
  /** The width (hen-js has square boards only). */
  size: number;
  width: number;
  height: number;
  /** board[row][col]: EMPTY, BLACK, WHITE (or another Stone value). */
  board: number[][];
  koPoint: HenPoint | null;
  lastMove: HenLastMove | null;
  turn: StoneLetter | null;
  labels: HenLabel[];
  marks: HenMark[];
  numberedStones: HenNumberedStone[];
  playerOrder: StoneLetter[] | null;
  /** Canonical HEN. */
  toString(): string;
  /** Setup stones as AB/AW, the last move as the one move node, marks and labels. */
  toSgf(): string;

  /** Lenient: null for falsy input; URL-encoded input accepted. */
  static parse(str: string | null | undefined, options?: HenOptions): Hen | null;
  /** The main line after `moveNumber` moves as HEN; '' for invalid or empty SGF. A string is
   * already-decoded text; a Uint8Array (a file's bytes) is decoded as Sgf.parse decodes it (its
   * CA charset, or the one detected). Malformed SGF is read as Sgf.parse reads it by default. */
  static sgf2hen(sgf: string | Uint8Array | null | undefined, moveNumber?: number, options?: HenOptions): string;
  /** Like sgf2hen, as a Hen; null for invalid or empty SGF. */
  static fromSgf(sgf: string | Uint8Array | null | undefined, moveNumber?: number, options?: HenOptions): Hen | null;
  static validate(
    str: string | null | undefined,
    options: HenValidateOptions & { henJsCompatible: true },
  ): HenValidation<string>;
  static validate(str: string | null | undefined, options?: HenValidateOptions): HenValidation;
}
