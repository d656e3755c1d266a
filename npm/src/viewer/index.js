// boardnotation/viewer's element: defineBoardViewer(loader) makes the BoardViewer class for a family
// loader (npm/src/families/web-loader.js) and registers it as <board-viewer>. Importing this in
// Node (server-side rendering imports client modules on the server) defines nothing and throws
// nothing; only `new BoardViewer()` there says it needs a browser.
import { openDocument } from '../document/open.js';
import { detect } from '../document/detect.js';
import { drawScene } from '../svg/index.js';
import { familyOf } from '../families/notations.js';
import { createBoardViewerClass } from './board-viewer.js';

export const TAG_NAME = 'board-viewer';

/**
 * Returns { BoardViewer }. Registers it as <board-viewer> when the page has custom elements and
 * the name is free; when another copy of the package took the name, under the first free
 * "board-viewer-N", so `new BoardViewer(element)` still works.
 */
export function defineBoardViewer(loader) {
  const BoardViewer = createBoardViewerClass({
    loader,
    openDocument,
    sceneAt: (document, game, node) => document.sceneAt(game, node),
    detect,
    drawScene,
    familyOf,
  });
  const registry = globalThis.customElements;
  if (registry && typeof registry.define === 'function') {
    if (!registry.get(TAG_NAME)) registry.define(TAG_NAME, BoardViewer);
    else if (registry.get(TAG_NAME) !== BoardViewer) {
      let n = 2;
      while (registry.get(`${TAG_NAME}-${n}`)) n += 1;
      registry.define(`${TAG_NAME}-${n}`, BoardViewer);
    }
  }
  return { BoardViewer };
}
