// boardnotation's board drawings: a scene (see ../document/contract.md) in, an SVG string out.
// Pure JavaScript: no WebAssembly and no DOM, so the same code serves renderSvg in Node (the CLI,
// static sites, server-side rendering), thumbnails, and the <board-viewer> element in browsers.
//
// options (every function):
//   orientation  'white' | 'black': chess from Black's side; Go, Gobstones and BDL turned 180°
//   language     'en' | 'es': the words of the accessible names and default title
//   size         pixels of the longer side (width/height attributes); the viewBox is always set,
//                so without a size the drawing scales to its container
//   title        the board's accessible name (a default one says what board it is)
//   coordinates  false leaves the coordinates (and their margin) out; true by default
//   idPrefix     the prefix of the drawing's ids and scoping class; by default one made from the
//                drawing itself, so the same scene gives the same string and different boards on
//                one page do not clash
//   highlights   chess and BDL: { selected, targets } (what a viewer shows for a clicked piece)
//   styles       false: no <style> inside the drawing (for a Content-Security-Policy without
//                'unsafe-inline' styles); the page adopts boardStyleSheet() instead
import { drawChessBoard, drawPiece, RULES as CHESS_RULES } from './chess-board.js';
import { drawGoBoard, RULES as GO_RULES } from './go-board.js';
import { drawGbbBoard, RULES as GBB_RULES } from './gbb-board.js';
import { drawBdlBoard, shortLabels as bdlPieceLabels, RULES as BDL_RULES } from './bdl-board.js';
import { scopedRules } from './frame.js';

export { drawChessBoard, drawGoBoard, drawGbbBoard, drawBdlBoard, drawPiece, bdlPieceLabels };

const DRAWERS = { chess: drawChessBoard, go: drawGoBoard, gbb: drawGbbBoard, bdl: drawBdlBoard };

// A scene without a kind is recognised when it is what a family's API gives: a gbb Board
// (isBoard), board data with cellData (Board.toJSON()), or a Hen (a board of stone numbers).
function kindOf(scene) {
  if (scene.kind) return scene.kind;
  if (scene.isBoard === true || Array.isArray(scene.cellData)) return 'gbb';
  if (Array.isArray(scene.board) && Array.isArray(scene.board[0]) && typeof scene.board[0][0] === 'number') return 'go';
  return undefined;
}

/** Any scene as an SVG string. Throws a TypeError for a scene that is not one. */
export function drawScene(scene, options = {}) {
  if (scene === null || typeof scene !== 'object')
    throw new TypeError(`drawScene: the scene must be an object, not ${scene === null ? 'null' : typeof scene}`);
  const kind = kindOf(scene);
  const draw = DRAWERS[kind];
  if (!draw)
    throw new TypeError(
      `drawScene: unknown scene kind ${JSON.stringify(kind)} (expected ${Object.keys(DRAWERS).join(', ')})`,
    );
  return draw(scene, options ?? {});
}

/**
 * The style rules of every kind of board as one CSS text, for boards drawn with { styles: false }:
 * a page whose Content-Security-Policy refuses inline styles loads it as a constructed style sheet
 * (CSSStyleSheet.replaceSync) or from a file. Each rule is scoped to its kind (.bn-chess ...).
 */
export function boardStyleSheet() {
  return [
    ['chess', CHESS_RULES],
    ['go', GO_RULES],
    ['gbb', GBB_RULES],
    ['bdl', BDL_RULES],
  ]
    .map(([kind, rules]) => scopedRules(rules, `.bn-board.bn-${kind}`))
    .join('\n');
}
