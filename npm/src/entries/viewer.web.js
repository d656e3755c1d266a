// boardnotation/viewer: the <board-viewer> element and the BoardViewer class. A viewer loads the
// wasm module of the notation it shows when it first needs it (a dynamic import per family).
import { createWebLoader } from '../families/web-loader.js';
import { webImporters } from '../families/web-importers.js';
import { defineBoardViewer } from '../viewer/index.js';

const loader = createWebLoader(webImporters, 'boardnotation/viewer');

export const init = loader.init;
export const { BoardViewer } = defineBoardViewer(loader);
export { detect } from '../document/detect.js';
