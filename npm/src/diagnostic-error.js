// The error the notations throw for an input with errors: the first error's message, code,
// line and column, and every diagnostic of the input (errors and warnings). Each notation has its
// own class (SgfError, PgnError, BdlError, SsbError) so that `instanceof` and `name` tell them
// apart; GBB's and the chess façade's keep the fields of the libraries they replace.

export class DiagnosticError extends Error {
  constructor(message, { code, line, column, diagnostics = [], cause } = {}) {
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
    this.line = line;
    this.column = column;
    this.diagnostics = diagnostics;
  }
}

// A subclass of `Base` whose instances are named `name` (set on each instance, as Error's own
// name is read; a computed class name stays right when minifiers rename classes).
export function namedErrorClass(name, Base) {
  const classes = {
    [name]: class extends Base {
      constructor(message, details) {
        super(message, details);
        this.name = name;
      }
    },
  };
  return classes[name];
}

export const diagnosticErrorClass = (name) => namedErrorClass(name, DiagnosticError);

// The error of a list of diagnostics: its first error (or first diagnostic), as an ErrorClass.
export function errorFromDiagnostics(ErrorClass, diagnostics) {
  const first = diagnostics.find((d) => d.severity === 'error') ?? diagnostics[0];
  return new ErrorClass(first.message, { code: first.code, line: first.line, column: first.column, diagnostics });
}
