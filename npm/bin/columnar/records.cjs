// What `pgn convert --to csv|parquet` writes about a game: one record per game, or one per
// position (--positions). Everything chess comes from the library's replay (npm/dist/pgn.cjs):
// canonical SAN, the squares of each move, the FEN after it, the clock and evaluation commands
// of its comments as numbers. Nothing here knows a rule of chess: UCI is the move's from and to
// squares and promotion letter as the replay gives them (castling as the king's move, e1g1).
'use strict';

// The main line's moves: variations are not part of a game's row.
function uciOf(move) {
  if (move.from === undefined) return '0000'; // a null move, as UCI writes it
  return `${move.from}${move.to}${move.promotion ?? ''}`;
}

// The clock and evaluation a move's comments give (the first of each), null where they say none.
// An evaluation is in pawns, or a mate in N moves (negative: Black mates), never both.
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
        // "-0.00" reads as -0, which the Parquet writer's dictionary (a Map: -0 and 0 are one
        // key) would write as 0 or -0 depending on the other values of the row group: it is 0.
        pawns = command.pawns === undefined ? null : command.pawns + 0;
        mate = command.mate ?? null;
      }
    }
  }
  return { clock, pawns, mate };
}

// "line:column: message (code)" of the game's first error, null when it has none.
function firstError(game) {
  const d = game.diagnostics.find((x) => x.severity === 'error');
  return d ? `${d.line}:${d.column}: ${d.message} (${d.code})` : null;
}

// A list of numbers, or null when every one is null (the game has no such comments).
const unlessAllNull = (values) => (values.some((v) => v !== null) ? values : null);

/**
 * One game's record. `number` counts the games of the input from 1.
 * @returns {{ game: number, line: number, headers: Record<string, string>, result: string | null,
 *   plies: number, san: string[], uci: string[], startFen: string, finalFen: string,
 *   clocks: (number | null)[] | null, evalPawns: (number | null)[] | null,
 *   evalMate: (number | null)[] | null, error: string | null }}
 */
function gameRecord(game, number) {
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

/**
 * One record per position of the game's main line: ply 0 is the start (no move), ply N the
 * position after the Nth move, with that move and the clock and evaluation its comments give.
 */
function positionRecords(game, number) {
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

module.exports = { gameRecord, positionRecords };
