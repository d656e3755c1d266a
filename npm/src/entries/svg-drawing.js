// What boardnotation/svg exports in every setting, beside its loading (svg.node.js, svg.web.js):
// notation detection and the drawing functions, which need no wasm.
export { detect } from '../document/detect.js';
export {
  drawScene,
  drawChessBoard,
  drawGoBoard,
  drawGbbBoard,
  drawBdlBoard,
  drawPiece,
  bdlPieceLabels,
  boardStyleSheet,
} from '../svg/index.js';
export { isolateText } from '../svg/isolate.js';
