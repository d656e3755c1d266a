// Small decoders for the tests of renderPng and renderGif: a PNG of 8-bit RGBA (the only kind
// renderPng writes; every filter type) and the frames of a GIF (global palette, LZW), each as
// { width, height, data } of RGBA, checking the signatures, lengths and CRCs on the way.
import { inflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** The pixels of a PNG (8-bit RGBA, not interlaced). Throws on anything else or a bad CRC. */
export function decodePng(bytes) {
  const buffer = Buffer.from(bytes);
  if (buffer.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') throw new Error('not a PNG signature');
  let at = 8;
  let header = null;
  const idat = [];
  let ended = false;
  while (at < buffer.length) {
    const length = buffer.readUInt32BE(at);
    const type = buffer.toString('latin1', at + 4, at + 8);
    const body = buffer.subarray(at + 8, at + 8 + length);
    if (crc32(buffer.subarray(at + 4, at + 8 + length)) !== buffer.readUInt32BE(at + 8 + length))
      throw new Error(`bad CRC in ${type}`);
    if (type === 'IHDR') header = body;
    else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') ended = true;
    at += 12 + length;
  }
  if (!header || !ended) throw new Error('no IHDR or IEND');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  if (header[8] !== 8 || header[9] !== 6 || header[12] !== 0) throw new Error('not 8-bit RGBA');
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  if (raw.length !== (stride + 1) * height) throw new Error('wrong amount of image data');
  const data = new Uint8ClampedArray(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i];
      const a = i >= 4 ? data[y * stride + i - 4] : 0;
      const b = y > 0 ? data[(y - 1) * stride + i] : 0;
      const c = i >= 4 && y > 0 ? data[(y - 1) * stride + i - 4] : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predicted = [0, a, b, (a + b) >> 1, paeth][filter];
      if (predicted === undefined) throw new Error(`unknown filter ${filter}`);
      data[y * stride + i] = (value + predicted) & 0xff;
    }
  }
  return { width, height, data };
}

/** { width, height, frames: [{ delay, data, box }] } of a GIF with a global colour table, each frame composed. */
export function decodeGif(bytes) {
  const buffer = Buffer.from(bytes);
  if (!/^GIF8[79]a$/.test(buffer.toString('latin1', 0, 6))) throw new Error('not a GIF signature');
  const width = buffer.readUInt16LE(6);
  const height = buffer.readUInt16LE(8);
  const flags = buffer[10];
  let at = 13;
  let palette = [];
  if (flags & 0x80) {
    const size = 2 << (flags & 7);
    palette = buffer.subarray(at, at + 3 * size);
    at += 3 * size;
  }
  const frames = [];
  let delay = 0;
  const subBlocks = () => {
    const parts = [];
    while (buffer[at] !== 0) {
      parts.push(buffer.subarray(at + 1, at + 1 + buffer[at]));
      at += 1 + buffer[at];
    }
    at += 1;
    return Buffer.concat(parts);
  };
  for (;;) {
    const introducer = buffer[at++];
    if (introducer === 0x3b) break;
    if (introducer === 0x21) {
      const label = buffer[at++];
      const data = subBlocks();
      if (label === 0xf9) delay = data.readUInt16LE(1) * 10;
    } else if (introducer === 0x2c) {
      // Each frame is drawn over the one before (disposal 0 or 1), as a viewer shows it.
      const [left, top, w, h] = [0, 2, 4, 6].map((offset) => buffer.readUInt16LE(at + offset));
      if (left + w > width || top + h > height || buffer[at + 8] & 0xc0)
        throw new Error('only frames inside the screen, non-interlaced, with the global palette are read here');
      at += 9;
      const minimum = buffer[at++];
      const indices = lzwDecode(subBlocks(), minimum, w * h);
      const data = frames.length ? frames[frames.length - 1].data.slice() : new Uint8ClampedArray(width * height * 4);
      indices.forEach((index, p) => {
        const x = left + (p % w);
        const y = top + Math.floor(p / w);
        data.set([palette[3 * index], palette[3 * index + 1], palette[3 * index + 2], 255], 4 * (y * width + x));
      });
      frames.push({ delay, data, box: { left, top, width: w, height: h } });
    } else throw new Error(`unexpected block 0x${introducer?.toString(16)}`);
  }
  return { width, height, frames };
}

function lzwDecode(stream, minimum, count) {
  const clear = 1 << minimum;
  const end = clear + 1;
  let size = minimum + 1;
  let table = [];
  const reset = () => {
    table = Array.from({ length: clear + 2 }, (_, i) => [i]);
    size = minimum + 1;
  };
  reset();
  const out = [];
  let previous = null;
  let bits = 0;
  let value = 0;
  for (const byte of stream) {
    value |= byte << bits;
    bits += 8;
    while (bits >= size) {
      const code = value & ((1 << size) - 1);
      value >>>= size;
      bits -= size;
      if (code === clear) {
        reset();
        previous = null;
        continue;
      }
      if (code === end) {
        if (out.length !== count) throw new Error(`frame has ${out.length} pixels, not ${count}`);
        return out;
      }
      let entry;
      if (code < table.length) entry = table[code];
      else if (code === table.length && previous) entry = [...previous, previous[0]];
      else throw new Error(`bad LZW code ${code}`);
      out.push(...entry);
      if (previous && table.length < 4096) table.push([...previous, entry[0]]);
      previous = entry;
      if (table.length === 1 << size && size < 12) size++;
    }
  }
  throw new Error('LZW data without an end code');
}

/** The mean absolute difference per channel (r, g, b) of two images of the same size. */
export function meanDifference(a, b) {
  if (a.width !== b.width || a.height !== b.height)
    throw new Error(`sizes differ: ${a.width}x${a.height}, ${b.width}x${b.height}`);
  let sum = 0;
  for (let i = 0; i < a.data.length; i += 4)
    sum +=
      Math.abs(a.data[i] - b.data[i]) +
      Math.abs(a.data[i + 1] - b.data[i + 1]) +
      Math.abs(a.data[i + 2] - b.data[i + 2]);
  return sum / ((a.data.length / 4) * 3);
}
