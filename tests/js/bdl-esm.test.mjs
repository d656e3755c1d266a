// The ES module entries of Bdl: ready on import, the subpath shares the root's objects.
import { Bdl, BdlError } from 'boardnotation';
import * as bdl from 'boardnotation/bdl';

const text = `rules{ first_player : 0 width : 3 height : 3 coloring : alternate player_change : alternate }
pieces{ p{ moves{ x : 0, y : 1 } mirrored } }
initial_piece_position{ p{ positions{ x : [0, 2], y : 0 } mirrored } }
invariants{} finish{ no_moves_available }`;

test('import gives a ready Bdl API', () => {
  const game = Bdl.game(text);
  expect(game.moves()).toHaveLength(3);
  expect(game.perft(2)).toBe(9);
  game.free();
  expect(Bdl.format(Bdl.parse(text))).toBe(Bdl.format(text));
});

test('the subpath exports the same objects as the root entry', () => {
  expect(bdl.Bdl).toBe(Bdl);
  expect(Object.keys(bdl).sort()).toEqual(['Bdl', 'BdlError']);
  expect(() => Bdl.parse('rules{')).toThrow(BdlError);
});
