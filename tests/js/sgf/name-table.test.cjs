// The property names of the parses of one wasm instance are kept from parse to parse, in the core
// and in JS (bindings/sgf_layout.hpp, npm/src/sgf/marshal.js), and emptied once they are many:
// every parse must name its properties right before, across and after such a reset, whatever
// names the parses before it met.
const { Sgf } = require('boardnotation');

// A file whose root has `count` distinct identifiers of three capital letters from `from`.
function manyNames(from, count) {
  const letters = (k) => String.fromCharCode(65 + (((k / 676) % 26) | 0), 65 + (((k / 26) % 26) | 0), 65 + (k % 26));
  const ids = Array.from({ length: count }, (_, i) => letters(from + i));
  return { text: `(;${ids.map((id, i) => `${id}[${i}]`).join('')};B[pd])`, ids };
}

function expectNames(text, ids) {
  const [tree] = Sgf.parse(text);
  expect(Object.keys(tree.root.properties)).toEqual(ids);
  ids.forEach((id, i) => expect(tree.root.properties[id]).toEqual([String(i)]));
  expect(tree.root.children[0].properties).toEqual(Object.assign(Object.create(null), { B: ['pd'] }));
}

test('names stay right across parses that fill the table and empty it', () => {
  const small = '(;GM[1]FF[4]CA[UTF-8]PB[黒];W[dd]C[é])';
  const check = () => {
    const [tree] = Sgf.parse(small);
    expect(Object.keys(tree.root.properties)).toEqual(['GM', 'FF', 'CA', 'PB']);
    expect(tree.charset).toBe('UTF-8');
    expect(Object.keys(tree.root.children[0].properties)).toEqual(['W', 'C']);
  };
  check();
  // Several rounds, each past the table's limit (a few hundred names), other names each time.
  for (let round = 0; round < 4; round++) {
    const { text, ids } = manyNames(round * 700, 700);
    expectNames(text, ids);
    check();
    // The same names again, as bytes, after the table was emptied.
    const [tree] = Sgf.parse(new TextEncoder().encode(text));
    expect(Object.keys(tree.root.properties)).toEqual(ids);
    check();
  }
  // Validation reads no names in JS; the parse after it still gets every name.
  const { text, ids } = manyNames(5000, 50);
  expect(Sgf.validate(text).ok).toBe(true);
  expectNames(text, ids);
  check();
});
