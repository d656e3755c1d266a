// The flat encodings of a collection shared with bindings/sgf.cpp. A tree crosses the wasm
// boundary as Uint32Arrays and one string; building JS objects here is ~10x cheaper than
// building them with embind. Both walks are iterative: trees may be thousands of levels deep.

// Parse layout (bindings/sgf.cpp, LayoutWriter): `trees` holds per tree [root, line, column,
// charset name]; `layout` per node, in document order, [parent + 1, line, column,
// propertyCount, per property (name, valueCount, per value (start, end))]. Names are indices
// into `names`; a value is text.slice(start, end). A parent comes before its children, in order,
// so one forward pass builds every tree.
export function decodeCollection({ nodeCount, trees: treeLayout, layout, names }, text) {
  const nodes = new Array(nodeCount);
  let at = 0;
  for (let n = 0; n < nodeCount; n++) {
    const parent = layout[at];
    const line = layout[at + 1];
    const column = layout[at + 2];
    const propertyCount = layout[at + 3];
    at += 4;
    // No prototype: a property named __proto__ or constructor is just a property.
    const properties = Object.create(null);
    for (let p = 0; p < propertyCount; p++) {
      const id = names[layout[at]];
      const valueCount = layout[at + 1];
      at += 2;
      const values = new Array(valueCount);
      for (let v = 0; v < valueCount; v++, at += 2) values[v] = text.slice(layout[at], layout[at + 1]);
      properties[id] = values;
    }
    const node = { properties, children: [], line, column };
    nodes[n] = node;
    if (parent !== 0) nodes[parent - 1].children.push(node);
  }
  const treeCount = treeLayout.length / 4;
  const trees = new Array(treeCount);
  for (let t = 0; t < treeCount; t++) {
    const base = t * 4;
    trees[t] = { root: nodes[treeLayout[base]], line: treeLayout[base + 1], column: treeLayout[base + 2], charset: names[treeLayout[base + 3]] };
  }
  return trees;
}

function checkNode(node, where) {
  if (node === null || typeof node !== 'object' || node.properties === null || typeof node.properties !== 'object') {
    throw new TypeError(`${where} is not an SGF node: expected { properties, children }`);
  }
  if (node.children !== undefined && !Array.isArray(node.children)) throw new TypeError(`${where}.children is not an array`);
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
        if (seen.has(child)) throw new TypeError(`${childPath} appears twice in the collection (trees must not share or loop)`);
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
