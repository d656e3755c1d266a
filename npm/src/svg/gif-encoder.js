// A small GIF89a encoder for the animated exports of the viewer (board-image.js) and of
// boardnotation/svg's renderGif (raster/): frames of RGBA pixels (a canvas's ImageData, or the
// rasterizer's) in, the bytes of a looping animation out. One palette for the whole animation, made of
// the 256 colours the frames use most (boards have a few large areas of colour, and antialiased
// edges between them), each pixel drawn with the nearest of them; LZW as the GIF specification
// (89a, appendix F) gives it, with codes up to 12 bits.

const MAX_COLOURS = 256;

// A colour with 5 bits per channel: the key under which colours are counted and matched.
const key15 = (r, g, b) => ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);

/**
 * The palette: [r, g, b] of the colours the frames use most (at most 256), each the mean of the
 * pixels counted under its 15-bit key, so that a board's flat colours come out exact.
 */
function paletteOf(frames) {
  const counts = new Map(); // key -> [count, r, g, b]
  for (const { data } of frames) {
    // Every 4th pixel is enough to rank the colours of a board.
    for (let i = 0; i < data.length; i += 16) {
      const key = key15(data[i], data[i + 1], data[i + 2]);
      let entry = counts.get(key);
      if (!entry) counts.set(key, (entry = [0, 0, 0, 0]));
      entry[0] += 1;
      entry[1] += data[i];
      entry[2] += data[i + 1];
      entry[3] += data[i + 2];
    }
  }
  return [...counts.values()]
    .sort((a, b) => b[0] - a[0])
    .slice(0, MAX_COLOURS)
    .map(([count, r, g, b]) => [Math.round(r / count), Math.round(g / count), Math.round(b / count)]);
}

/** The palette index of every pixel of `data`, the nearest colour, found once per 15-bit colour. */
function indicesOf(data, palette, nearest) {
  const indices = new Uint8Array(data.length / 4);
  for (let p = 0, i = 0; i < data.length; i += 4, p++) {
    const key = key15(data[i], data[i + 1], data[i + 2]);
    let index = nearest[key];
    if (index === 255 && !nearest.known[key]) {
      let best = Infinity;
      for (let c = 0; c < palette.length; c++) {
        const [r, g, b] = palette[c];
        const dr = r - data[i];
        const dg = g - data[i + 1];
        const db = b - data[i + 2];
        const distance = dr * dr + dg * dg + db * db;
        if (distance < best) {
          best = distance;
          index = c;
        }
      }
      nearest[key] = index;
      nearest.known[key] = 1;
    }
    indices[p] = index;
  }
  return indices;
}

/** The LZW code stream of `indices` (8-bit minimum code size), packed LSB first. */
function lzw(indices) {
  const minCodeSize = 8;
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  let codeSize = minCodeSize + 1;
  let next = end + 1;
  const table = new Map();
  const out = [];
  let bits = 0;
  let count = 0;
  const emit = (code) => {
    bits |= code << count;
    count += codeSize;
    while (count >= 8) {
      out.push(bits & 0xff);
      bits >>>= 8;
      count -= 8;
    }
  };
  emit(clear);
  let prefix = indices[0];
  for (let i = 1; i < indices.length; i++) {
    const symbol = indices[i];
    const key = (prefix << 8) | symbol;
    const code = table.get(key);
    if (code !== undefined) {
      prefix = code;
      continue;
    }
    emit(prefix);
    if (next === 4096) {
      // The table is full: start again (the decoder does the same on the clear code).
      emit(clear);
      table.clear();
      next = end + 1;
      codeSize = minCodeSize + 1;
    } else {
      if (next >= 1 << codeSize) codeSize += 1;
      table.set(key, next++);
    }
    prefix = symbol;
  }
  emit(prefix);
  emit(end);
  if (count > 0) out.push(bits & 0xff);
  return out;
}

