// RGBA pixels as a PNG file: 8 bits per channel, each row filtered with whichever of None, Sub and
// Up gives the smallest sum (the usual heuristic), compressed by the `deflate` given (node:zlib's
// in Node, CompressionStream's in browsers) or, where there is none, stored uncompressed in a
// valid zlib stream. A PNG needs nothing else.

const CRC_TABLE = new Int32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

function crc32(bytes, start = 0, end = bytes.length) {
  let c = -1;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}

function adler32(bytes) {
  let a = 1;
  let b = 0;
  for (let i = 0; i < bytes.length;) {
    const end = Math.min(bytes.length, i + 5552);
    for (; i < end; i++) {
      a += bytes[i];
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** A zlib stream of `bytes` in stored (uncompressed) blocks: valid everywhere, no compression. */
export function storedZlib(bytes) {
  const blocks = Math.max(1, Math.ceil(bytes.length / 65535));
  const out = new Uint8Array(2 + bytes.length + blocks * 5 + 4);
  out[0] = 0x78;
  out[1] = 0x01;
  let at = 2;
  for (let block = 0; block < blocks; block++) {
    const start = block * 65535;
    const length = Math.min(65535, bytes.length - start);
    out[at++] = block === blocks - 1 ? 1 : 0;
    out[at++] = length & 0xff;
    out[at++] = length >> 8;
    out[at++] = ~length & 0xff;
    out[at++] = (~length >> 8) & 0xff;
    out.set(bytes.subarray(start, start + length), at);
    at += length;
  }
  const check = adler32(bytes);
  out[at++] = check >>> 24;
  out[at++] = (check >>> 16) & 0xff;
  out[at++] = (check >>> 8) & 0xff;
  out[at++] = check & 0xff;
  return out;
}

// The rows, each with its filter byte first.
function filtered({ width, height, data }) {
  const stride = width * 4;
  const out = new Uint8Array((stride + 1) * height);
  const rows = [new Uint8Array(stride), new Uint8Array(stride), new Uint8Array(stride)];
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    const [none, sub, up] = rows;
    const sums = [0, 0, 0];
    for (let i = 0; i < stride; i++) {
      const value = data[row + i];
      none[i] = value;
      sub[i] = value - (i >= 4 ? data[row + i - 4] : 0);
      up[i] = value - (y > 0 ? data[row - stride + i] : 0);
      sums[0] += none[i] < 128 ? none[i] : 256 - none[i];
      sums[1] += sub[i] < 128 ? sub[i] : 256 - sub[i];
      sums[2] += up[i] < 128 ? up[i] : 256 - up[i];
    }
    const best = sums[1] < sums[0] ? (sums[2] < sums[1] ? 2 : 1) : sums[2] < sums[0] ? 2 : 0;
    out[y * (stride + 1)] = best;
    out.set(rows[best], y * (stride + 1) + 1);
  }
  return out;
}

function chunk(type, body) {
  const out = new Uint8Array(12 + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, body.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(body, 8);
  view.setUint32(8 + body.length, crc32(out, 4, 8 + body.length));
  return out;
}

/**
 * `image` ({ width, height, data: 8-bit RGBA }) as the bytes of a PNG file. `deflate(bytes)` gives
 * a zlib stream (sync or a promise); without one the data is stored uncompressed.
 */
export async function encodePng(image, deflate = storedZlib) {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, image.width);
  view.setUint32(4, image.height);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, adaptive filtering, not interlaced
  const compressed = await deflate(filtered(image));
  const parts = [
    Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    chunk('IHDR', header),
    chunk('IDAT', compressed instanceof Uint8Array ? compressed : new Uint8Array(compressed)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
