// The viewer's Gobstones board: huge boards' stones painted on a canvas, the legend, and the cell
// inspector (a cell pointed at or chosen with the arrows, what it holds said under the board and
// in an event). What a cell holds is read from the scene (gbb-board.js); this file keeps only the
// cell inspected. One of the viewer's controllers (board-viewer.js).
import { attachCellInspector, cellName, legendEntries, paintStones, paintsStones, showCursor } from './gbb-board.js';

export class GbbController {
  #host;
  #cell = null; // the cell the inspector says

  constructor(host) {
    this.#host = host;
    attachCellInspector(host.parts.board, {
      scene: () => this.scene(),
      orientation: () => host.orientation(),
      cell: () => this.#cell,
      inspect: (cell) => this.#inspect(cell),
    });
  }

  /** The Gobstones scene shown, else null. */
  scene() {
    const node = this.#host.node();
    if (!node || !this.#host.document()?.ok) return null;
    const scene = this.#host.scene(node);
    return scene?.kind === 'gbb' ? scene : null;
  }

  reset() {
    this.#cell = null;
  }

  leave() {}

  highlights() {
    return undefined;
  }

  takesMoves() {
    return false;
  }

  keyLabel(scene, words) {
    return scene?.kind === 'gbb' ? words.cellKeys : null;
  }

  /** Options of the drawing: huge boards are drawn without their stones, painted after it. */
  drawOptions(scene) {
    return scene?.kind === 'gbb' && paintsStones(scene) ? { stones: false } : {};
  }

  // After each drawing: the stones painted, the legend (in the viewer's language), and the
  // inspector's cursor again.
  afterDraw(scene) {
    const host = this.#host;
    const { parts } = host;
    if (scene?.kind !== 'gbb') {
      if (host.document()?.notation !== 'bdl') parts.legend.hidden = true;
      parts.cellInfo.hidden = true;
      return;
    }
    const language = host.language();
    if (paintsStones(scene)) paintStones(parts.board, scene, host.orientation());
    host.showLegend(`gbb ${language}`, () =>
      legendEntries(language).map(({ key, name }) => {
        const swatch = parts.board.ownerDocument.createElement('span');
        swatch.className = `swatch swatch-${key}`;
        swatch.setAttribute('aria-hidden', 'true');
        return [swatch, name];
      }),
    );
    parts.cellInfo.hidden = !this.#cell;
    if (this.#cell) {
      showCursor(parts.board, scene, this.#cell, host.orientation());
      parts.cellInfo.textContent = cellName(scene, this.#cell, language);
    }
  }

  escape() {
    return false;
  }

  /** Shows what cell { x, y } holds (inspectCell of the element); null when it is not on the board. */
  inspectCell(x, y) {
    const scene = this.scene();
    const { width, height } = scene ? { width: Number(scene.width), height: Number(scene.height) } : {};
    if (!scene || !Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= width || y >= height)
      return null;
    this.#inspect({ x, y });
    return this.#host.parts.cellInfo.textContent;
  }

  // The inspector on `cell`: its outline on the board, and what it holds said under it.
  #inspect(cell) {
    const scene = this.scene();
    if (!scene) return;
    this.#cell = cell;
    const host = this.#host;
    const { cellInfo, board } = host.parts;
    showCursor(board, scene, cell, host.orientation());
    cellInfo.textContent = cellName(scene, cell, host.language());
    cellInfo.dataset.x = String(cell.x);
    cellInfo.dataset.y = String(cell.y);
    cellInfo.hidden = false;
    host.dispatch('cell-inspect', { x: cell.x, y: cell.y, description: cellInfo.textContent });
  }
}
