// Comments of a Chess game as chess.js keeps them: one per position, keyed by its FEN (as fen()
// writes it), so a comment stays with its position through undo() and comes back when a move
// reaches that position again. Listing them forgets those of positions the game no longer
// passes through.
export class Comments {
  #byFen = new Map();

  get(fen) {
    return this.#byFen.get(fen);
  }

  // chess.js's setComment turns the first '{' and the first '}' into brackets; here every one, so
  // that no comment closes itself in pgn() and starts a tag or a game (a deliberate difference).
  set(fen, comment) {
    this.#byFen.set(fen, comment.replaceAll('{', '[').replaceAll('}', ']'));
  }

  // loadPgn's comments are kept as read.
  setRaw(fen, comment) {
    this.#byFen.set(fen, comment);
  }

  remove(fen) {
    const comment = this.#byFen.get(fen);
    this.#byFen.delete(fen);
    return comment;
  }

  clear() {
    this.#byFen.clear();
  }

  // [{ fen, comment }] for the positions of the game (`fens`, from its start) in game order;
  // the others are dropped. With `remove`, the listed comments are dropped too.
  list(fens, { remove = false } = {}) {
    const kept = new Map();
    for (const fen of fens) if (this.#byFen.has(fen) && !kept.has(fen)) kept.set(fen, this.#byFen.get(fen));
    this.#byFen = remove ? new Map() : kept;
    return Array.from(kept, ([fen, comment]) => ({ fen, comment }));
  }
}
