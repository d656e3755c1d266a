// The ES module entries: `import` gives a ready API, and the subpath shares the same instance.
import { GBB, GBBParsingErrors, languages } from 'boardnotation';
import { Color } from 'boardnotation/gbb';
import * as gbb from 'boardnotation/gbb';

test('import gives a ready synchronous API', () => {
  const board = GBB.parse('GBB/1.0 size 2 2 cell 1 0 Azul 3 head 1 1');
  expect(board.getCell(1, 0).getStonesOf(Color.Blue)).toBe(3);
  expect(languages).toContain('es');
});

test('boardnotation/gbb exports the same objects as the root entry', () => {
  expect(gbb.GBB).toBe(GBB);
  expect(gbb.GBBParsingErrors).toBe(GBBParsingErrors);
  expect(Object.keys(gbb).sort()).toEqual([
    'Board',
    'Cell',
    'Color',
    'GBB',
    'GBBParsingErrors',
    'GBBStringifyingErrors',
  ]);
});

test('errors from the ES module entry are instances of its classes', () => {
  expect(() => GBB.parse('GBB/1.0 size 0 1')).toThrow(GBBParsingErrors.InvalidSizeDefinition);
});
