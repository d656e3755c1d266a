// Moving data across the JS/wasm boundary: inputs are written into wasm memory once and
// passed as (address, length); nothing here knows about any notation. When malloc has no room,
// the error is a BoardnotationMemoryError (boundary-errors.js), as for the C++ side's failures.
import { memoryError } from './boundary-errors.js';

const encoder = new TextEncoder();

// Calls fn(address, byteLength) with `text` encoded as UTF-8 in wasm memory.
// The room asked for first is the text's length and an eighth more, which holds text that is
// mostly ASCII (the notations' syntax is); a text with more multi-byte characters moves to room
// for the rest at three bytes a character. Asking for three bytes a character up front grew wasm
// memory, which never shrinks, to three times the largest text ever passed.
export function withUtf8(wasm, text, fn) {
  let capacity = text.length + (text.length >>> 3) + 16;
  let address = allocate(wasm, capacity);
  try {
    // HEAPU8 is read after each malloc: growing the memory replaces the view.
    const first = encoder.encodeInto(text, wasm.HEAPU8.subarray(address, address + capacity));
    let written = first.written;
    if (first.read < text.length) {
      capacity = written + (text.length - first.read) * 3;
      const larger = allocate(wasm, capacity);
      wasm.HEAPU8.copyWithin(larger, address, address + written);
      wasm._free(address);
      address = larger;
      // encodeInto stops before a character that does not fit, never inside a surrogate pair.
      const rest = text.slice(first.read);
      written += encoder.encodeInto(rest, wasm.HEAPU8.subarray(address + written, address + capacity)).written;
    }
    return fn(address, written);
  } finally {
    wasm._free(address);
  }
}

// A block of `bytes` from malloc; a BoardnotationMemoryError when memory has no room for it.
function allocate(wasm, bytes) {
  const address = wasm._malloc(bytes);
  if (address === 0) throw memoryError();
  return address;
}

// Calls fn(address) with `values` (a Float64Array) copied into wasm memory.
export function withFloat64(wasm, values, fn) {
  const address = allocate(wasm, values.length * 8 || 8);
  try {
    wasm.HEAPF64.set(values, address / 8);
    return fn(address);
  } finally {
    wasm._free(address);
  }
}

// Calls fn(address) with `count` doubles that write(heap, index) puts into wasm memory (heap is
// HEAPF64, index the first double's): for values made from JS objects, no Float64Array between.
export function withFloat64Written(wasm, count, write, fn) {
  const address = allocate(wasm, count * 8 || 8);
  try {
    write(wasm.HEAPF64, address / 8);
    return fn(address);
  } finally {
    wasm._free(address);
  }
}

// Calls fn(address, length) with `bytes` (a Uint8Array) copied into wasm memory.
export function withBytes(wasm, bytes, fn) {
  const address = allocate(wasm, bytes.length || 1);
  try {
    wasm.HEAPU8.set(bytes, address);
    return fn(address, bytes.length);
  } finally {
    wasm._free(address);
  }
}

// Calls fn(address) with `values` (a Uint32Array) copied into wasm memory.
export function withUint32(wasm, values, fn) {
  const address = allocate(wasm, values.length * 4 || 4);
  try {
    wasm.HEAPU32.set(values, address / 4);
    return fn(address);
  } finally {
    wasm._free(address);
  }
}

// A large result crosses in batches that a binding hands to JS while the call runs (each read
// and its memory reused before the next). The binding keeps one JS function for them, set once
// through `setSink` (a function passed with every call cost a tenth of a small call); that
// function gives each batch's address to the `receive` of the call under way on that binding,
// whatever API object made it. Returns what `call` returns.
const sinks = new WeakMap();
export function withBatches(setSink, receive, call) {
  let state = sinks.get(setSink);
  if (state === undefined) {
    state = { receive: null };
    sinks.set(setSink, state);
    setSink((address) => state.receive(address));
  }
  const outer = state.receive;
  state.receive = receive;
  try {
    return call();
  } finally {
    state.receive = outer;
  }
}
