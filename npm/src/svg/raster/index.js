// renderPng and renderGif of boardnotation/svg: the board's SVG (renderSvg) painted into pixels
// by this package's own rasterizer (render.js), then written as PNG (png.js) or as an animated
// GIF (../gif-encoder.js, the encoder the viewer uses too). Loaded only when one of them is called
// (the entries require or import it on first use), so renderSvg's download stays as it was.
import { rasterize } from './render.js';
import { imageData } from './coverage.js';
import { parseColour } from './render.js';
import { encodePng } from './png.js';
import { changedPart, encodeGif } from '../gif-encoder.js';

// Past this many pixels a side an image is refused: 8192² RGBA in floats is already 1 GB.
const MAX_SIDE = 8192;
const MAX_DELAY = 655350; // a GIF frame's delay is 16 bits of hundredths of a second

const RASTER_OPTIONS = ['width', 'delay', 'plies', 'background'];

function checked(tools, options, { gif }) {
  if (options === null || typeof options !== 'object') return { svgOptions: options };
  const language = options.language === 'es' ? 'es' : 'en';
  const bad = (name, expected) => tools.badOption(language, name, options[name], expected);
  const { width, delay, background } = options;
  if (width !== undefined && !(Number.isFinite(width) && width >= 1 && width <= MAX_SIDE))
    throw bad('width', `a number of pixels from 1 to ${MAX_SIDE}`);
  if (delay !== undefined && !(Number.isFinite(delay) && delay >= 0 && delay <= MAX_DELAY))
    throw bad('delay', `milliseconds from 0 to ${MAX_DELAY}`);
  let backdrop = gif ? [1, 1, 1] : null;
  if (background !== undefined && background !== null) {
    const colour = parseColour(background);
    if (!colour || colour.alpha !== 1) throw bad('background', "an opaque CSS colour such as '#ffffff'");
    backdrop = colour.rgb;
  }
  const svgOptions = { ...options };
  for (const name of RASTER_OPTIONS) delete svgOptions[name];
  // The drawing carries its own style rules for browsers; the rasterizer reads its attributes.
  return { svgOptions, width, delay, backdrop };
}

/** An SVG that this package drew as { width, height, data } (8-bit RGBA). */
export function svgImage(svg, { width, background = null } = {}) {
  return imageData(rasterize(svg, { width }), background);
}

/**
 * svgToPng(svg, { width, background }): an SVG that this package drew (renderSvg, drawScene...)
 * as a PNG, with the entry's `tools.deflate`. A Promise of the bytes.
 */
export async function svgToPngWith(tools, svg, options = {}) {
  if (typeof svg !== 'string') throw new TypeError(`svgToPng(svg, options): svg must be a string, not ${typeof svg}`);
  const { width, backdrop } = checked(tools, options ?? {}, { gif: false });
  return encodePng(svgImage(svg, { width, background: backdrop }), tools.deflate);
}

/**
 * renderPng(text, options) with the entry's tools: { renderSvg, renderLine, badOption, deflate }.
 * A Promise of the PNG's bytes.
 */
export async function renderPngWith(tools, text, options = {}) {
  const { svgOptions, width, backdrop } = checked(tools, options, { gif: false });
  const svg = tools.renderSvg(text, svgOptions);
  return encodePng(svgImage(svg, { width, background: backdrop }), tools.deflate);
}

/** renderGif(text, options): every position of the line as a frame. A Promise of the GIF's bytes. */
export async function renderGifWith(tools, text, options = {}) {
  const { svgOptions, width, delay = 1000, backdrop } = checked(tools, options, { gif: true });
  if (svgOptions && options.plies !== undefined) svgOptions.plies = options.plies;
  return gifOf(tools.renderLine(text, svgOptions), { width, delay, backdrop });
}

/**
 * SVGs this package drew (one per position, the same size) as a looping animated GIF, each shown
 * `delay` ms: what the viewer's toGif() saves. A Promise of the GIF's bytes.
 */
export async function svgsToGifWith(tools, svgs, options = {}) {
  const { width, delay = 1000, backdrop } = checked(tools, options ?? {}, { gif: true });
  return gifOf(svgs, { width, delay, backdrop });
}

function gifOf(svgs, { width, delay, backdrop }) {
  // Each frame after the first kept as the part that changed: a long game at a large size would
  // otherwise hold hundreds of whole images at once.
  const frames = [];
  let previous = null;
  for (const svg of svgs) {
    const image = svgImage(svg, { width, background: backdrop });
    frames.push(previous ? changedPart(previous, image) : image);
    previous = image;
  }
  return encodeGif(frames, { delay });
}
