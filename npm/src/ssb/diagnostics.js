// Diagnostics as the wrappers hand them out: plain objects whose args object has no
// prototype (argument names are fixed by the library, but a caller iterating them should
// never meet Object.prototype's keys), with the JSON path, message index and ply lifted
// from the arguments when the diagnostic has them.

export function shapeDiagnostic(d) {
  const args = Object.assign(Object.create(null), d.args);
  const out = {
    code: d.code,
    severity: d.severity,
    message: d.message,
    line: d.line,
    column: d.column,
    length: d.length,
    path: args.path ?? null,
    args,
  };
  if (args.message !== undefined) out.messageIndex = Number(args.message);
  if (args.ply !== undefined) out.ply = Number(args.ply);
  Object.defineProperty(out, 'toString', {
    value() {
      return this.message;
    },
    enumerable: false,
  });
  return out;
}
