// The error the ssb builders throw when their input would not make a valid content: the
// first error's message and code, and every diagnostic.
export class SsbError extends Error {
  constructor(message, { code, diagnostics } = {}) {
    super(message);
    this.name = 'SsbError';
    this.code = code;
    this.diagnostics = diagnostics ?? [];
  }
}

export function ssbError(diagnostics) {
  const first = diagnostics.find((d) => d.severity === 'error') ?? diagnostics[0];
  return new SsbError(first.message, { code: first.code, diagnostics });
}
