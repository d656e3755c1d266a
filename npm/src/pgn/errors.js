// The error Pgn.parseMovetext, Pgn.stringify and chess.loadPgn throw: the first error's
// message, code, line and column, and every diagnostic.
export class PgnError extends Error {
  constructor(message, { code, line, column, diagnostics } = {}) {
    super(message);
    this.name = 'PgnError';
    this.code = code;
    this.line = line;
    this.column = column;
    this.diagnostics = diagnostics;
  }
}

export function pgnError(diagnostics) {
  const first = diagnostics.find((d) => d.severity === 'error') ?? diagnostics[0];
  return new PgnError(first.message, { code: first.code, line: first.line, column: first.column, diagnostics });
}
