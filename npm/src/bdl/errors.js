// The error Bdl functions throw: the first error's message, code, line and column, and every
// diagnostic (errors and warnings) of the input.
export class BdlError extends Error {
  constructor(message, { code, line, column, diagnostics = [], cause } = {}) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'BdlError';
    this.code = code;
    this.line = line;
    this.column = column;
    this.diagnostics = diagnostics;
  }
}

export function bdlError(diagnostics) {
  const first = diagnostics.find((d) => d.severity === 'error') ?? diagnostics[0];
  return new BdlError(first.message, { code: first.code, line: first.line, column: first.column, diagnostics });
}

// An error the wrapper raises itself (illegal move, failing explicit code), in the caller's language.
export function ownError(languages, language, code, args, extra = {}) {
  const message = languages.render(code, args, language);
  const diagnostic = {
    code, severity: 'error', line: extra.line ?? 0, column: extra.column ?? 0, length: 0,
    args: Object.fromEntries(args.map(([name, value]) => [name, String(value)])), message,
  };
  return new BdlError(message, { code, line: diagnostic.line, column: diagnostic.column, diagnostics: [diagnostic], cause: extra.cause });
}

// What explicit code raised (createHooks' takeFailure()), as a BdlError at the block.
export function explicitFailure(languages, language, { block, error }) {
  return ownError(languages, language, 'bdl.evaluator_failed', [
    ['part', `bdl.part.${block.part}`, true], ['what', error?.message ?? String(error)],
    ['line', block.line], ['column', block.column]], { line: block.line, column: block.column, cause: error });
}
