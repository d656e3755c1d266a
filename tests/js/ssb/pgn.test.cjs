// game.pgn of Ssb.replay: written by the PGN area's writer, read back by Pgn.parse it gives the
// replay's moves and positions; after a gap the movetext stops before the unverified ply.
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { Ssb, Pgn } = require('boardnotation');

const corpus = join(__dirname, '..', '..', '..', '..', 'shared', 'corpus', 'ssb');
const haveCorpus = existsSync(join(corpus, 'real_game_B_data_access_fixture.json'));
const withCorpus = haveCorpus ? test : test.skip;

function game(name) {
  const fixture = JSON.parse(readFileSync(join(corpus, name), 'utf8'));
  return [fixture.invite, ...fixture.messages];
}

function readBack(pgn) {
  const db = Pgn.parse(pgn);
  expect(db.diagnostics).toEqual([]);
  expect(db.games).toHaveLength(1);
  const [g] = db.games;
  expect(g.ok).toBe(true);
  expect(g.diagnostics).toEqual([]);
  return g;
}

withCorpus('the real games read back with the same SANs, FENs, players and result', () => {
  for (const name of ['real_game_A_ssb_chess_fixture.json', 'real_game_B_data_access_fixture.json']) {
    const r = Ssb.replay(game(name));
    expect(r.issues).toEqual([]);
    expect(typeof r.pgn).toBe('string');
    const g = readBack(r.pgn);
    expect(g.moves.map((m) => m.san)).toEqual(r.moves);
    expect(g.moves.map((m) => m.fen)).toEqual(r.fens);
    expect(g.result).toBe(r.result);
    expect(g.headers).toMatchObject({
      White: r.white,
      Black: r.black,
      Result: r.result,
      GameId: r.gameId,
      Site: 'Secure Scuttlebutt',
      Event: 'ssb-chess game',
    });
    expect(g.headers.FEN).toBeUndefined();
  }
  const b = readBack(Ssb.replay(game('real_game_B_data_access_fixture.json')).pgn);
  expect(b.headers).toMatchObject({ Date: '2021.06.09', UTCDate: '2021.06.09', UTCTime: '17:55:42', Result: '1-0' });
  expect(readBack(Ssb.replay(game('real_game_A_ssb_chess_fixture.json')).pgn).headers.Date).toBe('????.??.??');
});

withCorpus('a gap: the movetext stops before the first unverified ply and says so', () => {
  const messages = game('real_game_B_data_access_fixture.json').filter((m) => m.value.content.ply !== 20);
  const r = Ssb.replay(messages);
  expect(r.issues.map((i) => i.code)).toEqual(['ssb.replay.ply_gap']);
  expect(r.plies[19]).toMatchObject({ ply: 21, verified: false });
  const g = readBack(r.pgn);
  expect(g.moves.map((m) => m.san)).toEqual(r.moves.slice(0, 19));
  expect(g.moves.map((m) => m.fen)).toEqual(r.fens.slice(0, 19));
  expect(g.moves[18].comments.map((c) => c.text)).toEqual([
    'ssb-chess: ply 21 could not be verified (after a gap or an illegal move); the moves from there on are left out',
  ]);
  expect(g.result).toBe('1-0');
});

test('no game, no PGN', () => {
  expect(Ssb.replay([]).pgn).toBeNull();
});
