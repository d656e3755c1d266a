// The parsed board, with the read API of gobstones-core's Board and Cell. Cells are stored as
// one Float64Array of the non-empty cells (x, y, a, n, r, v), sorted by x then y: nothing is
// materialised per cell until it is asked for, so a 300x300 board is ready at once.
import { CELL_STRIDE, Color, colorIndex, colorKeys } from './color.js';

function checkColor(color) {
  const index = colorIndex[color];
  if (index === undefined)
    throw new TypeError(`Unknown colour ${String(color)}: use one of Color.Blue, Color.Black, Color.Red, Color.Green`);
  return index;
}

export class Cell {
  #x;
  #y;
  #stones;
  #isHead;

  constructor(x, y, stones, isHead) {
    this.#x = x;
    this.#y = y;
    this.#stones = stones;
    this.#isHead = isHead;
  }

  get x() {
    return this.#x;
  }
  get y() {
    return this.#y;
  }
  get location() {
    return [this.#x, this.#y];
  }
  get a() {
    return this.#stones[0];
  }
  get n() {
    return this.#stones[1];
  }
  get r() {
    return this.#stones[2];
  }
  get v() {
    return this.#stones[3];
  }

  getStonesOf(color) {
    return this.#stones[checkColor(color)];
  }
  hasStonesOf(color) {
    return this.getStonesOf(color) > 0;
  }
  getStonesAmount() {
    return this.#stones[0] + this.#stones[1] + this.#stones[2] + this.#stones[3];
  }
  hasStones() {
    return this.getStonesAmount() > 0;
  }
  isEmpty() {
    return !this.hasStones();
  }
  isHeadLocation() {
    return this.#isHead;
  }

  toJSON() {
    const [a, n, r, v] = this.#stones;
    return { x: this.#x, y: this.#y, a, n, r, v };
  }
}

const NO_STONES = Object.freeze([0, 0, 0, 0]);

export class Board {
  #width;
  #height;
  #headX;
  #headY;
  #cells;

  // `cells`: Float64Array of x, y, a, n, r, v per non-empty cell, sorted by x then y.
  constructor(width, height, headX, headY, cells) {
    this.#width = width;
    this.#height = height;
    this.#headX = headX;
    this.#headY = headY;
    this.#cells = cells;
  }

  get isBoard() {
    return true;
  }
  get format() {
    return 'GBB/1.0';
  }
  get width() {
    return this.#width;
  }
  get height() {
    return this.#height;
  }
  get head() {
    return [this.#headX, this.#headY];
  }
  get headX() {
    return this.#headX;
  }
  get headY() {
    return this.#headY;
  }
  // The deprecated matrix view of gobstones-core (columns of cells).
  get board() {
    return this.getColumns();
  }

  getCell(x = this.#headX, y = this.#headY) {
    this.#checkLocation(x, y);
    return this.#cellAt(x, y, this.#find(x, y));
  }

  getColumn(x) {
    this.#checkLocation(x, 0);
    const column = new Array(this.#height);
    let next = this.#lowerBound(x, 0);
    for (let y = 0; y < this.#height; y++) next = this.#fill(column, y, x, y, next);
    return column;
  }

  getRow(y) {
    this.#checkLocation(0, y);
    const row = new Array(this.#width);
    for (let x = 0; x < this.#width; x++) row[x] = this.#cellAt(x, y, this.#find(x, y));
    return row;
  }

  getColumns() {
    return this.mapCells((cell) => cell);
  }

  getRows() {
    const rows = [];
    for (let y = 0; y < this.#height; y++) rows.push(this.getRow(y));
    return rows;
  }

  // f(accumulator, cell, row, column), columns outer and rows inner, as gobstones-core does.
  foldCells(f, initialValue) {
    let value = initialValue;
    let next = 0;
    const cells = this.#cells;
    for (let x = 0; x < this.#width; x++) {
      for (let y = 0; y < this.#height; y++) {
        let index = -1;
        if (next < cells.length && cells[next] === x && cells[next + 1] === y) {
          index = next;
          next += CELL_STRIDE;
        }
        value = f(value, this.#cellAt(x, y, index), y, x);
      }
    }
    return value;
  }

  mapCells(f) {
    const matrix = Array.from({ length: this.#width }, () => new Array(this.#height));
    this.foldCells((_, cell, row, column) => {
      matrix[column][row] = f(cell, row, column);
    }, undefined);
    return matrix;
  }

  filterCells(f) {
    return this.foldCells((list, cell, row, column) => {
      if (f(cell, row, column)) list.push(cell);
      return list;
    }, []);
  }

  foreachCells(f) {
    this.foldCells((_, cell, row, column) => {
      f(cell, row, column);
    }, undefined);
  }

  // Plain data, accepted back by GBB.stringify: only non-empty cells are listed.
  toJSON() {
    const cellData = [];
    const cells = this.#cells;
    for (let i = 0; i < cells.length; i += CELL_STRIDE) {
      cellData.push({
        x: cells[i],
        y: cells[i + 1],
        [Color.Blue]: cells[i + 2],
        [Color.Black]: cells[i + 3],
        [Color.Red]: cells[i + 4],
        [Color.Green]: cells[i + 5],
      });
    }
    return { format: 'GBB/1.0', width: this.#width, height: this.#height, head: this.head, cellData };
  }

  // For GBB.stringify: the non-empty cells as stored (do not modify).
  static cellsOf(board) {
    return board.#cells;
  }

  #checkLocation(x, y) {
    if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= this.#width || y >= this.#height) {
      throw new RangeError(`The location ${x}, ${y} is outside the ${this.#width}x${this.#height} board`);
    }
  }

  // Index of the first stored cell at or after (x, y) in x-then-y order.
  #lowerBound(x, y) {
    const cells = this.#cells;
    const key = x * this.#height + y;
    let low = 0;
    let high = cells.length / CELL_STRIDE;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const at = middle * CELL_STRIDE;
      if (cells[at] * this.#height + cells[at + 1] < key) low = middle + 1;
      else high = middle;
    }
    return low * CELL_STRIDE;
  }

  #find(x, y) {
    const index = this.#lowerBound(x, y);
    const cells = this.#cells;
    return index < cells.length && cells[index] === x && cells[index + 1] === y ? index : -1;
  }

  #fill(target, slot, x, y, next) {
    const cells = this.#cells;
    if (next < cells.length && cells[next] === x && cells[next + 1] === y) {
      target[slot] = this.#cellAt(x, y, next);
      return next + CELL_STRIDE;
    }
    target[slot] = this.#cellAt(x, y, -1);
    return next;
  }

  #cellAt(x, y, index) {
    const stones = index < 0 ? NO_STONES : this.#cells.subarray(index + 2, index + CELL_STRIDE);
    return new Cell(x, y, stones, x === this.#headX && y === this.#headY);
  }
}

export { colorKeys };
