// The error Bdl functions throw (npm/src/diagnostic-error.js), and the ones the wrapper raises.
import { diagnosticErrorClass, errorFromDiagnostics } from '../diagnostic-error.js';

export const BdlError = diagnosticErrorClass('BdlError');

export const bdlError = (diagnostics) => errorFromDiagnostics(BdlError, diagnostics);

// An error the wrapper raises itself (illegal move, failing explicit code), in the caller's language.
export function ownError(languages, language, code, args, extra = {}) {
  const message = languages.render(code, args, language);
  const diagnostic = {
    code,
    severity: 'error',
    line: extra.line ?? 0,
    column: extra.column ?? 0,
    length: 0,
    args: Object.fromEntries(args.map(([name, value]) => [name, String(value)])),
    message,
  };
  return new BdlError(message, {
    code,
    line: diagnostic.line,
    column: diagnostic.column,
    diagnostics: [diagnostic],
    cause: extra.cause,
  });
}

// What explicit code raised (createHooks' takeFailure()), as a BdlError at the block.
export function explicitFailure(languages, language, { block, error }) {
  return ownError(
    languages,
    language,
    'bdl.evaluator_failed',
    [
      ['part', `bdl.part.${block.part}`, true],
      ['what', error?.message ?? String(error)],
      ['line', block.line],
      ['column', block.column],
    ],
    { line: block.line, column: block.column, cause: error },
  );
}
