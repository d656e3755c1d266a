// The error the ssb builders throw when their input would not make a valid content
// (npm/src/diagnostic-error.js).
import { diagnosticErrorClass, errorFromDiagnostics } from '../diagnostic-error.js';

export const SsbError = diagnosticErrorClass('SsbError');

export const ssbError = (diagnostics) => errorFromDiagnostics(SsbError, diagnostics);
