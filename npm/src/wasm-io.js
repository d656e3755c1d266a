// Moving data across the JS/wasm boundary: inputs are written into wasm memory once and
// passed as (address, length); nothing here knows about any notation.

const encoder = new TextEncoder();

// Calls fn(address, byteLength) with `text` encoded as UTF-8 in wasm memory.
export function withUtf8(wasm, text, fn) {
  const capacity = text.length * 3;
  const address = wasm._malloc(capacity || 1);
  if (address === 0) throw new RangeError(`Not enough memory for an input of ${text.length} characters`);
  try {
    // HEAPU8 is read after malloc: growing the memory replaces the view.
    const { written } = encoder.encodeInto(text, wasm.HEAPU8.subarray(address, address + capacity));
    return fn(address, written);
  } finally {
    wasm._free(address);
  }
}

// Calls fn(address) with `values` (a Float64Array) copied into wasm memory.
export function withFloat64(wasm, values, fn) {
  const address = wasm._malloc(values.length * 8 || 8);
  if (address === 0) throw new RangeError(`Not enough memory for ${values.length} numbers`);
  try {
    wasm.HEAPF64.set(values, address / 8);
    return fn(address);
  } finally {
    wasm._free(address);
  }
}

// Calls fn(address, length) with `bytes` (a Uint8Array) copied into wasm memory.
export function withBytes(wasm, bytes, fn) {
  const address = wasm._malloc(bytes.length || 1);
  if (address === 0) throw new RangeError(`Not enough memory for an input of ${bytes.length} bytes`);
  try {
    wasm.HEAPU8.set(bytes, address);
    return fn(address, bytes.length);
  } finally {
    wasm._free(address);
  }
}

// Calls fn(address) with `values` (a Uint32Array) copied into wasm memory.
export function withUint32(wasm, values, fn) {
  const address = wasm._malloc(values.length * 4 || 4);
  if (address === 0) throw new RangeError(`Not enough memory for ${values.length} numbers`);
  try {
    wasm.HEAPU32.set(values, address / 4);
    return fn(address);
  } finally {
    wasm._free(address);
  }
}
