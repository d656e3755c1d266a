// Sgf.parse of a JS string returns values sliced from that string (the wasm side sends UTF-16
// offsets); Sgf.parse of bytes goes through the native model. Both must give the same trees,
// whatever the text holds: non-ASCII, surrogate pairs, line breaks, merged duplicates, FF[3] names.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { Sgf } = require('boardnotation');

const corpus = join(__dirname, '..', '..', '..', '..', 'shared', 'corpus', 'sgf');

function plain(trees) {
  return JSON.parse(JSON.stringify(trees.map((t) => ({ ...t, root: t.root }))));
}
const asBytes = (text) => new Uint8Array(Buffer.from(text, 'utf8'));

const cases = [
  '(;GM[1]C[é ü ß]PB[黒]\r\n;B[aa]C[😀 smile 😀]\r\n;W[bb]C[line\r\nbreak \\] ok])',
  '\uFEFF(;C[after a byte order mark];B[cc])',
  '(;B[aa]C[first]B[bb]C[second 😀];W[cc])',
  '(;AddBlack[aa][bb]AB[cc]Comment[long names];W[dd])(;C[second tree ä])',
  '(;C[😀];B[aa](;W[bb]C[x😀y])(;W[cc]C[é\n]))',
  '(;B[aa]C[1]W[bb]B[cc]C[2]AB[dd]W[ee][ff]B[gg]AB[hh];W[aa]AW[bb]AW[cc])',
  '(;C[éa]GN[aé]PB[😀]PW[ab]\r;B[pd]\r;W[dp])',
];

test.each(cases)('string and bytes give the same trees: %j', (text) => {
  expect(plain(Sgf.parse(text))).toEqual(plain(Sgf.parse(asBytes(text))));
});

test('values keep non-ASCII text, merged duplicates and positions', () => {
  const [tree] = Sgf.parse('(;C[é😀]\n;B[aa]C[x]B[bb]AddWhite[cc])');
  expect(tree.root.properties.C).toEqual(['é😀']);
  const move = tree.root.children[0];
  expect(move.properties.B).toEqual(['aa', 'bb']);
  expect(move.properties.AW).toEqual(['cc']);
  expect(Object.keys(move.properties)).toEqual(['B', 'C', 'AW']);
  expect([move.line, move.column]).toEqual([2, 1]);
});

test('values of a repeated identifier join the first, in order, whichever property came between', () => {
  const [tree] = Sgf.parse('(;B[aa]C[1]W[bb]B[cc]C[2]AB[dd]W[ee][ff]B[gg]AB[hh];W[aa]AW[bb]AW[cc])');
  const root = tree.root.properties;
  expect(Object.keys(root)).toEqual(['B', 'C', 'W', 'AB']);
  expect([root.B, root.C, root.W, root.AB]).toEqual([
    ['aa', 'cc', 'gg'],
    ['1', '2'],
    ['bb', 'ee', 'ff'],
    ['dd', 'hh'],
  ]);
  expect(tree.root.children[0].properties.AW).toEqual(['bb', 'cc']);
});

test('two-character values are the text of each input, whatever came before', () => {
  for (const [text, b, c] of [
    ['(;B[pd]C[éa])', 'pd', 'éa'],
    ['(;B[dp]C[aé])', 'dp', 'aé'],
    ['(;B[pd]C[ab])', 'pd', 'ab'],
  ]) {
    const [tree] = Sgf.parse(text);
    expect([tree.root.properties.B[0], tree.root.properties.C[0]]).toEqual([b, c]);
  }
});

test('a lone surrogate reads as U+FFFD, as the UTF-8 the parser saw', () => {
  const [tree] = Sgf.parse('(;C[a\uD800b]GN[\uDC00])');
  expect(tree.root.properties.C).toEqual(['a\uFFFDb']);
  expect(tree.root.properties.GN).toEqual(['\uFFFD']);
});

const files = existsSync(corpus) ? readdirSync(corpus).filter((f) => f.endsWith('.sgf')) : [];
(files.length ? test : test.skip)('string and UTF-8 bytes give the same trees on the corpus', () => {
  for (const f of files) {
    const text = readFileSync(join(corpus, f), 'utf8');
    // Bytes without a CA are guessed; with the text already valid UTF-8 they are read as UTF-8,
    // but a CA naming another charset would transcode them: compare only what both read as UTF-8.
    const fromBytes = Sgf.parse(Buffer.from(text, 'utf8'));
    if (fromBytes.some((t) => t.charset !== 'UTF-8')) continue;
    expect(plain(Sgf.parse(text))).toEqual(plain(fromBytes));
  }
});
