// Errors of the chess API: a FEN the rules refuse, a move that is not legal. Both carry the
// diagnostic's code and every diagnostic found, with messages from the catalogue.

export class FenError extends Error {
  constructor(message, { code, column, diagnostics } = {}) {
    super(message);
    this.name = 'FenError';
    this.code = code;
    this.column = column;
    this.diagnostics = diagnostics ?? [];
  }
}

export class MoveError extends Error {
  constructor(message, { code, move, diagnostics } = {}) {
    super(message);
    this.name = 'MoveError';
    this.code = code;
    this.move = move;
    this.diagnostics = diagnostics ?? [];
  }
}

export function fenError(diagnostics) {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const first = errors[0];
  return new FenError(first.message, { code: first.code, column: first.column, diagnostics });
}
