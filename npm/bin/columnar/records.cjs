// What `pgn convert --to csv|parquet` writes about a game: one record per game, or one per
// position (--positions). Everything chess comes from the library's replay, as the row reader
// gives it (npm/src/pgn/rows.js, readRows below): canonical SAN, UCI (the move's from and to
// squares and promotion letter; castling as the king's move, e1g1; a null move 0000), the FEN
// after a move, the clock and evaluation commands of its comments as numbers. Nothing here
// knows a rule of chess.
'use strict';

const { createPgnRowReader } = require('../../dist/core-chess.node.cjs').load();

/**
 * A reader of rows (Pgn.createReader's options; `fens`: the FEN after every move, for
 * --positions): push(bytes) and end() give the rows of the games they complete, a row being
 * { ok, line, headers, result, startFen, san, uci, clocks, evalPawns, evalMate, finalFen, fens,
 * error }, the lists per main-line move (clocks and evaluations null where the comments say
 * none), error the game's first ({ line, column, message, code }) or null.
 */
const readRows = (options) => createPgnRowReader(options);

// "line:column: message (code)" of the game's first error, null when it has none.
const errorText = (e) => (e === null ? null : `${e.line}:${e.column}: ${e.message} (${e.code})`);

// A list of numbers, or null when every one is null (the game has no such comments).
const unlessAllNull = (values) => (values.some((v) => v !== null) ? values : null);

/**
 * One game's record. `number` counts the games of the input from 1.
 * @returns {{ game: number, line: number, headers: Record<string, string>, result: string | null,
 *   plies: number, san: string[], uci: string[], startFen: string, finalFen: string,
 *   clocks: (number | null)[] | null, evalPawns: (number | null)[] | null,
 *   evalMate: (number | null)[] | null, error: string | null }}
 */
function gameRecord(row, number) {
  return {
    game: number,
    line: row.line,
    headers: row.headers,
    result: row.result,
    plies: row.san.length,
    san: row.san,
    uci: row.uci,
    startFen: row.startFen,
    finalFen: row.finalFen,
    clocks: unlessAllNull(row.clocks),
    evalPawns: unlessAllNull(row.evalPawns),
    evalMate: unlessAllNull(row.evalMate),
    error: errorText(row.error),
  };
}

/**
 * One record per position of the game's main line (a row read with `fens`): ply 0 is the
 * start (no move), ply N the position after the Nth move, with that move and the clock and
 * evaluation its comments give.
 */
function positionRecords(row, number) {
  const records = [
    { game: number, ply: 0, fen: row.startFen, san: null, uci: null, clock: null, evalPawns: null, evalMate: null },
  ];
  for (let k = 0; k < row.san.length; k += 1) {
    records.push({
      game: number,
      ply: k + 1,
      fen: row.fens[k],
      san: row.san[k],
      uci: row.uci[k],
      clock: row.clocks[k],
      evalPawns: row.evalPawns[k],
      evalMate: row.evalMate[k],
    });
  }
  return records;
}

module.exports = { readRows, gameRecord, positionRecords };
