// The errors of the wasm boundary, the same in every notation and every entry point: the module's
// memory is full (BoardnotationMemoryError), or the C++ core failed in a way it should not
// (BoardnotationInternalError, a bug). bindings/boundary.js throws them for the C++ side through
// the `boundaryError` hook that composeApi (api.js) sets on each module; wasm-io.js throws the
// first when there is no room for an input. Named as the load errors are (load/instantiate.js):
// by `name`, so that every core of an application makes the same kind of error without sharing a
// class. The messages are in English only: rendering a catalogue message needs the memory that
// just ran out. Their codes are the catalogue's (docs/errors.md).

const PACKAGE = 'boardnotation';

// `what`: what could not be done, e.g. "for an input of 300000000 characters" (may be empty).
export function memoryError(what = '') {
  const error = new RangeError(
    `${PACKAGE}: not enough WebAssembly memory${what ? ` ${what}` : ''}: the module's memory is full ` +
      `(it ends at 2 GiB). Free what holds it (free() of Chess objects and BDL games, end() of PGN ` +
      `readers), or split the input; the library still works for what fits.`,
  );
  error.name = 'BoardnotationMemoryError';
  error.code = 'common.out_of_memory';
  return error;
}

export function internalError(what) {
  const error = new Error(`${PACKAGE}: internal error: ${what}. Please report it.`);
  error.name = 'BoardnotationInternalError';
  error.code = 'common.internal_error';
  return error;
}

// The hook bindings/boundary.js calls: (outOfMemory, what of the C++ exception) -> the error.
export const boundaryError = (outOfMemory, what) => (outOfMemory ? memoryError() : internalError(what));
