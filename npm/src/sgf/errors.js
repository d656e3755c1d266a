// The error Sgf.parse and Sgf.stringify throw: the first error's message, line and column,
// and every diagnostic of the input.
export class SgfError extends Error {
  constructor(message, { code, line, column, diagnostics } = {}) {
    super(message);
    this.name = 'SgfError';
    this.code = code;
    this.line = line;
    this.column = column;
    this.diagnostics = diagnostics;
  }
}

export function sgfError(diagnostics) {
  const first = diagnostics.find((d) => d.severity === 'error') ?? diagnostics[0];
  return new SgfError(first.message, { code: first.code, line: first.line, column: first.column, diagnostics });
}
