// The names players give the points of a Go board ("D4"): the board's coordinates as drawn
// (go-board.js), a move in the viewer (viewer/go-play.js), and the CLI's tables (npm/bin:
// sgf convert, built into dist/go-points.cjs). GTP names the same points on boards up to 25.

// Columns are lettered A-Z without I (25 letters); past 25 columns (SGF boards reach 52) the names
// go on in two letters, AA, AB ..., as spreadsheets do.
const LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
export function columnName(col) {
  return col < LETTERS.length
    ? LETTERS[col]
    : LETTERS[Math.floor(col / LETTERS.length) - 1] + LETTERS[col % LETTERS.length];
}

/** The point's name as players write it: column letter, then the row counted from the bottom. */
export function pointName(height, row, col) {
  return `${columnName(col)}${height - row}`;
}
