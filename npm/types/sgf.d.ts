// Types of boardnotation/sgf: SGF FF[4] text <-> game trees as plain data.

import type { Diagnostic } from './diagnostic.js';

export interface SgfNode {
  /**
   * Property id -> values as written between the brackets (escapes kept: use Sgf.decodeText
   * for text). The object has no prototype: ids such as `__proto__` are ordinary keys.
   */
  properties: Record<string, string[]>;
  /** children[0] is the main line. */
  children: SgfNode[];
  /** Position of the node's ";" (1-based; column in UTF-16 units). Absent on nodes you build. */
  line?: number;
  column?: number;
}

export interface SgfGameTree {
  root: SgfNode;
  /**
   * The charset the tree's text was decoded from: the one CA names, or the one detected
   * ('UTF-8', 'GB18030', 'Shift_JIS', 'EUC-KR', 'Big5', 'ISO-8859-1', 'UTF-16LE'...). Always
   * 'UTF-8' for a string input, which is taken as already decoded.
   */
  charset: string;
  /** What the root's CA declares (escapes resolved), as written; null without CA. */
  declaredCharset: string | null;
  line: number;
  column: number;
}

/** Properties given as a plain object (values as a string or a list) or a Map. */
export interface SgfNodeInput {
  properties:
    Record<string, string | number | Array<string | number>> | Map<string, string | number | Array<string | number>>;
  children?: SgfNodeInput[];
}
export interface SgfGameTreeInput {
  root: SgfNodeInput;
}

export type SgfDiagnostic = Diagnostic;

export interface SgfParseOptions {
  language?: 'en' | 'es' | string;
  /**
   * Refuse what the default reading repairs with a warning (a missing "(" or ";", a truncated
   * tree or value, a stray ")", text between trees, a node after a variation, "()"): errors
   * instead. Default false.
   */
  strict?: boolean;
}
export interface SgfStringifyOptions {
  language?: 'en' | 'es' | string;
  /** One node per line (default true); false writes each game tree on one line. */
  lineBreakBetweenNodes?: boolean;
  /**
   * Leave each root's CA as it is. By default the text written (UTF-8) declares CA[UTF-8]: an
   * existing CA is replaced, and a tree with non-ASCII text and no CA gets one.
   */
  keepCharset?: boolean;
}

export declare class SgfError extends Error {
  readonly name: 'SgfError';
  readonly code: string;
  readonly line: number;
  readonly column: number;
  readonly diagnostics: SgfDiagnostic[];
}

export declare const Sgf: {
  /** Throws SgfError (with line and column) for malformed SGF. */
  parse(input: string | Uint8Array, options?: SgfParseOptions): SgfGameTree[];
  stringify(
    trees: SgfGameTreeInput | SgfGameTreeInput[] | SgfNodeInput | SgfNodeInput[],
    options?: SgfStringifyOptions,
  ): string;
  validate(
    input: string | Uint8Array,
    options?: SgfParseOptions,
  ): { ok: boolean; errors: SgfDiagnostic[]; warnings: SgfDiagnostic[] };
  /** A raw value -> its text (escapes resolved, soft line breaks removed). */
  decodeText(raw: string): string;
  /** Text -> a raw value ("\" and "]" escaped). */
  encodeText(text: string): string;
  /**
   * What JSON.stringify(value, null, space) gives, at any depth (JSON.stringify throws a
   * RangeError past about 2,000 nodes of depth); a TypeError for a cycle, naming where it closes.
   */
  jsonText(value: unknown, space?: number | string): string | undefined;
};
