// renderPng, renderGif and svgToPng of boardnotation/svg, the same in every entry, and the
// viewer's images (svgToPng, svgsToGif): the rasterizer (dist/svg-raster.*, npm/src/svg/raster/)
// is loaded by `load` on the first call only, so that a program that draws SVG never loads it.
// `renderSvg` and `renderLine` are the entry's own (the viewer has its SVGs already).
import { badOption } from '../document/render-svg.js';

export function rasterApi({ renderSvg, renderLine } = {}, load) {
  const tools = { renderSvg, renderLine, badOption };
  let raster;
  const rasterizer = async () => (raster ??= await load());
  return {
    renderPng: async (text, options) => (await rasterizer()).renderPng(tools, text, options),
    renderGif: async (text, options) => (await rasterizer()).renderGif(tools, text, options),
    svgToPng: async (svg, options) => (await rasterizer()).svgToPng(tools, svg, options),
    svgsToGif: async (svgs, options) => (await rasterizer()).svgsToGif(tools, svgs, options),
  };
}
