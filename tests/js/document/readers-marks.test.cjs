// What a reader sees of a game beside its moves, from openDocument: comments as prose (the
// commands an export writes for programs are not text), the clock each player had left after a
// move ([%clk] in PGN, BL/WL in SGF), the evaluation of a position ([%eval]), and the players
// (name, title, rating or rank) the viewer puts by the board.
const { openDocument } = require('boardnotation/svg');

const LICHESS = `[Event "Rated Blitz game"]
[Site "https://lichess.org/abcdEFGH"]
[White "Alice"]
[Black "Bob"]
[WhiteElo "1850"]
[BlackElo "?"]
[WhiteTitle "FM"]
[Result "1-0"]

{ [%clk 0:03:00] Both start with three minutes. }
1. e4 { [%eval 0.17] [%clk 0:03:00] } 1... e5 { [%eval 0.2] [%clk 0:02:58.5] }
2. Nf3 { Developing. [%eval 0.14] [%clk 0:03:01] [%cal Gf3e5] } 2... Nc6 { [%eval #-3] }
( 2... d6 { [%clk 0:01:00] Philidor. } ) 3. Bc4 { [%eval -1.5] [not a command] } 1-0`;

function nodesOf(root) {
  const list = [];
  for (const stack = [root]; stack.length;) {
    const node = stack.pop();
    list.push(node);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return list;
}

test('PGN: comments without their commands, clocks and evaluations per move, players from the tags', () => {
  const [game] = openDocument(LICHESS, { notation: 'pgn' }).games;
  expect(game.players).toEqual({ white: { name: 'Alice', rating: '1850', title: 'FM' }, black: { name: 'Bob' } });
  const byLabel = new Map(nodesOf(game.root).map((node) => [node.label, node]));
  expect(game.root.comment).toBe('Both start with three minutes.');
  expect(byLabel.get('e4')).toMatchObject({ clock: 180, evaluation: { pawns: 0.17 } });
  expect(byLabel.get('e4').comment).toBeUndefined(); // only commands: nothing to read
  expect(byLabel.get('e5')).toMatchObject({ clock: 178.5, evaluation: { pawns: 0.2 } });
  expect(byLabel.get('Nf3')).toMatchObject({ comment: 'Developing.', clock: 181 });
  expect(byLabel.get('Nc6').evaluation).toEqual({ mate: -3 });
  expect(byLabel.get('Nc6').clock).toBeUndefined();
  expect(byLabel.get('d6')).toMatchObject({ comment: 'Philidor.', clock: 60 });
  expect(byLabel.get('Bc4')).toMatchObject({ comment: '[not a command]', evaluation: { pawns: -1.5 } });
});

test('PGN without commands or player tags: comments as written, no clocks, no players', () => {
  const [game] = openDocument('1. e4 {A [bracket] comment} e5 *', { notation: 'pgn' }).games;
  expect(game.players).toBeUndefined();
  const e4 = game.root.children[0];
  expect(e4.comment).toBe('A [bracket] comment');
  expect(e4.clock).toBeUndefined();
  expect(e4.evaluation).toBeUndefined();
});

test('SGF: players with their ranks, and the time each had left after a move (BL/WL)', () => {
  const text =
    '(;GM[1]SZ[9]PB[Honinbo Shusaku]BR[7d]PW[Gennan Inseki]WR[8d];B[ee]BL[3599.5];W[cc]WL[3540];B[gg];W[dd]WL[x])';
  const [game] = openDocument(text, { notation: 'sgf' }).games;
  expect(game.players).toEqual({
    black: { name: 'Honinbo Shusaku', rating: '7d' },
    white: { name: 'Gennan Inseki', rating: '8d' },
  });
  const clocks = nodesOf(game.root)
    .slice(1)
    .map((node) => node.clock);
  expect(clocks).toEqual([3599.5, 3540, undefined, undefined]); // WL[x] is no time
});

test('SGF: a time left is an SGF Real ([+-]digits[.digits]), as the core reads it, not a prefix of any text', () => {
  const clocks = (values) =>
    nodesOf(
      openDocument(
        `(;GM[1]SZ[9]${values.map((v, i) => `;${'BW'[i % 2]}[${'abcdefghi'[i]}a]${'BW'[i % 2]}L[${v}]`).join('')})`,
        { notation: 'sgf' },
      ).games[0].root,
    )
      .slice(1)
      .map((node) => node.clock);
  expect(clocks(['12.5abc', '1e3', '.5', '5.', '0x10', ' 30 ', '+7.25', '-3'])).toEqual([
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    30,
    7.25,
    undefined, // no time is negative
  ]);
});

test("SGF komi in points: Fox's scaled KM[375] is 7.5, other records' KM as written", () => {
  const komi = (root) => openDocument(`(;GM[1]SZ[19]${root};B[pd])`, { notation: 'sgf' }).games[0].info.Komi;
  expect(komi('AP[foxwq]RU[Chinese]KM[375]')).toBe('7.5');
  expect(komi('AP[foxwq]RU[Japanese]KM[650]')).toBe('6.5');
  expect(komi('AP[foxwq]RU[Japanese]HA[2]KM[50]')).toBe('0.5');
  expect(komi('KM[375]')).toBe('375'); // not Fox: as written
  expect(komi('KM[6.50]')).toBe('6.5');
  expect(komi('KM[six and a half]')).toBe('six and a half');
});