// The smallest rectangle holding every pixel that differs between two frames of `width` ×
// `height` pixels of one array element each (palette indices, or RGBA as 32-bit words); one pixel
// when none does: a frame must have at least one.
function changedBox(before, after, width, height) {
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let x = 0;
    while (x < width && before[row + x] === after[row + x]) x++;
    if (x === width) continue;
    let end = width - 1;
    while (before[row + end] === after[row + end]) end--;
    if (x < left) left = x;
    if (end > right) right = end;
    if (y < top) top = y;
    bottom = y;
  }
  if (right < 0) return { left: 0, top: 0, width: 1, height: 1 };
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
}

/**
 * What of the RGBA frame `after` differs from `before` (same size): { left, top, width, height,
 * data }, a frame for encodeGif that keeps only that rectangle. A caller that makes many frames
 * (renderGif) holds these instead of whole frames: a move changes a few squares.
 */
export function changedPart(before, after) {
  const words = (data) => new Uint32Array(data.buffer, data.byteOffset, data.length / 4);
  const box = changedBox(words(before.data), words(after.data), after.width, after.height);
  const data = new Uint8ClampedArray(box.width * box.height * 4);
  for (let y = 0; y < box.height; y++) {
    const from = ((box.top + y) * after.width + box.left) * 4;
    data.set(after.data.subarray(from, from + box.width * 4), y * box.width * 4);
  }
  return { ...box, data };
}

function crop(indices, width, box) {
  const out = new Uint8Array(box.width * box.height);
  for (let y = 0; y < box.height; y++) {
    const from = (box.top + y) * width + box.left;
    out.set(indices.subarray(from, from + box.width), y * box.width);
  }
  return out;
}

/**
 * A looping animated GIF of `frames` ([{ width, height, data }] of RGBA) shown `delay` ms each, as
 * a Uint8Array. The first frame sets the size; a later one may be a part ({ left, top, width,
 * height, data }, see changedPart), drawn over the frame before.
 */
export function encodeGif(frames, { delay = 1000 } = {}) {
  const { width, height } = frames[0];
  const palette = paletteOf(frames);
  while (palette.length < MAX_COLOURS) palette.push([0, 0, 0]);
  const nearest = new Uint8Array(1 << 15).fill(255);
  nearest.known = new Uint8Array(1 << 15);
  const bytes = [];
  const word = (value) => bytes.push(value & 0xff, (value >> 8) & 0xff);
  const text = (value) => bytes.push(...[...value].map((ch) => ch.charCodeAt(0)));
  text('GIF89a');
  word(width);
  word(height);
  bytes.push(0xf7, 0, 0); // a global colour table of 256 colours, 8 bits per channel
  for (const [r, g, b] of palette) bytes.push(r, g, b);
  // Loop for ever (the NETSCAPE2.0 application extension).
  bytes.push(0x21, 0xff, 11);
  text('NETSCAPE2.0');
  bytes.push(3, 1, 0, 0, 0);
  const hundredths = Math.max(2, Math.round(delay / 10));
  let previous = null;
  for (const frame of frames) {
    const indices = indicesOf(frame.data, palette, nearest);
    const whole = frame.width === width && frame.height === height && !frame.left && !frame.top;
    let box = { left: frame.left ?? 0, top: frame.top ?? 0, width: frame.width, height: frame.height };
    let pixels = indices;
    if (whole && previous) {
      // After the first frame only the rectangle that changed is written, over the frame before
      // (disposal 1: leave it): a move changes a few squares, so a game's GIF is a fraction the size.
      box = changedBox(previous, indices, width, height);
      pixels =
        box.width === width
          ? indices.subarray(box.top * width, (box.top + box.height) * width)
          : crop(indices, width, box);
    }
    previous = whole ? indices : null;
    bytes.push(0x21, 0xf9, 4, 1 << 2, hundredths & 0xff, (hundredths >> 8) & 0xff, 0, 0); // graphic control
    bytes.push(0x2c);
    word(box.left);
    word(box.top);
    word(box.width);
    word(box.height);
    bytes.push(0); // no local colour table, not interlaced
    bytes.push(8); // LZW minimum code size
    const stream = lzw(pixels);
    for (let at = 0; at < stream.length; at += 255) {
      const block = stream.slice(at, at + 255);
      bytes.push(block.length);
      for (const byte of block) bytes.push(byte);
    }
    bytes.push(0);
  }
  bytes.push(0x3b);
  return Uint8Array.from(bytes);
}
