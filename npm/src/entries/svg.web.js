// boardnotation/svg in browsers, workers and bundlers. Each family is a dynamic import, so
// boardnotation/svg/init downloads only the modules of the notations passed to init(); the ready
// entry (boardnotation/svg) awaits every family at import (scripts/build-npm.mjs adds the await).
import { createWebLoader } from '../families/web-loader.js';
import { webImporters } from '../families/web-importers.js';
import { renderLineWith, renderSvgWith } from '../document/render-svg.js';
import { rasterApi } from '../svg/raster-api.js';
import { openDocument as openWith, openPgnGames as pgnGamesWith } from '../document/open.js';

const loader = createWebLoader(webImporters, 'boardnotation/svg');

export const init = loader.init;
export const renderSvg = (text, options) => renderSvgWith(loader.apis, text, options);
export const openDocument = (text, options) => openWith(text, options, loader.apis);
export const openPgnGames = (games, options) => pgnGamesWith(games, options, loader.apis);
export * from './svg-drawing.js';

// renderPng and renderGif: the rasterizer (dist/svg-raster.mjs) is imported on first use only (raster-api.js).
export const { renderPng, renderGif, svgToPng } = rasterApi(
  { renderSvg, renderLine: (text, options) => renderLineWith(loader.apis, text, options) },
  () => import('./svg-raster.mjs'),
);
