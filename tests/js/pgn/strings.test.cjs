// The texts of a parsed database cross from wasm as one table of strings, each distinct text
// once, that the records refer to by id (bindings/pgn_encoder.hpp, Encoder): repeated and distinct
// texts, UTF-16 lengths that differ from UTF-8 ones, and tables larger than the first one a
// parse makes must all come back as written, in every reading mode and in a following parse.
const { Pgn } = require('boardnotation');

// Game g of a database built to repeat some texts (the event, the result, the SANs of the
// opening) and not others (the player names and round of each game, a move number in a
// comment-free main line), with characters of 1 to 4 bytes of UTF-8 and 1 or 2 of UTF-16.
const PLAYERS = ['Réti, Richard', 'Nimzowitsch, Aron', '李, 世石', 'Player 🙂', 'Ünal'];
function gameText(g) {
  const tags = {
    Event: g % 3 === 0 ? 'Weltmeisterschaft ♛' : 'Open',
    Site: `Site ${g % 7}`,
    White: `${PLAYERS[g % PLAYERS.length]} ${g}`,
    Black: PLAYERS[(g + 1) % PLAYERS.length],
    Round: String(g),
    Result: '*',
    [`Tag${g % 11}`]: `𝄞${g}`,
  };
  const moves = g % 2 === 0 ? '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6' : '1. d4 d5 2. c4 e6 3. Nc3 Nf6';
  return {
    tags,
    text: `${Object.entries(tags)
      .map(([n, v]) => `[${n} "${v}"]`)
      .join('\n')}\n\n${moves} *\n`,
  };
}

describe('the table of strings of a parse', () => {
  const games = Array.from({ length: 3000 }, (_, g) => gameText(g));
  const database = games.map((g) => g.text).join('\n');

  for (const options of [{ replay: false }, {}, { fen: 'eager' }]) {
    test(`tags and SANs come back as written (${JSON.stringify(options)})`, () => {
      const parsed = Pgn.parse(database, options);
      expect(parsed.games).toHaveLength(3000);
      parsed.games.forEach((game, g) => {
        expect({ ...game.headers }).toEqual(games[g].tags);
        const expected = g % 2 === 0 ? ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6'] : ['d4', 'd5', 'c4', 'e6', 'Nc3', 'Nf6'];
        expect(game.moves.map((m) => m.written)).toEqual(expected);
      });
    });
  }

  test('a small parse after a large one has only its own texts', () => {
    Pgn.parse(database, { replay: false });
    const [game] = Pgn.parse('[Event "Ünique"]\n\n1. Nf3 *', { replay: false }).games;
    expect({ ...game.headers }).toEqual({ Event: 'Ünique' });
    expect(game.moves.map((m) => m.written)).toEqual(['Nf3']);
  });

  test('the SAN as written and the canonical SAN are each their own text', () => {
    const [game] = Pgn.parse('1. Ng1f3 Ng8f6 2. Nf3d4 Nf6d5 *').games;
    expect(game.moves.map((m) => [m.written, m.san])).toEqual([
      ['Ng1f3', 'Nf3'],
      ['Ng8f6', 'Nf6'],
      ['Nf3d4', 'Nd4'],
      ['Nf6d5', 'Nd5'],
    ]);
  });

  test('the FENs of the eager mode follow their moves', () => {
    const eager = Pgn.parse(database.slice(0, 2000), { fen: 'eager' }).games[0].moves;
    const lazy = Pgn.parse(database.slice(0, 2000)).games[0].moves;
    expect(eager.map((m) => m.fen)).toEqual(lazy.map((m) => m.fen));
    expect(eager[0].fen).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  });
});
