// detect() on the real files: web/examples, tests/fixtures and the shared corpus. The file name
// is only a hint: without it, the content alone must name the same notation (or none, for a
// file with nothing in it), never another one.
const { readFileSync, readdirSync, statSync, existsSync } = require('node:fs');
const { join, extname } = require('node:path');
const { detect } = require('boardnotation/svg');

const root = join(__dirname, '..', '..', '..');
const corpus = join(root, '..', 'shared', 'corpus');
const BY_EXTENSION = {
  '.gbb': 'gbb',
  '.sgf': 'sgf',
  '.pgn': 'pgn',
  '.fen': 'fen',
  '.epd': 'fen',
  '.bdl': 'bdl',
  '.json': 'ssb',
  '.hen': 'hen',
};

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const hen = filesUnder(join(root, 'tests', 'fixtures', 'hen')).filter((file) => file.endsWith('.input'));
const named = [
  ...filesUnder(join(root, 'web', 'examples')),
  ...filesUnder(join(root, 'tests', 'fixtures')),
  ...filesUnder(join(corpus, 'pgn')),
  ...filesUnder(join(corpus, 'ssb')),
  ...filesUnder(join(corpus, 'bdl')),
  ...filesUnder(join(corpus, 'sgf')).filter((_, index) => index % 10 === 0),
].filter((file) => BY_EXTENSION[extname(file)] && !file.endsWith('manifest.json'));
const cases = [...named.map((file) => [file, BY_EXTENSION[extname(file)]]), ...hen.map((file) => [file, 'hen'])].map(
  ([file, notation]) => [file.slice(root.length + 1), file, notation],
);

// Files whose content is (nearly) nothing, or is on purpose not the notation: only their name says.
const NOT_IN_CONTENT = new Set(['empty.gbb', 'empty.sgf', 'only-space.sgf', 'empty-tree.sgf', 'invalid.sgf']);

test('there are real files of every notation to detect', () => {
  expect(new Set(cases.map(([, , notation]) => notation))).toEqual(
    new Set(['gbb', 'sgf', 'pgn', 'fen', 'bdl', 'ssb', 'hen']),
  );
  expect(cases.length).toBeGreaterThan(100);
});

test.each(cases)('%s is %s', (_, file, notation) => {
  const bytes = readFileSync(file);
  const name = file.split('/').pop();
  const blank = bytes.toString('latin1').trim() === '';
  const withName = detect(bytes, name);
  expect(withName.notation).toBe(blank ? null : notation);
  const alone = detect(bytes);
  if (NOT_IN_CONTENT.has(name)) expect([null, notation]).toContain(alone.notation);
  else {
    expect(alone).toMatchObject({ notation, confidence: expect.stringMatching(/^(certain|likely)$/) });
    // Bytes and the decoded text agree (UTF-16 files are told by their byte order mark).
    if (!/utf-16/.test(name)) expect(detect(bytes.toString('utf8')).notation).toBe(notation);
    expect(detect(new Uint8Array(bytes).buffer).notation).toBe(notation);
  }
});

test.each([
  ['hello this is not chess', null],
  ['', null],
  ['  \n\t ', null],
  ['{"a": 1}', null],
  ['[1, 2, 3]', null],
  ['Lorem ipsum. Dolor sit amet_2 ~x', null],
  ['1. e4 e5 2. Nf3 Nc6 *', 'pgn'],
  ['1.d4 Nf6 2.c4', 'pgn'],
  ['e4 e5 Nf3 Nc6 Bb5', 'pgn'],
  ['e4 c5!? O-O-O Qxf7# 1-0', 'pgn'],
  ['1-0 *', null],
  ['e4 is a square', null],
  ['rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1', 'fen'],
  ['.9x9_7Eb2w.b', 'hen'],
  ['%2E9x9_8Gw%2EH4w%2Eb', 'hen'],
  ['  (;FF[4]SZ[9];B[ee])', 'sgf'],
  ['GBB/1.0\nsize 2 2\nhead 0 0', 'gbb'],
  ['rules{\n  width : 4\n}', 'bdl'],
  ['[{"key":"%a","value":{"content":{"type":"chess_move","ply":1}}}]', 'ssb'],
])('content %j is %s', (text, notation) => {
  expect(detect(text).notation).toBe(notation);
});

test('the file name settles a text the content does not: a JSON without chess messages, a text in no notation', () => {
  expect(detect('[]', 'game.json')).toMatchObject({ notation: 'ssb', confidence: 'guess' });
  expect(detect('[]').notation).toBe(null);
  expect(detect('not sgf at all', 'broken.sgf')).toMatchObject({ notation: 'sgf', confidence: 'guess' });
  // Content wins over a name that says otherwise.
  expect(detect('(;SZ[9])', 'game.pgn').notation).toBe('sgf');
  expect(detect('x', 'noextension').notation).toBe(null);
});

test('bytes: a UTF-8 BOM, UTF-16 with its BOM, Latin-1, and a non-text input', () => {
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('(;FF[4]SZ[19])', 'utf16le')]);
  expect(detect(utf16).notation).toBe('sgf');
  const utf16be = Buffer.from([0xfe, 0xff, ...Buffer.from('[Event "x"]', 'utf16le').swap16()]);
  expect(detect(utf16be).notation).toBe('pgn');
  expect(detect(Buffer.from('\uFEFFGBB/1.0 size 1 1')).notation).toBe('gbb');
  expect(detect(Buffer.from('[Event "Caf\xe9"]\n\n1. e4 *', 'latin1')).notation).toBe('pgn');
  expect(detect(42)).toEqual({ notation: null, reason: expect.any(String) });
});

test('a 10 MB database is detected from its start, in a few milliseconds', () => {
  const game = readFileSync(join(root, 'web', 'examples', 'annotated.pgn'), 'utf8');
  const big = game.repeat(Math.ceil(10e6 / game.length));
  const bytes = Buffer.from(big);
  detect(bytes); // warm
  const start = performance.now();
  for (let i = 0; i < 10; i++) {
    expect(detect(big).notation).toBe('pgn');
    expect(detect(bytes).notation).toBe('pgn');
  }
  expect((performance.now() - start) / 20).toBeLessThan(50);
});
