// The board shown as an image a reader can keep: the SVG the svg module draws (with its own style
// rules, so that it stands alone), or a PNG, or a game as an animated GIF of its positions. The
// pixels come from the package's own rasterizer (dist/svg-raster.mjs, what renderPng and renderGif
// of boardnotation/svg use, imported on the first save), not from the browser's canvas: a page
// whose Content-Security-Policy has no `img-src data:` cannot draw an SVG on a canvas, and the
// images are then the same in a page, a worker and Node. The page's custom properties (--bn-*) do
// not travel with them: the images have the boards' default colours.
import { rasterApi } from '../svg/raster-api.js';

const raster = rasterApi({}, () => import('./svg-raster.mjs'));
// Opaque: a saved board has the white of a page behind it, as a GIF must.
const BACKGROUND = '#ffffff';

/** The scene drawn as a standalone SVG document (its styles inside). */
export function boardSvg(drawScene, scene, { orientation, language }) {
  return drawScene(scene, { orientation, language, styles: true });
}

/** `svg` as a PNG Blob `width` pixels wide. */
export async function svgToPng(svg, { width = 800 } = {}) {
  const bytes = await raster.svgToPng(svg, { width, background: BACKGROUND });
  return new Blob([bytes], { type: 'image/png' });
}

/**
 * The SVGs `svgs` (one per position, the same size) as a looping animated GIF Blob, `width`
 * pixels wide, each shown `delay` ms.
 */
export async function svgsToGif(svgs, { width = 400, delay = 1000 } = {}) {
  const bytes = await raster.svgsToGif(svgs, { width, delay });
  return new Blob([bytes], { type: 'image/gif' });
}

/** Offers `blob` as a file named `fileName` (the browser's download). */
export function saveFile(document, blob, fileName) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
