// The error Pgn.parseMovetext, Pgn.stringify and chess.loadPgn throw (npm/src/diagnostic-error.js).
import { diagnosticErrorClass, errorFromDiagnostics } from '../diagnostic-error.js';

export const PgnError = diagnosticErrorClass('PgnError');

export const pgnError = (diagnostics) => errorFromDiagnostics(PgnError, diagnostics);
