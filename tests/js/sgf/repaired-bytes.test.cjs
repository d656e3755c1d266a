// UTF-8 bytes that the core repairs (src/sgf/charset_detect.hpp, utf8_throughout): damaged UTF-8
// without CA, as in the Fox collections, and a CA the bytes cannot be. Sgf.parse reads the
// core's repaired bytes where they are (npm/src/sgf/decode.js); Sgf.validate and a failed parse
// take the full decoding, which places the decision's warnings. The trees are those of the
// repaired text given as a string, and reading such bytes costs about what that string costs.
const { Sgf } = require('boardnotation');

const utf8 = (s) => Buffer.from(s, 'utf8');
const xie = utf8('谢'); // E8 B0 A2
const foxDamage = Buffer.from([xie[0], 0x3f, xie[2]]); // one byte of the character lost as "?"

// A pro game of `moves` moves without CA whose PB lost a byte, as bench/sgf-collections.mjs
// makes them: its parts, strings and damaged bytes (each one U+FFFD once repaired).
function damagedGame(moves) {
  const body = Array.from({ length: moves }, (_, k) => {
    const point = String.fromCharCode(97 + (k % 19), 97 + ((k * 7) % 19));
    return `;${k % 2 ? 'W' : 'B'}[${point}]${k % 60 === 59 ? 'C[白棋在右下角的战斗中失误了。]' : ''}`;
  }).join('');
  return [
    '(;GM[1]FF[4]SZ[19]KM[7.5]DT[2019-03-14]EV[第24届LG杯决赛]\nPB[',
    foxDamage,
    `尔豪]BR[9段]PW[一力辽]WR[9段]RE[B+R]C[黑中盘胜。]\n${body})`,
  ];
}
const bytesOf = (parts) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? utf8(p) : p)));
const repairedText = (parts) => parts.map((p) => (typeof p === 'string' ? p : '\uFFFD')).join('');

test('repaired bytes give the trees of the repaired text given as a string', () => {
  const cases = [
    damagedGame(40),
    // Several trees, each damaged, one with CA[UTF-8].
    [...damagedGame(3), '\n(;CA[UTF-8]PB[', foxDamage, '])', ...damagedGame(2)],
    // A broken lead byte at the very end of a value, and a lone continuation byte.
    ['(;PB[马逸超]PW[', Buffer.from([0xe5, 0x8f]), ']C[a', Buffer.from([0x80]), 'b])'],
    // CA[GB2312] over UTF-8: the CA is wrong, the text is read as UTF-8.
    ['(;CA[GB2312]PB[柯洁]PW[芈昱廷]C[黑中盘胜。白棋在右下角的战斗中失误了。];B[pd])'],
  ];
  for (const parts of cases) {
    const trees = Sgf.parse(bytesOf(parts));
    expect(trees.every((t) => t.charset === 'UTF-8')).toBe(true);
    const asText = Sgf.parse(repairedText(parts));
    expect(trees.map(({ root, line, column, declaredCharset }) => ({ root, line, column, declaredCharset }))).toEqual(
      asText.map(({ root, line, column, declaredCharset }) => ({ root, line, column, declaredCharset })),
    );
  }
  const [tree] = Sgf.parse(bytesOf(cases[0]));
  expect(tree.root.properties.PB).toEqual(['\uFFFD尔豪']);
  expect(tree.root.properties.PW).toEqual(['一力辽']);
  expect(Sgf.parse(bytesOf(cases[2]))[0].root.properties).toMatchObject({ PW: ['\uFFFD'], C: ['a\uFFFDb'] });
});

test('a failed parse of repaired bytes reports the repairs where they are, before the error', () => {
  const bytes = Buffer.concat([utf8('(;GM[1]\nPB['), foxDamage, utf8('尔豪]\n;B[pd]XX')]);
  let error;
  try {
    Sgf.parse(bytes, { strict: true });
  } catch (e) {
    error = e;
  }
  expect(error).toBeDefined();
  const located = error.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`);
  expect(located.slice(0, 2)).toEqual(['sgf.charset_mostly_utf8 1:1', 'sgf.damaged_character 2:4']);
  expect(error.diagnostics.some((d) => d.severity === 'error')).toBe(true);
  // Sgf.validate of the same bytes says the same.
  const result = Sgf.validate(bytes, { strict: true });
  expect(result.ok).toBe(false);
  expect(result.warnings.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(located.slice(0, 2));
});

// CPU time of `run`, the best of three.
function bestMs(run) {
  let best = Infinity;
  for (let r = 0; r < 3; r++) {
    const start = process.cpuUsage();
    run();
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1e3);
  }
  return best;
}

test('damaged UTF-8 bytes cost about what their repaired text costs as a string', () => {
  const files = Array.from({ length: 150 }, (_, i) => bytesOf(damagedGame(120 + (i % 7) * 30)));
  const texts = files.map((b) => Sgf.stringify(Sgf.parse(b), { keepCharset: true }));
  const asBytes = () => files.forEach((b) => Sgf.parse(b));
  const asText = () => texts.forEach((t) => Sgf.parse(t));
  asBytes();
  asText();
  // Decoding around each repair in JS and parsing a second encoding made it 2-3 times.
  let ratio = Infinity;
  for (let attempt = 0; attempt < 3 && ratio >= 1.6; attempt++) ratio = bestMs(asBytes) / bestMs(asText);
  expect(ratio).toBeLessThan(1.6);
}, 30000);
