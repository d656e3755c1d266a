// Hen.sgf2hen / Hen.fromSgf on the golden games (captures, ko, suicide, handicap, variations):
// every move number must give the HEN the native golden file holds.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { Hen, BLACK, WHITE } = require('boardnotation/hen');

const fixtures = join(__dirname, '..', '..', 'fixtures', 'hen');

// "move N: <hen>" lines of a golden file.
function expected(name) {
  const lines = readFileSync(join(fixtures, `${name}.expect`), 'utf8').split('\n');
  return lines
    .filter((l) => l.startsWith('move '))
    .map((l) => {
      const [, n, hen] = /^move (\d+): ?(.*)$/.exec(l);
      return [Number(n), hen];
    });
}

for (const name of ['captures-and-ko', 'ko', 'suicide-and-capture', 'handicap-variations', 'rectangular']) {
  test(`${name}: sgf2hen at every move number`, () => {
    const sgf = readFileSync(join(fixtures, `${name}.sgf`), 'utf8');
    const moves = expected(name);
    expect(moves.length).toBeGreaterThan(1);
    for (const [n, hen] of moves) {
      expect([n, Hen.sgf2hen(sgf, n)]).toEqual([n, hen]);
      const position = Hen.fromSgf(sgf, n);
      expect(position.toString()).toBe(hen);
    }
  });
}

test('the ko game: ko point and last move at moves 9 and 10, final position past the end', () => {
  const sgf = readFileSync(join(fixtures, 'ko.sgf'), 'utf8');
  const nine = Hen.fromSgf(sgf, 9);
  expect(nine.koPoint).toEqual({ row: 1, col: 1 });
  expect(nine.lastMove).toEqual({ row: 1, col: 2, color: BLACK, pass: false });
  expect(nine.turn).toBe('w');
  const ten = Hen.fromSgf(sgf, 10);
  expect(ten.koPoint).toEqual({ row: 1, col: 2 });
  expect(ten.lastMove).toEqual({ row: 1, col: 1, color: WHITE, pass: false });
  expect(Hen.sgf2hen(sgf, 1000)).toBe(Hen.sgf2hen(sgf, 10));
  expect(Hen.sgf2hen(sgf, Infinity)).toBe(Hen.sgf2hen(sgf, 10));
});

test('the default move number is 0: the setup position', () => {
  const sgf = '(;GM[1]FF[4]SZ[9]AB[cc][gg]AW[cg]PL[W];W[ee];B[dd])';
  expect(Hen.sgf2hen(sgf)).toBe(Hen.sgf2hen(sgf, 0));
  expect(Hen.fromSgf(sgf).board.flat().filter(Boolean)).toHaveLength(3);
  expect(Hen.fromSgf(sgf).turn).toBe('w');
});

test("invalid or empty SGF: '' and null; a bad move number is a RangeError", () => {
  expect(Hen.sgf2hen('')).toBe('');
  expect(Hen.sgf2hen('not sgf')).toBe('');
  expect(Hen.sgf2hen('(;GM[3]SZ[8])')).toBe('');
  expect(Hen.fromSgf('')).toBeNull();
  expect(Hen.fromSgf('(;SZ[30])')).toBeNull();
  expect(() => Hen.sgf2hen('(;)', -1)).toThrow(RangeError);
  expect(() => Hen.fromSgf('(;)', 1.5)).toThrow(RangeError);
});

test("an empty 19x19 game is not '': its HEN names the size and reads back", () => {
  expect(Hen.sgf2hen('(;GM[1]SZ[19])')).toBe('.19x19');
  expect(Hen.sgf2hen('(;)')).toBe('.19x19');
  expect(new Hen().toString()).toBe('.19x19');
  expect(Hen.parse(new Hen().toString())).toEqual(new Hen());
});
