// The viewer's Go board taking the reader's moves: a point pressed or chosen with the keyboard's
// cursor, play() and playMoves(). Whether a move is legal and what it captures is the core's
// (go-play.js asks apis.go.goEngine); this file keeps only the cursor. It also says a
// problem's "Black to play". One of the viewer's controllers (board-viewer.js).
import { attachBdlInput } from './bdl-input.js';
import { showCursor } from './grid.js';
import { goMoveAfter, goToPlay, nameOfCell, pointOfCell, problemTurn } from './go-play.js';

export class GoController {
  #host;
  #cursor = null; // the keyboard's cursor cell (grid.js's { x, y })

  constructor(host) {
    this.#host = host;
    // The same presses and keys as on a BDL board, each on a point.
    attachBdlInput(host.parts.board, {
      size: () => this.scene(),
      orientation: () => host.orientation(),
      cursor: () => this.#cursor,
      setCursor: (cell) => this.#setCursor(cell),
      activate: (cell) => this.#playAt(cell),
      picked: () => false,
      cancel: () => {},
    });
  }

  /** The Go scene of `node` when it takes moves and the engine is loaded, else null. */
  scene(node = this.#host.node()) {
    if (!node || !this.#host.document()?.ok || !this.#engine()) return null;
    const scene = this.#host.scene(node);
    return goToPlay(scene) ? scene : null;
  }

  reset() {
    this.#cursor = null;
  }

  leave() {}

  highlights() {
    return undefined;
  }

  takesMoves(scene) {
    return Boolean(goToPlay(scene));
  }

  keyLabel(scene, words) {
    return this.takesMoves(scene) ? words.goKeys : null;
  }

  // After each drawing: the cursor, and a problem's "Black to play" at its start.
  afterDraw(scene) {
    const { parts } = this.#host;
    if (this.#cursor && goToPlay(scene)) showCursor(parts.board, scene, this.#cursor, this.#host.orientation());
    if (scene?.kind === 'bdl') return; // a BDL game says whose turn it is itself
    parts.turn.textContent = problemTurn(scene, this.#host.words());
    parts.turn.hidden = !parts.turn.textContent;
  }

  // Plays `move` from the node shown: the game's own next move when it is that one, else a line
  // of the reader's. An illegal move changes nothing and the live region says why.
  play(move) {
    const played = this.moveAfter(this.#host.node(), move);
    if (played?.refused) {
      this.#host.say(this.#host.words().goRefused[played.refused] ?? played.refused);
      return null;
    }
    return played ? this.#host.enter(played) : null;
  }

  /** The fields of the node `move` makes after `node`, { refused } or null (go-play.js). */
  moveAfter(node, move) {
    const scene = this.scene(node);
    return scene && goMoveAfter(this.#engine(), node, scene, move, this.#host.language());
  }

  escape() {
    return false;
  }

  // The core's judge of a Go move (and its SGF points), or null while the go module is not loaded (a document opened
  // elsewhere: it loads after the board is shown).
  #engine() {
    try {
      return this.#host.loader.apis.go.goEngine ?? null;
    } catch {
      return null;
    }
  }

  #playAt(cell) {
    const scene = this.scene();
    if (!scene) return;
    this.#cursor &&= cell;
    this.play(pointOfCell(scene, cell));
  }

  // The keyboard's cursor: drawn, and its point said in the live region.
  #setCursor(cell) {
    this.#cursor = cell;
    this.#host.draw();
    const scene = cell && this.scene();
    if (!scene) return;
    const name = nameOfCell(scene, cell);
    const named = this.#host.parts.board.querySelector(`svg g[data-point="${name}"]`)?.getAttribute('aria-label');
    this.#host.say(named ?? `${name}: ${this.#host.words().emptyPoint}`);
  }
}
