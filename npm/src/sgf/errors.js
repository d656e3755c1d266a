// The error Sgf.parse and Sgf.stringify throw (npm/src/diagnostic-error.js).
import { diagnosticErrorClass, errorFromDiagnostics } from '../diagnostic-error.js';

export const SgfError = diagnosticErrorClass('SgfError');

export const sgfError = (diagnostics) => errorFromDiagnostics(SgfError, diagnostics);
