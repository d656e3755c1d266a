// The flat encodings of a collection shared with bindings/sgf.cpp. A tree crosses the wasm
// boundary as Uint32Arrays and one string; building JS objects here is ~10x cheaper than
// building them with embind. Both walks are iterative: trees may be thousands of levels deep.

import { COMPACT_RECORDS, keyedObject } from '../keyed-object.js';

const utf8 = new TextDecoder();

// Parse layout (bindings/sgf_layout.hpp, LayoutWriter), read in place from `words` (wasm memory)
// at `base`: a header [ok, diagnosticCount, nodeCount, treeCount, nameCount, wordCount, treesAt,
// namesAt, namesBytes, namesEpoch], per node, in document order, [parent + 1, line, column,
// propertyCount, per property (name, valueCount, per value (start, end))], then at base + treesAt
// per tree [root, line, column, charset name] and the UTF-16 length of each name (`namesBytes`
// bytes of UTF-8 at `namesAt` hold them one after the other). Names are indices into the name
// list, which the core keeps from parse to parse until its epoch changes (and so does `names`,
// one per wasm instance, from sharedNames()); a value is text.slice(start, end). A parent comes
// before its children, in order, so one forward pass builds every tree. A large collection comes
// in batches of nodes (no trees), then the last nodes with the trees: add() reads each, trees()
// the trees at the end. Node indices count over the whole collection.
export function treeBuilder(text, names) {
  return { text, nodes: NO_NODES, count: 0, names, compact: false };
}

// The names read so far from the layouts of one wasm instance, and the epoch of the core's table
// they are of (-1: none yet).
export function sharedNames() {
  // A list made by slice, not by a literal (see npm/src/pgn/lists.js).
  return { epoch: -1, list: NO_NODES.slice(), end: 0 };
}

// The nodes (and new names) of the layout at `base` into `builder`; `bytes` is wasm memory as bytes.
export function addNodes(builder, words, bytes, base) {
  const nodeCount = words[base + 2];
  const nameCount = words[base + 4];
  const treeAt = base + words[base + 6];
  const shared = builder.names;
  if (shared.epoch !== words[base + 9]) {
    shared.epoch = words[base + 9];
    shared.list = NO_NODES.slice();
    shared.end = 0;
  }
  const nameList = shared.list;
  if (nameCount > nameList.length) {
    const namesAt = words[base + 7];
    const names = utf8.decode(bytes.subarray(namesAt, namesAt + words[base + 8]));
    let end = shared.end;
    for (let i = nameList.length, at = treeAt + words[base + 3] * 4 + i; i < nameCount; i++, at++) {
      const start = end;
      end += words[at];
      nameList.push(propertyName(names, start, end));
    }
    shared.end = end;
  }
  // Compact properties objects (../keyed-object.js) for a large collection: a node with one
  // property takes about half the memory.
  if (nodeCount >= COMPACT_RECORDS) builder.compact = true;
  const compact = builder.compact;
  const text = builder.text;
  // The first layout's nodes (all of them, but in a large collection) in a list of their size;
  // those of later batches appended.
  if (builder.count === 0) builder.nodes = new Array(nodeCount);
  const nodes = builder.nodes;
  const first = builder.count;
  builder.count += nodeCount;
  let at = base + LAYOUT_HEADER;
  for (let k = 0; k < nodeCount; k++) {
    const n = first + k;
    const parent = words[at];
    const line = words[at + 1];
    const column = words[at + 2];
    const propertyCount = words[at + 3];
    at += 4;
    // No prototype: a property named __proto__ or constructor is just a property. The
    // dictionary made here, not by a call (which V8 did not always inline: 1% of the time).
    const properties = compact ? keyedObject(true) : Object.create(null);
    for (let p = 0; p < propertyCount; p++) {
      const id = nameList[words[at]];
      const valueCount = words[at + 1];
      at += 2;
      // Arrays made by a literal are packed; new Array(n) makes one with holes, slower to fill.
      let values;
      if (valueCount === 1) {
        values = [slice(text, words[at], words[at + 1])];
        at += 2;
      } else {
        values = new Array(valueCount);
        for (let v = 0; v < valueCount; v++, at += 2) values[v] = slice(text, words[at], words[at + 1]);
      }
      properties[id] = values;
    }
    // A node whose first child comes next gets its children array with that child (most
    // have one: an array of exactly one, where a push would make room for 16); a leaf, [].
    // The last node of a batch cannot look at the next: it gets [], and a child pushed.
    const node = { properties, children: k + 1 < nodeCount && words[at] === n + 1 ? null : [], line, column };
    nodes[n] = node;
    if (parent !== 0) {
      const up = nodes[parent - 1];
      if (up.children === null) up.children = [node];
      else up.children.push(node);
    }
  }
}

