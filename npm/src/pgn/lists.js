// The lists of a parsed result (layout.js, comments.js).

// The empty nags, comments, commentsBefore and variations of every move that has none: one
// frozen array rather than four new ones per move, which were most of the cost of a move
// object (allocation and garbage collection). Copy before changing a list.
export const NO_ITEMS = Object.freeze([]);

// The lists and objects of a result that hold its moves are made by a builtin (slice) or a
// constructor, never by an array or object literal or `new Array(n)`: V8 tracks those
// allocation sites and, once it has seen their objects survive (a caller keeps a database),
// may allocate them straight in the old generation. A list in the old generation that is then
// filled with new move objects made a whole process run three to four times slower at random
// (bench/pgn.mjs: syntax only 225 against 60 ms a pass in one run of four, all of it in the JS
// decoding, and no allocation-site deoptimization in the slow runs' traces).
export const newList = () => NO_ITEMS.slice();

// A list of `count` items to fill by index (list[k] = item, in order), of exactly that size: a
// slice of a list of nulls. Pushing onto an empty list makes room for 17 items at the first push
// (then half as many again as it holds, plus 16, each time it is full): for a database of short
// games that room was a fifth of the result's memory.
const NULLS = Array.from({ length: 1024 }, () => null);
export const sizedList = (count) => (count <= NULLS.length ? NULLS.slice(0, count) : newList());
