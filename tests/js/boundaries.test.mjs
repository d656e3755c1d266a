// One source per boundary (scripts/boundaries.mjs): the files written from npm/src/modules.json are
// current, what follows it by hand agrees with it, and the constants kept in both C++ and JS (and
// the limits table of docs/architecture.md) say the same numbers.
import { check, documented, evaluate, render } from '../../scripts/boundaries.mjs';

test('the families, the generated files and the constants agree', () => {
  expect(check()).toEqual([]);
  expect(Object.keys(render())).toEqual(['npm/src/families/family-of.js', 'npm/src/families/web-importers.js']);
});

test('the readers of numbers read what C++, JS and the docs write (so a mismatch is seen)', () => {
  expect(evaluate('std::size_t{256} * 1024 * 1024')).toBe(268435456n);
  expect(evaluate('(std::uint64_t{1} << 53) - 1')).toBe(9007199254740991n);
  expect(evaluate("1'000'000")).toBe(1000000n);
  expect(evaluate('0xFFFFFFFFu')).toBe(4294967295n);
  expect(evaluate('4_000_000')).toBe(4000000n);
  expect(evaluate('2 + gbb::color_count', { 'gbb::color_count': 4n })).toBe(6n);
  expect(() => evaluate('max_cells / 2')).toThrow(/cannot evaluate/);
  expect(documented('256 MiB')).toBe(268435456n);
  expect(documented('2^53 − 1')).toBe(9007199254740991n);
  expect(documented('2^24')).toBe(16777216n);
  expect(documented('10,000')).toBe(10000n);
  expect(() => documented('about ten')).toThrow();
});
