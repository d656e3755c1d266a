// The rasterizer of boardnotation/svg in browsers and workers (dist/svg-raster.mjs), imported by
// svg.init.mjs on the first renderPng or renderGif (a bundler makes it a chunk of its own): PNG
// data compressed by the platform's CompressionStream where there is one, else stored as it is.
import { renderGifWith, renderPngWith, svgsToGifWith, svgToPngWith } from '../svg/raster/index.js';
import { storedZlib } from '../svg/raster/png.js';

async function deflate(bytes) {
  if (typeof CompressionStream !== 'function') return storedZlib(bytes);
  // 'deflate' is the zlib format, the one PNG's IDAT holds.
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export const renderPng = (tools, text, options) => renderPngWith({ ...tools, deflate }, text, options);
export const renderGif = (tools, text, options) => renderGifWith({ ...tools, deflate }, text, options);
export const svgToPng = (tools, svg, options) => svgToPngWith({ ...tools, deflate }, svg, options);
// For the viewer's toGif(): the SVGs of the positions it shows.
export const svgsToGif = (tools, svgs, options) => svgsToGifWith({ ...tools, deflate }, svgs, options);
