// The board shown as an image a reader can keep: the SVG the svg module draws (with its own style
// rules, so that it stands alone), or a PNG painted from it on a canvas. The page's custom
// properties (--bn-*) do not travel with it: the image has the boards' default colours. A game
// can also be kept as an animated GIF of its positions (../svg/gif-encoder.js, shared with boardnotation/svg).
import { encodeGif } from '../svg/gif-encoder.js';

/** The scene drawn as a standalone SVG document (its styles inside). */
export function boardSvg(drawScene, scene, { orientation, language }) {
  return drawScene(scene, { orientation, language, styles: true });
}

/**
 * `svg` (a standalone SVG text) painted on a canvas `width` pixels wide. The SVG is read as a
 * data: image: a page whose Content-Security-Policy has no `img-src data:` cannot do it.
 */
export async function svgToCanvas(document, svg, { width = 800 } = {}) {
  const image = new document.defaultView.Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const ratio = image.naturalHeight / image.naturalWidth || 1;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width);
  canvas.height = Math.round(width * ratio);
  const context = canvas.getContext('2d');
  // An opaque background: an image format without transparency (GIF here) shows it as drawn.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** `svg` as a PNG Blob `width` pixels wide. */
export async function svgToPng(document, svg, { width = 800 } = {}) {
  const canvas = await svgToCanvas(document, svg, { width });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The browser could not make a PNG'))),
      'image/png',
    ),
  );
}

/**
 * The SVGs `svgs` (one per position, the same size) as a looping animated GIF Blob, `width`
 * pixels wide, each shown `delay` ms.
 */
export async function svgsToGif(document, svgs, { width = 400, delay = 1000 } = {}) {
  const frames = [];
  for (const svg of svgs) {
    const canvas = await svgToCanvas(document, svg, { width });
    frames.push(canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height));
  }
  return new Blob([encodeGif(frames, { delay })], { type: 'image/gif' });
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
