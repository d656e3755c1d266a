// The rasterizer of boardnotation/svg in Node (dist/svg-raster.cjs), required by svg.cjs on the
// first renderPng or renderGif: PNG data compressed by node:zlib.
import { deflateSync } from 'node:zlib';
import { renderGifWith, renderPngWith, svgsToGifWith, svgToPngWith } from '../svg/raster/index.js';

const deflate = (bytes) => deflateSync(bytes);

export const renderPng = (tools, text, options) => renderPngWith({ ...tools, deflate }, text, options);
export const renderGif = (tools, text, options) => renderGifWith({ ...tools, deflate }, text, options);
export const svgToPng = (tools, svg, options) => svgToPngWith({ ...tools, deflate }, svg, options);
// For the viewer's toGif(): the SVGs of the positions it shows.
export const svgsToGif = (tools, svgs, options) => svgsToGifWith({ ...tools, deflate }, svgs, options);
