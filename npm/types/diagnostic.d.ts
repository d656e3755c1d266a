// The one shape of a problem found in an input, in every notation (docs/errors.md lists the
// codes). Some notations add fields: HenDiagnostic (offset), SsbDiagnostic (path, message index).

export interface Diagnostic {
  /** Catalogue code, e.g. "gbb.invalid_size". */
  code: string;
  severity: 'error' | 'warning';
  /** The message, in the language asked for. */
  message: string;
  /** 1-based; 0 when the problem is not tied to a place in the input. */
  line: number;
  /** 1-based, counted in UTF-16 units like JS strings and editors. */
  column: number;
  /** UTF-16 units covered. */
  length: number;
  /** The message's arguments. */
  args: Record<string, string>;
}
