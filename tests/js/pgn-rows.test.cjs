// The rows `pgn convert --to csv|parquet` writes are read from the core's layout without the
// game objects (npm/src/pgn/rows.js through npm/bin/columnar/records.cjs readRows). Here they
// are compared, field for field, with the records the CLI made from the game objects before
// (Pgn.createReader's games; the function is kept below as the reference), on the fixtures, the
// corpus when present, and a text with what the row reader handles on its own: commands other
// than [%clk] and [%eval] with the same kinds of value, comments before moves, variations,
// non-ASCII comments, null moves, promotions, Chess960 castling, games with errors.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { Pgn } = require('boardnotation/pgn');

const binDir = require.resolve('boardnotation/package.json').replace('package.json', 'bin/');
const { readRows, gameRecord, positionRecords } = require(`${binDir}columnar/records.cjs`);
const { convertError, rowError } = require(`${binDir}pgn-work.cjs`);

// --- The records as they were made from game objects (the reference). ---
function uciOf(move) {
  if (move.from === undefined) return '0000';
  return `${move.from}${move.to}${move.promotion ?? ''}`;
}
function annotationsOf(move) {
  let clock = null;
  let pawns = null;
  let mate = null;
  let evaluated = false;
  for (const comment of move.comments) {
    for (const command of comment.commands) {
      if (clock === null && command.name === 'clk' && command.seconds !== undefined) clock = command.seconds;
      if (!evaluated && command.name === 'eval' && (command.pawns !== undefined || command.mate !== undefined)) {
        evaluated = true;
        pawns = command.pawns === undefined ? null : command.pawns + 0;
        mate = command.mate ?? null;
      }
    }
  }
  return { clock, pawns, mate };
}
function firstError(game) {
  const d = game.diagnostics.find((x) => x.severity === 'error');
  return d ? `${d.line}:${d.column}: ${d.message} (${d.code})` : null;
}
const unlessAllNull = (values) => (values.some((v) => v !== null) ? values : null);
function referenceGameRecord(game, number) {
  const moves = game.moves;
  const annotations = moves.map(annotationsOf);
  return {
    game: number,
    line: game.line,
    headers: game.headers,
    result: game.result,
    plies: moves.length,
    san: moves.map((m) => m.san),
    uci: moves.map(uciOf),
    startFen: game.startFen,
    finalFen: moves.length > 0 ? moves[moves.length - 1].fen : game.startFen,
    clocks: unlessAllNull(annotations.map((a) => a.clock)),
    evalPawns: unlessAllNull(annotations.map((a) => a.pawns)),
    evalMate: unlessAllNull(annotations.map((a) => a.mate)),
    error: firstError(game),
  };
}
function referencePositionRecords(game, number) {
  const rows = [
    { game: number, ply: 0, fen: game.startFen, san: null, uci: null, clock: null, evalPawns: null, evalMate: null },
  ];
  game.moves.forEach((move, k) => {
    const { clock, pawns, mate } = annotationsOf(move);
    rows.push({
      game: number,
      ply: k + 1,
      fen: move.fen,
      san: move.san,
      uci: uciOf(move),
      clock,
      evalPawns: pawns,
      evalMate: mate,
    });
  });
  return rows;
}
// --- end of the reference ---

// Reads `bytes` pushed in pieces of `piece` bytes, as the CLI reads a file.
function readAll(reader, bytes, piece) {
  const items = [];
  for (let at = 0; at < bytes.length; at += piece) items.push(...reader.push(bytes.subarray(at, at + piece)));
  items.push(...reader.end());
  return items;
}

// Records as text, one per line (a few thousand deep comparisons by Jest took half a minute):
// headers in their order (other_tags's order), -0 apart from 0, undefined apart from null.
const text = (records) =>
  records
    .map((r) =>
      JSON.stringify({ ...r, headers: r.headers && Object.entries(r.headers) }, (_, v) =>
        Object.is(v, -0) ? '-0' : v === undefined ? 'undefined' : v,
      ),
    )
    .join('\n');

function compare(bytes, piece = 1 << 16) {
  const games = readAll(Pgn.createReader(), bytes, piece);
  const rows = readAll(readRows({}), bytes, piece);
  const withFens = readAll(readRows({ fens: true }), bytes, piece);
  expect(rows.length).toBe(games.length);
  expect(rows.map((r) => r.ok)).toEqual(games.map((g) => g.ok));
  expect(rows.filter((r) => !r.ok).map((r) => rowError('f.pgn', r))).toEqual(
    games.filter((g) => !g.ok).map((g) => convertError('f.pgn', g)),
  );
  const reference = games.map((g, k) => referenceGameRecord(g, k + 1));
  expect(text(rows.map((r, k) => gameRecord(r, k + 1)))).toBe(text(reference));
  expect(text(withFens.map((r, k) => gameRecord(r, k + 1)))).toBe(text(reference));
  expect(text(withFens.flatMap((r, k) => positionRecords(r, k + 1)))).toBe(
    text(games.flatMap((g, k) => referencePositionRecords(g, k + 1))),
  );
  return games.length;
}

const edgeCases = [
  '[Event "clocks"]\n\n1. e4 {[%clk 0:03:00] [%eval 0.21]} 1... e5 {[%emt 0:00:04] [%clk 0:02:58]}',
  '2. Nf3 {[%eval -0.00] [%clk 0:02:50]} 2... Nc6 {[%eval #-3]} {[%eval 1.5] [%clk 0:01:00]}',
  '3. Bb5 {café [%cal Ge2e4,Rd7d5] [%egt 0:00:10] [%eval #4] [%clk 1:00:00.5]}',
  '3... a6 {[%clk nonsense] [%eval ?] [%mct 0:00:01]} {[%clk 0:00:09]} 4. Ba4 {[%eval 0.1] [%clk 0:00:08]}',
  '(4. Bxc6 {[%clk 0:00:01] [%eval 9]} 4... dxc6) 4... {[%clk 0:00:07]} Nf6 {ünïcode [%csl Rd4] [%clk 0:00:06]} 1-0',
  '',
  '[Event "null and promotion"]\n[FEN "8/P7/8/8/8/8/1k5p/4K3 w - - 0 1"]\n[SetUp "1"]\n\n1. a8=Q {[%clk 0:00:05]} h1=N 2. -- Kc2 *',
  '',
  '[Event "960"]\n[Variant "Chess960"]\n[FEN "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"]\n\n9. g3 {[%eval 0.3]} Ne4 10. h4 *',
  '',
  '[Event "bad"]\n\n1. e4 {[%clk 0:01:00]} e5 2. Ke3 {[%clk 0:00:59]} *',
  '',
  '[Event "no moves"]\n{a game comment [%clk 0:10:00]}\n*',
  '',
].join('\n');

test('rows equal the records made from game objects: edge cases', () => {
  expect(compare(Buffer.from(edgeCases))).toBe(5);
  // The same, read a few bytes at a time (games complete across pushes).
  expect(compare(Buffer.from(edgeCases), 7)).toBe(5);
});

test('rows equal the records made from game objects: the PGN fixtures and the corpus', () => {
  const files = [];
  for (const folder of ['tests/fixtures/pgn', 'tests/fixtures/chess960', '../shared/corpus/pgn']) {
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder)) if (name.endsWith('.pgn')) files.push(join(folder, name));
  }
  let games = 0;
  // The first 16 KB of each (the last game cut short, the same for both): seconds, not minutes.
  for (const file of files) games += compare(readFileSync(file).subarray(0, 1 << 14));
  expect(games).toBeGreaterThan(100);
});
