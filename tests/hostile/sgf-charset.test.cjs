// SGF bytes built against the charset decision (src/sgf/charset_detect.hpp): damage everywhere,
// damage that looks like Fox's "?" but is not, thousands of trees each with its own broken
// charset, and the worst of each at n and 4n. Decoding never throws, the warnings stop at the
// cap (100), and the time grows linearly (CPU time at 4n within 9 times that at n, best of
// three measures; a quadratic decision gives 16); each case stays well under a few seconds.
const { Sgf } = require('boardnotation');

function cpuMs(run) {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e3;
}
const best = (run, runs = 3) => Math.min(...Array.from({ length: runs }, () => cpuMs(run)));

function expectLinear(make, n) {
  const small = make(n);
  const large = make(4 * n);
  let ratio = Infinity;
  for (let attempt = 0; attempt < 3 && ratio >= 9; attempt++) {
    const a = best(() => Sgf.validate(small));
    const b = best(() => Sgf.validate(large));
    ratio = b / a;
  }
  expect(ratio).toBeLessThan(9);
}

const utf8 = (s) => Buffer.from(s, 'utf8');
// A comment of `n` characters of 谢 (E8 B0 A2), every `every`-th one damaged as `damage` says.
function comment(n, every, damage) {
  const bytes = [];
  for (let i = 0; i < n; i++) bytes.push(...(i % every === 0 ? damage : [0xe8, 0xb0, 0xa2]));
  return Buffer.concat([utf8('(;GM[1]PB[谢尔豪]C['), Buffer.from(bytes), utf8('])')]);
}

test('a megabyte of damaged UTF-8: read as UTF-8, 100 warnings, linear time', () => {
  const bytes = comment(300000, 7, [0xe8, 0x3f, 0xa2]);
  let result;
  expect(cpuMs(() => (result = Sgf.validate(bytes)))).toBeLessThan(5000);
  expect(result.ok).toBe(true);
  expect(result.warnings).toHaveLength(100);
  const [tree] = Sgf.parse(bytes);
  expect(tree.charset).toBe('UTF-8');
  expect(tree.root.properties.C[0].startsWith('\uFFFD谢谢谢谢谢谢\uFFFD')).toBe(true);
  expectLinear((n) => comment(n, 7, [0xe8, 0x3f, 0xa2]), 20000);
}, 30000);

test('broken bytes everywhere (no UTF-8 shape): a legacy fit or ISO-8859-1, never a throw, linear time', () => {
  // Stray continuation bytes and lone leads, no character of UTF-8 at all.
  const bytes = comment(100000, 1, [0x80, 0xe8, 0x3f]);
  let result;
  expect(cpuMs(() => (result = Sgf.validate(bytes)))).toBeLessThan(5000);
  expect(result.ok).toBe(true);
  expect(Sgf.parse(bytes)[0].charset).not.toBe('UTF-8');
  expectLinear((n) => comment(n, 1, [0x80, 0xe8, 0x3f]), 10000);
}, 30000);

test('thousands of trees, each without CA and damaged: one decision per tree, warnings capped, linear time', () => {
  const tree = Buffer.concat([utf8('(;PB[谢尔豪]PW['), Buffer.from([0xe8, 0x3f, 0xa2]), utf8('])')]);
  const make = (n) => Buffer.concat(Array.from({ length: n }, () => tree));
  const bytes = make(2000);
  let result;
  expect(cpuMs(() => (result = Sgf.validate(bytes)))).toBeLessThan(5000);
  expect(result.warnings).toHaveLength(100);
  const trees = Sgf.parse(bytes);
  expect(trees).toHaveLength(2000);
  expect(trees.every((t) => t.charset === 'UTF-8' && t.root.properties.PW[0] === '\uFFFD')).toBe(true);
  expectLinear(make, 250);
}, 30000);
