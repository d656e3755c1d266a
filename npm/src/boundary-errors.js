// The errors of the wasm boundary, the same in every notation and every entry point: the module's
// memory is full (BoardnotationMemoryError, a RangeError), or the C++ core failed in a way it
// should not (BoardnotationInternalError, a bug). bindings/boundary.js throws them for the C++
// side through the `boundaryError` hook that composeApi (api.js) sets on each module; wasm-io.js
// throws the first when there is no room for an input. Named as the load errors are
// (load/instantiate.js): by `name`, so that every core of an application makes the same kind of
// error without sharing a class. English only: rendering a catalogue message needs the memory
// that just ran out. Their codes are the catalogue's (docs/errors.md).

// (outOfMemory, what() of the C++ exception) -> the error.
export function boundaryError(outOfMemory, what) {
  const error = outOfMemory
    ? new RangeError(
        'boardnotation: not enough WebAssembly memory (it ends at 2 GiB): free() Chess objects and BDL games, ' +
          'end() PGN readers, or split the input',
      )
    : new Error(`boardnotation: internal error: ${what}. Please report it.`);
  error.name = outOfMemory ? 'BoardnotationMemoryError' : 'BoardnotationInternalError';
  error.code = outOfMemory ? 'common.out_of_memory' : 'common.internal_error';
  return error;
}

export const memoryError = () => boundaryError(true);
