// The ES module entries of Hen and Sgf: ready on import, subpaths share the root's objects.
import { Hen, Sgf, SgfError } from 'boardnotation';
import { BLACK } from 'boardnotation/hen';
import * as hen from 'boardnotation/hen';
import * as sgf from 'boardnotation/sgf';

test('import gives ready Hen and Sgf APIs', () => {
  expect(Hen.parse('_16b2w').board[3][0]).toBe(BLACK);
  const trees = Sgf.parse('(;GM[1];B[aa])');
  expect(Hen.sgf2hen(Sgf.stringify(trees), 1)).toBe('_19b.A19b.w');
});

test('subpaths export the same objects as the root entry', () => {
  expect(hen.Hen).toBe(Hen);
  expect(sgf.Sgf).toBe(Sgf);
  expect(Object.keys(hen).sort()).toEqual(['BLACK', 'EMPTY', 'Hen', 'Stone', 'WHITE']);
  expect(Object.keys(sgf).sort()).toEqual(['Sgf', 'SgfError']);
  expect(() => Sgf.parse('(;B[aa', { strict: true })).toThrow(SgfError);
});
