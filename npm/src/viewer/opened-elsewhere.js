// Documents opened elsewhere: a page that reads texts off its own thread (in a worker) hands the
// viewer the document it made there instead of the text, and the viewer reads nothing itself.
// Such a document has openDocument's shape (notation, ok, diagnostics, games with their move
// trees) and its own sceneAt, whose answer may come later (a promise); a BDL one may carry the
// `player` that finds and plays its moves, and `withExplicitCode()`, the same description opened
// with its JavaScript allowed (asked only once the reader said yes). See docs/viewer.md.

/** True for an object that can be shown as a document opened elsewhere (not a text, bytes or a board's data). */
export function isOpenedDocument(value) {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof value.notation === 'string' &&
    typeof value.ok === 'boolean' &&
    Array.isArray(value.games) &&
    typeof value.sceneAt === 'function'
  );
}

export const isThenable = (value) =>
  value !== null && (typeof value === 'object' || typeof value === 'function') && typeof value.then === 'function';

/** `use(value)` now, or, for a promise, once it settles: what `use` returns (or a promise of it). */
export function whenReady(value, use) {
  return isThenable(value) ? Promise.resolve(value).then(use) : use(value);
}

/** Stands for a scene that is on its way: the board shown stays until it comes. */
export const PENDING_SCENE = Object.freeze({ pending: true });
