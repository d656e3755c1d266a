// Objects made in wasm (embind class instances: a chess game, a BDL game, a PGN stream) are C++
// objects JS's garbage collector cannot free. Their owner deletes them when done (free(), end(),
// a chess position replaced), and a FinalizationRegistry deletes the handle of an owner that was
// dropped without it. One registry per kind of handle.

export function handleRegistry() {
  const registry = new FinalizationRegistry((handle) => handle.delete());
  return {
    // `handle`, now owned by `owner`: deleted when the owner is collected, unless released first.
    own(owner, handle) {
      registry.register(owner, handle, owner);
      return handle;
    },
    // Deletes `handle` now; the owner's registration goes with it.
    release(owner, handle) {
      registry.unregister(owner);
      handle.delete();
    },
  };
}

// The error of an owner used after its free(): `what` names it ("This Chess object").
export function freedError(what) {
  const error = new Error(`${what} was freed (free() was called)`);
  error.name = 'BoardnotationFreedError';
  return error;
}