// The trees of the last layout, at `base` (after addNodes of it). Their charsets are filled by the
// caller (index.js): declaredCharset is there from the start, so that filling it is no change of
// shape, whose new shape a full garbage collection would free with the trees and optimized code
// would be thrown away for (every parse after one, 5-15% slower in bench/sgf.mjs).
export function treesOf(builder, words, base) {
  const treeCount = words[base + 3];
  const treeAt = base + words[base + 6];
  const trees = new Array(treeCount);
  for (let t = 0; t < treeCount; t++) {
    const b = treeAt + t * 4;
    trees[t] = {
      root: builder.nodes[words[b]],
      line: words[b + 1],
      column: words[b + 2],
      charset: builder.names.list[words[b + 3]],
      declaredCharset: null,
    };
  }
  return trees;
}
const LAYOUT_HEADER = 10;

const NO_NODES = Object.freeze([]);

// Most values are two-letter points ("pd"): those come from a table of the strings already
// made, instead of a new string each (a third of the values' allocations, and their GC).
const twoLetters = new Array(128 * 128);
function slice(text, start, end) {
  if (end - start === 2) {
    const first = text.charCodeAt(start);
    const second = text.charCodeAt(start + 1);
    if ((first | second) < 128) {
      const key = (first << 7) | second;
      return twoLetters[key] ?? (twoLetters[key] = text.slice(start, end));
    }
  }
  return text.slice(start, end);
}

// A key stored into an object without prototype (a dictionary) is looked up in V8's table of
// internalized strings unless it is already one of them: a name sliced anew by every parse cost
// about a microsecond at its first store (a one-node tree took 1.2 µs to build, 0.1 µs with
// the table). FF[4] identifiers (one or two capital letters, at most 702) therefore come from a
// table that keeps the string of each from earlier parses, which V8 has internalized by then.
// Longer names (FF[3] ones, charset names) are sliced as before.
const shortNames = new Array(27 * 27);
function propertyName(names, start, end) {
  const length = end - start;
  if (length === 1 || length === 2) {
    // 1-26 for "A"-"Z"; a second letter of 0 means none (a name "A@" is not "A").
    const first = names.charCodeAt(start) - 64;
    const second = length === 2 ? names.charCodeAt(start + 1) - 64 : 0;
    if (first >= 1 && first <= 26 && (length === 1 || (second >= 1 && second <= 26))) {
      const key = first * 27 + second;
      return shortNames[key] ?? (shortNames[key] = names.slice(start, end));
    }
  }
  return names.slice(start, end);
}

function checkNode(node, where) {
  if (node === null || typeof node !== 'object' || node.properties === null || typeof node.properties !== 'object') {
    throw new TypeError(`${where} is not an SGF node: expected { properties, children }`);
  }
  if (node.children !== undefined && !Array.isArray(node.children))
    throw new TypeError(`${where}.children is not an array`);
}

function valuesOf(value, where) {
  const list = Array.isArray(value) ? value : [value];
  return list.map((v, i) => {
    if (typeof v === 'string') return v;
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    throw new TypeError(`${where}[${i}] is not a string`);
  });
}

// Stringify layout: [treeCount, nodeCount, stringCount], the roots, the UTF-16 length of each
// string, then per node [childCount, children..., propertyCount, valueCount per property]; the
// strings are returned joined, each property's id then its values, in node order.
export function encodeCollection(trees) {
  const list = Array.isArray(trees) ? trees : [trees];
  const index = new Map();
  const seen = new Set();
  const order = [];
  const roots = list.map((tree, t) => {
    const root = tree && typeof tree === 'object' && 'root' in tree ? tree.root : tree;
    const where = `trees[${t}].root`;
    checkNode(root, where);
    if (seen.has(root)) throw new TypeError(`${where} appears twice in the collection`);
    seen.add(root);
    // Pre-order, with an explicit stack (children pushed in reverse to keep their order).
    const stack = [[root, where]];
    while (stack.length > 0) {
      const [node, path] = stack.pop();
      index.set(node, order.length);
      order.push(node);
      const children = node.children ?? [];
      for (let c = children.length - 1; c >= 0; c--) {
        const child = children[c];
        const childPath = `${path}.children[${c}]`;
        checkNode(child, childPath);
        if (seen.has(child))
          throw new TypeError(`${childPath} appears twice in the collection (trees must not share or loop)`);
        seen.add(child);
        stack.push([child, childPath]);
      }
    }
    return index.get(root);
  });
  const shape = [];
  const lengths = [];
  const strings = [];
  for (const node of order) {
    const children = node.children ?? [];
    shape.push(children.length);
    for (const child of children) shape.push(index.get(child));
    const entries = node.properties instanceof Map ? [...node.properties] : Object.entries(node.properties);
    shape.push(entries.length);
    for (const [id, value] of entries) {
      const values = valuesOf(value, `properties.${id}`);
      shape.push(values.length);
      strings.push(String(id));
      for (const v of values) strings.push(v);
    }
  }
  for (const s of strings) lengths.push(s.length);
  const layout = new Uint32Array(3 + roots.length + lengths.length + shape.length);
  layout[0] = roots.length;
  layout[1] = order.length;
  layout[2] = strings.length;
  layout.set(roots, 3);
  layout.set(lengths, 3 + roots.length);
  layout.set(shape, 3 + roots.length + lengths.length);
  return { layout, text: strings.join('') };
}
