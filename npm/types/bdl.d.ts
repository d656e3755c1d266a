// Types of boardnotation/bdl: BDL (Board Description Language 1.1.0) text <-> syntax tree,
// checks, canonical text, and the described game.

import type { Diagnostic } from './diagnostic.js';

/** Where a node starts in the text it was read from (1-based; column in UTF-16 units). Absent on trees you build. */
export interface BdlPosition {
  line: number;
  column: number;
}
interface Located {
  at?: BdlPosition;
}

/** An INT or an inclusive range [lo, hi]. */
export type BdlComponent = number | [number, number];
export interface BdlVector extends Located {
  x: BdlComponent;
  y: BdlComponent;
}

export type BdlRule =
  | (Located & { rule: 'first_player' | 'width' | 'height'; value: number })
  | (Located & { rule: 'coloring' | 'player_change'; value: 'alternate' })
  | (Located & { rule: 'coloring' | 'player_change'; code: string });

export type BdlMove =
  | (Located & { kind: 'vector'; x: BdlComponent; y: BdlComponent; kills?: boolean })
  | (Located & {
      kind: 'horizontal' | 'vertical' | 'diagonal';
      from: number | null;
      to: number | null;
      kills?: boolean;
    })
  | (Located & { kind: 'explicit'; code: string; kills?: boolean });

export type BdlPieceModifier =
  | (Located & { kind: 'can_jump' | 'mirrored'; value?: boolean })
  | (Located & { kind: 'spawn'; pieces: string[] })
  | (Located & { kind: 'on_end_reached' | 'explicit'; code: string });

/** A named piece, or a whole piece given as JavaScript (`code`). */
export type BdlPiece =
  (Located & { name: string; moves: BdlMove[]; modifiers?: BdlPieceModifier[] }) | (Located & { code: string });

export type BdlPlacementModifier =
  (Located & { kind: 'mirrored'; value?: boolean }) | (Located & { kind: 'owner'; value: number });

/** `positions` holds each positions block (only the first is used by the game). */
export type BdlPlacement =
  | (Located & { name: string; positions: BdlVector[][]; modifiers?: BdlPlacementModifier[] })
  | (Located & { code: string });

export type BdlInvariant =
  | (Located & { kind: 'cant_risk' | 'protect_piece' | 'pawn_movement'; pieces: string[] })
  | (Located & { kind: 'explicit'; code: string });

export type BdlFinishRule = (Located & { kind: 'no_moves_available' }) | (Located & { kind: 'explicit'; code: string });

/** The syntax tree: plain JSON-serialisable data. Explicit code is the text between the braces, verbatim. */
export interface BdlTree {
  rules: BdlRule[];
  pieces: BdlPiece[];
  placements: BdlPlacement[];
  invariants: BdlInvariant[];
  finish: BdlFinishRule[];
}

export type BdlDiagnostic = Diagnostic;

export interface BdlCheckResult {
  ok: boolean;
  errors: BdlDiagnostic[];
  warnings: BdlDiagnostic[];
}

export interface BdlOptions {
  language?: 'en' | 'es' | string;
}

export interface BdlExplicitInfo {
  part: 'player_change' | 'move' | 'invariant' | 'finish';
  line: number;
  column: number;
}

export interface BdlGameOptions extends BdlOptions {
  /**
   * Runs explicit JavaScript: returns the value of the JavaScript expression `code` (a function
   * for player_change, invariants and finish rules; an array of move entries for moves).
   * Without it, a game that needs explicit code is refused (bdl.needs_evaluator). The library
   * never evaluates code itself: pass one only for descriptions you trust, or sandbox it.
   */
  evaluator?: (code: string, info: BdlExplicitInfo) => unknown;
}

/** A square in the BDL frame: x = column from the left, y = row from the bottom. */
export interface BdlSquare {
  x: number;
  y: number;
}

export interface BdlPieceOnBoard {
  piece: string;
  owner: number;
  /** True for the copies a `mirrored` placement adds for the other owner. */
  mirroredCopy: boolean;
}

export interface BdlGameMove {
  from: BdlSquare;
  to: BdlSquare;
  piece: string;
  captured?: string;
  /** The piece the mover becomes (on_end_reached: spawn(...)); one move per choice. */
  spawn?: string;
}

export interface BdlGame {
  readonly width: number;
  readonly height: number;
  /** The player to move (0 or 1), -1 once the game is over. */
  readonly turn: number;
  readonly moveCount: number;
  readonly pieceNames: string[];
  /** board()[y][x] */
  board(): Array<Array<BdlPieceOnBoard | null>>;
  /** Throws BdlError bdl.too_much_work past the work budget of one call (the game unchanged). */
  moves(from?: BdlSquare): BdlGameMove[];
  move(from: BdlSquare, to: BdlSquare, spawn?: string): BdlGameMove;
  move(move: { from: BdlSquare; to: BdlSquare; spawn?: string }): BdlGameMove;
  isOver(): boolean;
  /** Throws BdlError bdl.too_much_work past the work budget of one call. */
  perft(depth: number): number;
  /** Frees the wasm memory now (otherwise freed when the game is garbage collected). */
  free(): void;
}

export declare const Bdl: {
  parse(text: string, options?: BdlOptions): BdlTree;
  check(input: string | BdlTree, options?: BdlOptions): BdlCheckResult;
  format(input: string | BdlTree, options?: BdlOptions): string;
  game(input: string | BdlTree, options?: BdlGameOptions): BdlGame;
};

export declare class BdlError extends Error {
  code: string;
  line: number;
  column: number;
  diagnostics: BdlDiagnostic[];
}
