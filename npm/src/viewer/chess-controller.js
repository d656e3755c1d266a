// The viewer's chess board taking the reader's moves: a piece picked with the pointer or the
// keyboard's cursor, its targets, a promotion asked, the move played. Which moves are legal is
// the chess engine's (chess-play.js asks it); this file keeps only what the reader has picked.
// One of the viewer's controllers (board-viewer.js says what a controller answers).
import { attachBoardInput, attachBoardKeys } from './board-input.js';
import { isPromotion, legalTargets, moveFacts, playMove } from './chess-play.js';
import { askChoice } from './choice.js';

export class ChessController {
  #host;
  #selected = null; // the square picked by the reader
  #targets = [];
  #cursor = null; // the square of the keyboard's cursor on the board

  constructor(host) {
    this.#host = host;
    const board = host.parts.board;
    attachBoardInput(board, {
      enabled: () => Boolean(this.scene()),
      selected: () => this.#selected,
      canPick: (square) => this.#canPick(square),
      select: (square) => this.#select(square),
      play: (from, to) => this.#play(from, to),
    });
    attachBoardKeys(board, {
      enabled: () => Boolean(this.scene()),
      cursor: () => this.#cursor,
      setCursor: (square) => this.#setCursor(square),
      orientation: () => host.orientation(),
      activate: (square) => this.#activate(square),
      picked: () => Boolean(this.#selected),
      cancel: () => this.#select(null),
    });
  }

  get #Chess() {
    return this.#host.loader.apis.chess.Chess;
  }

  /** The chess scene of `node` when it takes moves (it has a FEN), else null. */
  scene(node = this.#host.node()) {
    if (!node || !this.#host.document()?.ok) return null;
    const scene = this.#host.scene(node);
    return this.takesMoves(scene) ? scene : null;
  }

  reset() {
    this.#selected = null;
    this.#targets = [];
    this.#cursor = null;
  }

  leave() {
    this.#selected = null;
    this.#targets = [];
  }

  highlights() {
    if (!this.#selected && !this.#cursor) return undefined;
    return {
      ...(this.#selected ? { selected: this.#selected, targets: this.#targets } : {}),
      ...(this.#cursor ? { cursor: this.#cursor } : {}),
    };
  }

  takesMoves(scene) {
    return scene?.kind === 'chess' && typeof scene.fen === 'string';
  }

  keyLabel(scene, words) {
    return this.takesMoves(scene) ? words.boardKeys : null;
  }

  play(move) {
    const scene = this.scene();
    const played = scene && playMove(this.#Chess, scene, move);
    return played ? this.#host.enter(played) : null;
  }

  /** The fields of the node `move` makes after `node`, or null when it is not legal there. */
  moveAfter(node, move) {
    const scene = this.scene(node);
    return scene ? playMove(this.#Chess, scene, move) : null;
  }

  /** What `san` does from the chess scene `before` (chess-play.js moveFacts), or null. */
  moveFacts(before, san) {
    if (!this.takesMoves(before)) return null;
    let Chess;
    try {
      Chess = this.#Chess;
    } catch {
      return null; // the chess family is not loaded (a document opened elsewhere, before it is)
    }
    return Chess ? moveFacts(Chess, before, san) : null;
  }

  escape() {
    if (!this.#selected) return false;
    this.#select(null);
    return true;
  }

  #canPick(square) {
    const scene = this.scene();
    return Boolean(scene) && legalTargets(this.#Chess, scene, square).length > 0;
  }

  #select(square) {
    const scene = this.scene();
    this.#selected = square && scene ? square : null;
    this.#targets = this.#selected ? legalTargets(this.#Chess, scene, square) : [];
    this.#host.parts.promotion.hidden = true;
    this.#host.draw();
  }

  #play(from, to, promotion) {
    const scene = this.scene();
    if (!scene) return;
    if (!promotion && isPromotion(this.#Chess, scene, from, to)) {
      const words = this.#host.words();
      askChoice(
        this.#host.parts.promotion,
        words.promoteTo,
        ['q', 'r', 'b', 'n'].map((piece) => ({ value: piece, label: words.pieces[piece] })),
        (piece) => this.#play(from, to, piece),
      );
      return;
    }
    const played = playMove(this.#Chess, scene, { from, to, promotion });
    if (played) this.#host.enter(played);
    else this.#select(null);
  }

  // The keyboard's cursor: drawn on the board and its square said in the live region.
  #setCursor(square) {
    if (square === this.#cursor) return;
    this.#cursor = square;
    this.#host.draw();
    if (!square) return;
    const named = this.#host.parts.board.querySelector(`svg g[data-square="${square}"]`)?.getAttribute('aria-label');
    this.#host.say(named ?? `${square}: ${this.#host.words().emptySquare}`);
  }

  // Enter or Space on the cursor's square: pick the piece there, or play the one picked to it.
  #activate(square) {
    if (this.#selected && square !== this.#selected && !this.#canPick(square)) {
      this.#play(this.#selected, square);
    } else if (square === this.#selected || !this.#canPick(square)) {
      this.#select(null);
    } else {
      this.#select(square);
    }
    if (this.#cursor !== square) this.#setCursor(square);
  }
}
