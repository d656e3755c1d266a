// A move a reader plays on a Go position, judged and played by the core (src/go/try_move.hpp,
// bindings/go_play.cpp): the one file that knows that binding's arguments. No rule of Go here,
// nor the letters of SGF points (sgfPoint and pointOfSgf ask the core).
import { withBytes } from '../wasm-io.js';

const COLOUR = { B: 1, W: 2 };
const LETTER = { 1: 'B', 2: 'W' };
// No SGF board is wider or taller (the core plays on up to 25): a scene from elsewhere claiming
// more is refused before its board is copied, not after.
const MAX_SIDE = 52;

/** The viewer's Go engine: { tryMove, sgfPoint, pointOfSgf }, each asking the core. */
export function createGoEngine(wasm) {
  const onBoard = (p) => p && Number.isInteger(p.row) && Number.isInteger(p.col) && p.row >= 0 && p.col >= 0;
  /** `point` ({ row, col }) as SGF writes it ("dd"); '' for null (a pass) or a point SGF cannot name. */
  const sgfPoint = (point) => (onBoard(point) ? wasm.goSgfPoint(point.col, point.row) : '');
  /** The point ({ row, col }) SGF text names ("dd"), or undefined. */
  const pointOfSgf = (text) => (typeof text === 'string' ? (wasm.goPointOfSgf(text) ?? undefined) : undefined);
  return { tryMove: goTryMove, sgfPoint, pointOfSgf };

  /**
   * `position`: { width, height, board (rows, row 0 at the top: 0 empty, 1 black, 2 white), ko
   * ({ row, col } or null) and koForbidden ('B' or 'W': who may not retake there), captures
   * ({ black, white }), allowSuicide (the record's rules) }, as a Go scene has them; `colour` 'B' or 'W'; `point` { row, col }, or
   * null for a pass. Returns { legality: 'legal' | 'occupied' | 'ko' | 'suicide' | 'off_board',
   * captured } and, when legal, the position after it: { board, captures, ko, koForbidden }. Null
   * when the engine cannot play on that position (another stone colour, a board over 25 × 25).
   */
  function goTryMove(position, colour, point) {
    const { width, height } = position;
    const side = (n) => Number.isInteger(n) && n >= 1 && n <= MAX_SIDE;
    if (!side(width) || !side(height) || !COLOUR[colour]) return null;
    const cells = new Uint8Array(width * height);
    for (let row = 0; row < height; row++)
      for (let col = 0; col < width; col++) {
        const value = position.board?.[row]?.[col] ?? 0;
        cells[row * width + col] = Number.isInteger(value) && value >= 0 && value <= 255 ? value : 255;
      }
    const index = (p) => (p && Number.isInteger(p.row) && Number.isInteger(p.col) ? p.row * width + p.col : -1);
    const koPoint = position.ko ? index(position.ko) : -1;
    const outside = (p) => p && (p.row < 0 || p.col < 0 || p.row >= height || p.col >= width);
    // A point beside the board is off it, not a pass: the core says so.
    const target = point === null ? -1 : outside(point) ? width * height : index(point);
    if (point !== null && target < 0) return null;
    const result = withBytes(wasm, cells, (address, length) =>
      wasm.goTryMove(
        address,
        length,
        width,
        height,
        koPoint,
        COLOUR[position.koForbidden] ?? 0,
        position.captures?.black ?? 0,
        position.captures?.white ?? 0,
        COLOUR[colour],
        target,
        position.allowSuicide === true,
      ),
    );
    if (!result) return null;
    const answer = { legality: result.legality, captured: result.captured };
    if (result.legality !== 'legal') return answer;
    const board = Array.from({ length: height }, (_, row) =>
      Array.from(result.board.subarray(row * width, (row + 1) * width)),
    );
    const ko = result.ko >= 0 ? { row: Math.floor(result.ko / width), col: result.ko % width } : null;
    return {
      ...answer,
      position: {
        board,
        captures: { black: result.prisoners[0], white: result.prisoners[1] },
        ko,
        koForbidden: ko ? LETTER[result.koForbidden] : null,
      },
    };
  }
}
