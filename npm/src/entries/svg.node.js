// boardnotation/svg in Node (import and require): the families load synchronously on first use,
// so renderSvg() works at once for every notation and loads only the modules it draws.
import { createNodeFamilies } from '../families/node-loader.js';
import { renderLineWith, renderSvgWith } from '../document/render-svg.js';
import { rasterApi } from '../svg/raster-api.js';
import { openDocument as openWith, openPgnGames as pgnGamesWith } from '../document/open.js';

const families = createNodeFamilies(
  {
    gbb: () => require('./core-gbb.node.cjs'),
    go: () => require('./core-go.node.cjs'),
    chess: () => require('./core-chess.node.cjs'),
    ssb: () => require('./core-ssb.node.cjs'),
    bdl: () => require('./core-bdl.node.cjs'),
  },
  'boardnotation/svg',
);

export const init = families.init;
export const renderSvg = (text, options) => renderSvgWith(families.apis, text, options);
export const openDocument = (text, options) => openWith(text, options, families.apis);
export const openPgnGames = (games, options) => pgnGamesWith(games, options, families.apis);
export * from './svg-drawing.js';

// renderPng and renderGif: the rasterizer (dist/svg-raster.cjs) is required on first use only (raster-api.js).
export const { renderPng, renderGif, svgToPng } = rasterApi(
  { renderSvg, renderLine: (text, options) => renderLineWith(families.apis, text, options) },
  () => require('./svg-raster.cjs'),
);
