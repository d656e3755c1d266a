// Objects whose keys are input (PGN tags, SGF property identifiers): no prototype, so that
// __proto__, constructor or toString are ordinary keys that inherit nothing.
//
// Object.create(null) makes such an object in V8's dictionary mode: a hash table of 184 bytes even
// when empty, 472 with the Seven Tag Roster. An object made by a constructor and then given a null
// prototype stays in V8's fast mode: 32 bytes with one key, 80 with the Seven Tag Roster (V8 sizes
// the objects of a constructor from the keys its first ones get), and it is filled faster. But
// objects with the same keys in the same order share a shape (a V8 map) that is made at the first
// of them and freed by a full garbage collection once no object has it, and optimized code that
// relied on it is thrown away then. A result of many records pays for its shapes once and saves
// most of its memory; small results, parsed by the thousand with a full collection now and then
// (bench/sgf.mjs and bench/pgn.mjs collect after every pass), made their shapes again and again,
// 4-10% slower. So the compact objects are for results of at least COMPACT_RECORDS records.
export const COMPACT_RECORDS = 4096;

function Keyed() {}

// A new object without prototype: compact (fast mode) or a dictionary.
export function keyedObject(compact) {
  return compact ? Object.setPrototypeOf(new Keyed(), null) : Object.create(null);
}
