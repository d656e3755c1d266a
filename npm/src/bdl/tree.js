// The BDL syntax tree across the wasm boundary, both ways as JSON text (src/bdl/tree_json.hpp
// reads and writes it): the C++ side decides everything about a tree's shape, and the caller's
// object is never kept or changed.

// The members a tree's nodes can have (docs/bdl.md). Only these are written, at every level:
// positions (`at`) and anything else a caller keeps in a node stay out of the JSON text.
const TREE_MEMBERS = [
  'rules',
  'pieces',
  'placements',
  'invariants',
  'finish',
  'rule',
  'value',
  'code',
  'kind',
  'x',
  'y',
  'from',
  'to',
  'kills',
  'name',
  'moves',
  'modifiers',
  'positions',
];

// JSON text of a caller's tree, for Bdl.check, Bdl.format and Bdl.game.
export function treeJson(tree, name) {
  try {
    return JSON.stringify(tree, TREE_MEMBERS);
  } catch (error) {
    // A cycle through the members above, a BigInt, a getter that throws.
    throw new TypeError(`Bdl.${name}: the syntax tree cannot be written as JSON (${error.message})`);
  }
}

// The tree Bdl.parse returns, from the JSON text the binding wrote.
export const treeFromJson = (text) => JSON.parse(text);
