// The GBB API through require('boardnotation'): parse, the Board API, errors, stringify.
const { GBB, GBBParsingErrors, GBBStringifyingErrors, Board, languages } = require('boardnotation');
const { Color } = require('boardnotation/gbb');
const { cases, shapes } = require('./reference-outputs.cjs');

const README_BOARD = 'GBB/1.0\nsize 3 4\ncell 2 1 a 1\ncell 1 2 n 1 r 3\ncell 2 3 r 2 a 1\nhead 1 1';

function parseError(text, options) {
  try {
    GBB.parse(text, options);
  } catch (error) {
    return error;
  }
  throw new Error(`parse succeeded on ${JSON.stringify(text)}`);
}

function stringifyError(board, options) {
  try {
    GBB.stringify(board, options);
  } catch (error) {
    return error;
  }
  throw new Error('stringify succeeded');
}

describe('GBB.parse', () => {
  test('reads the README board into the Board API', () => {
    const board = GBB.parse(README_BOARD);
    expect(board).toBeInstanceOf(Board);
    expect(board.isBoard).toBe(true);
    expect(board.format).toBe('GBB/1.0');
    expect([board.width, board.height, board.headX, board.headY]).toEqual([3, 4, 1, 1]);
    expect(board.head).toEqual([1, 1]);
    const cell = board.getCell(1, 2);
    expect([cell.x, cell.y, cell.a, cell.n, cell.r, cell.v]).toEqual([1, 2, 0, 1, 3, 0]);
    expect(cell.getStonesOf(Color.Red)).toBe(3);
    expect(cell.hasStonesOf(Color.Blue)).toBe(false);
    expect(cell.getStonesAmount()).toBe(4);
    expect(cell.isEmpty()).toBe(false);
    expect(board.getCell(0, 0).isEmpty()).toBe(true);
    expect(board.getCell().isHeadLocation()).toBe(true);
    expect(board.getCell().location).toEqual([1, 1]);
  });

  test('columns, rows and the cell iterators follow gobstones-core (x outer, y inner)', () => {
    const board = GBB.parse(README_BOARD);
    const columns = board.getColumns();
    expect(columns).toHaveLength(3);
    expect(columns[0]).toHaveLength(4);
    expect(columns[2][3].r).toBe(2);
    expect(board.getColumn(2).map((c) => c.a)).toEqual([0, 1, 0, 1]);
    expect(board.getRow(3).map((c) => c.r)).toEqual([0, 0, 2]);
    expect(board.getRows()).toHaveLength(4);
    const visits = board.foldCells((list, cell, row, column) => [...list, `${cell.x}${cell.y}${row}${column}`], []);
    expect(visits.slice(0, 5)).toEqual(['0000', '0110', '0220', '0330', '1001']);
    expect(board.mapCells((c) => c.getStonesAmount())[1][2]).toBe(4);
    expect(board.filterCells((c) => !c.isEmpty()).map((c) => c.location)).toEqual([
      [1, 2],
      [2, 1],
      [2, 3],
    ]);
    let count = 0;
    board.foreachCells(() => {
      count += 1;
    });
    expect(count).toBe(12);
    expect(() => board.getCell(3, 0)).toThrow(RangeError);
  });

  test('toJSON gives plain data that stringify accepts back', () => {
    const board = GBB.parse(README_BOARD);
    const json = JSON.parse(JSON.stringify(board));
    expect(json).toEqual({
      format: 'GBB/1.0',
      width: 3,
      height: 4,
      head: [1, 1],
      cellData: [
        { x: 1, y: 2, a: 0, n: 1, r: 3, v: 0 },
        { x: 2, y: 1, a: 1, n: 0, r: 0, v: 0 },
        { x: 2, y: 3, a: 1, n: 0, r: 2, v: 0 },
      ],
    });
    expect(GBB.stringify(json)).toBe(GBB.stringify(board));
  });

  test('accepts the three headers, any whitespace between declarations, no head, CRLF and a BOM', () => {
    for (const header of ['GBB/1.0', 'GBB', 'gbb']) expect(GBB.parse(`${header} size 1 1`).width).toBe(1);
    expect(GBB.parse('GBB/1.0\n\n size 2 2 \t\n cell 1 1 A 1 Negro 2\n\n').head).toEqual([0, 0]);
    const board = GBB.parse('\uFEFFGBB/1.0\r\nsize 2 2\r\ncell 1 1 Negro 4\r\nhead 1 1\r\n');
    expect(board.getCell(1, 1).n).toBe(4);
  });

  test('colours in every form, and Color has the reference values', () => {
    expect(Color).toEqual({ Blue: 'a', Black: 'n', Red: 'r', Green: 'v' });
    const cell = GBB.parse('GBB size 1 1 cell 0 0 Verde 1 R 2 n 3 A 4').getCell(0, 0);
    expect([cell.a, cell.n, cell.r, cell.v]).toEqual([4, 3, 2, 1]);
  });

  test('a 300x300 board with every colour in every cell is read completely', () => {
    const lines = ['GBB/1.0', 'size 300 300'];
    for (let x = 0; x < 300; x++)
      for (let y = 0; y < 300; y++) lines.push(`cell ${x} ${y} Azul ${x} Negro ${y} Rojo ${x + y} Verde 1`);
    const board = GBB.parse(lines.join('\n'));
    const totals = board.foldCells((sum, c) => sum + c.getStonesAmount(), 0);
    expect(totals).toBe(2 * 2 * 300 * ((299 * 300) / 2) + 90000);
    expect(board.getCell(299, 17).r).toBe(316);
  });

  test('what is not a string, null and undefined included, is a TypeError naming its type', () => {
    expect(() => GBB.parse(undefined)).toThrow(new TypeError('GBB.parse expects a string, not undefined'));
    expect(() => GBB.parse(null)).toThrow(new TypeError('GBB.parse expects a string, not null'));
    expect(() => GBB.parse(42)).toThrow(new TypeError('GBB.parse expects a string, not number'));
    expect(parseError('')).toBeInstanceOf(GBBParsingErrors.UnexpectedEOF);
  });

  test('an unknown language is a RangeError naming the available ones', () => {
    expect(languages).toEqual(expect.arrayContaining(['en', 'es']));
    expect(() => GBB.parse('GBB size 1 1', { language: 'fr' })).toThrow(/"fr".*en, es/);
  });
});

describe('GBBParsingErrors', () => {
  const errors = [
    ['UnexpectedEOF', 'GBB/1.0', 1, 8],
    ['UnexpectedToken', 'GBB/1.0\nsize 3 3\ncell 0 0 q 1', 3, 10],
    ['UnexpectedToken', 'GBB/1.0\nsize 3 3\ncell 0 0 a a', 3, 12],
    ['InvalidSizeDefinition', 'GBB/1.0 size 0 3', 1, 14],
    ['InvalidSizeDefinition', 'GBB/1.0 size 3 0', 1, 16],
    ['InvalidSizeDefinition', 'GBB/1.0 size 100000 100000', 1, 21],
    ['HeadBoundaryExceeded', 'GBB/1.0\nsize 3 3\nhead 3 1', 3, 6],
    ['HeadBoundaryExceeded', 'GBB/1.0\nsize 3 3\nhead 1 3', 3, 8],
    ['CellBoundaryExceeded', 'GBB/1.0\nsize 3 3\ncell 5 1 a 1', 3, 6],
    ['CellBoundaryExceeded', 'GBB/1.0\nsize 3 3\ncell 1 5 a 1', 3, 8],
    ['DuplicatedCellDefinition', 'GBB/1.0\nsize 3 3\ncell 1 1 a 1\ncell 1 1 n 1', 4, 6],
    ['DuplicatedColorDefinition', 'GBB/1.0\nsize 3 3\ncell 1 1 a 1 r 2 Azul 1', 3, 18],
    ['NumberTooLarge', 'GBB/1.0 size 1 1 cell 0 0 a 99999999999999999999', 1, 29],
  ];

  test.each(errors)('%s for %j at %i:%i, in English and Spanish', (name, text, line, col) => {
    for (const language of ['en', 'es']) {
      const error = parseError(text, { language });
      expect(error).toBeInstanceOf(GBBParsingErrors[name]);
      expect(error).toBeInstanceOf(GBBParsingErrors.GBBParsingError);
      expect(error).toBeInstanceOf(Error);
      expect(error.name).toBe(name);
      expect(error.isError).toBe(true);
      expect([error.line, error.col]).toEqual([line, col]);
      expect(error.message).toContain(`${line}`);
      expect(error.message).not.toMatch(/\$\{|parser\.errors|keywords\.|undefined/);
      expect(error.diagnostics[0].message).toBe(error.message);
    }
  });

  test('messages read well in each language', () => {
    expect(parseError('GBB/1.0 size 0 3').message).toBe(
      'The width of a board cannot be zero. Error at line 1, column 14.',
    );
    expect(parseError('GBB/1.0 size 0 3', { language: 'es' }).message).toBe(
      'El ancho del tablero no puede ser cero. Error en la línea 1, columna 14.',
    );
    expect(parseError('GBB/1.0\nsize 3 3\ncell 0 0 q 1').message).toBe(
      "Unexpected 'q' at line 3, column 10; expected a colour: Azul, Negro, Rojo, Verde (or A, N, R, V, a, n, r, v):\n  cell 0 0 q 1\n           ^",
    );
  });

  test('checks come in the reference order: syntax, size, head, then cells in source order', () => {
    expect(parseError('GBB/1.0 size 0 3 head 5 5').name).toBe('InvalidSizeDefinition');
    expect(parseError('GBB/1.0 size 3 3 cell 9 9 a 1 head 9 9').name).toBe('HeadBoundaryExceeded');
    expect(parseError('GBB/1.0 size 3 3 cell 0 0 a 1 a 1 cell 9 9 a 1').name).toBe('DuplicatedColorDefinition');
    expect(parseError('GBB/1.0 size 3 3 cell 0 0 a 1 cell 0 0 a 1 cell 9 9 a 1').name).toBe('DuplicatedCellDefinition');
    expect(parseError('GBB/1.0 size 0 3 cell 0 0 x').name).toBe('UnexpectedToken');
  });

  test('every problem is listed in diagnostics, the first one being the error', () => {
    const error = parseError('GBB/1.0 size 2 2 cell 5 0 a 1 cell 0 5 a 1');
    expect(error.diagnostics.map((d) => d.code)).toEqual(['gbb.cell_x_outside', 'gbb.cell_y_outside']);
  });
});

describe('GBB.stringify', () => {
  const board = (description) => GBB.parse(GBB.stringify(shapes.cellData(description)));

  test.each(cases.map((c, i) => [i, ...c]))('reference output #%i', (_, description, options, expected) => {
    expect(GBB.stringify(shapes.cellData(description), options)).toBe(expected);
    expect(GBB.stringify(shapes.legacy(description), options)).toBe(expected);
    expect(GBB.stringify(board(description), options)).toBe(expected);
  });

  test('partial separators merge with the defaults (the reference prints "undefined")', () => {
    const text = GBB.stringify(
      { width: 2, height: 2, head: [1, 0], cellData: [{ x: 0, y: 1, a: 1, r: 5 }] },
      { separators: { betweenKeywords: 'space' } },
    );
    expect(text).toBe('GBB/1.0 size 2 2 cell 0 1 Azul\t1  Rojo\t5 head 1 0');
  });

  test('an unknown separator or a non-boolean flag is a TypeError', () => {
    expect(() => GBB.stringify(GBB.parse('GBB size 1 1'), { separators: { betweenKeywords: 'comma' } })).toThrow(
      TypeError,
    );
    expect(() => GBB.stringify(GBB.parse('GBB size 1 1'), { separators: { betweenColors: 'newline' } })).toThrow(
      TypeError,
    );
    expect(() => GBB.stringify(GBB.parse('GBB size 1 1'), { useFullColorNames: 'no' })).toThrow(TypeError);
  });

  test('accepts any gobstones-core-like Board (isBoard + foldCells)', () => {
    const core = {
      isBoard: true,
      width: 2,
      height: 1,
      head: [1, 0],
      foldCells: (f, init) =>
        [
          { x: 0, y: 0, getStonesOf: (c) => ({ a: 1, n: 0, r: 0, v: 2 })[c] },
          { x: 1, y: 0, getStonesOf: () => 0 },
        ].reduce(f, init),
    };
    expect(GBB.stringify(core)).toBe('GBB/1.0\nsize 2 1\ncell 0 0 Azul\t1   Verde\t2\nhead 1 0');
  });

  test('the later of two descriptions of a cell wins; cellData order does not matter', () => {
    const text = GBB.stringify({
      width: 3,
      height: 3,
      head: [0, 0],
      cellData: [
        { x: 2, y: 0, v: 1 },
        { x: 0, y: 2, a: 1 },
        { x: 2, y: 0, n: 4 },
      ],
    });
    expect(text).toBe('GBB/1.0\nsize 3 3\ncell 0 2 Azul\t1\ncell 2 0 Negro\t4\nhead 0 0');
  });

  test("the caller's object is not changed", () => {
    const input = {
      width: 2,
      height: 2,
      head: [1, 1],
      cellData: [
        { x: 1, y: 0, a: 2 },
        { x: 1, y: 0, n: 1 },
      ],
    };
    const copy = structuredClone(input);
    GBB.stringify(input, { declareColorsWithAllZeroStones: true });
    expect(input).toEqual(copy);
  });

  const invalid = [
    ['InvalidSizeDefinition', { width: 0, height: 3, head: [0, 0] }, /width.*0/],
    ['InvalidSizeDefinition', { width: 3, height: -1, head: [0, 0] }, /height.*-1/],
    ['InvalidSizeDefinition', { width: 2.5, height: 1, head: [0, 0] }, /2\.5/],
    ['InvalidSizeDefinition', { width: '3', height: 3, head: [0, 0] }, /defined it as "3"\.$/],
    ['InvalidSizeDefinition', { width: 3, height: null, head: [0, 0] }, /height.*defined it as null\.$/],
    ['InvalidHeadDefinition', { width: 3, height: 3 }, /two element array/],
    ['HeadBoundaryExceeded', { width: 3, height: 3, head: [3, 0] }, /lower than 3/],
    ['HeadBoundaryExceeded', { width: 3, height: 3, head: [0, -1] }, /-1/],
    ['InvalidBoardDataDefinition', { width: 3, height: 3, head: [0, 0], cellData: 'x' }, /not an array/],
    [
      'InvalidBoardDataDefinition',
      { width: 3, height: 3, head: [0, 0], cellData: [{ x: 0, y: 0 }, 3] },
      /position 1 is not an object/,
    ],
    [
      'InvalidBoardDataDefinition',
      { width: 3, height: 3, head: [0, 0], cellData: [{ x: 'a', y: 0 }] },
      /position 0 has no valid x and y/,
    ],
    ['InvalidBoardDataDefinition', { width: 3, height: 3, head: [0, 0], cellData: [{ x: 7, y: 0, a: 1 }] }, /7, 0/],
    ['InvalidCellDefinition', { width: 3, height: 3, head: [0, 0], cellData: [{ x: 1, y: 2, w: 1 }] }, /key w/],
    ['InvalidCellDefinition', { width: 3, height: 3, head: [0, 0], cellData: [{ x: 1, y: 2, a: -1 }] }, /-1/],
    ['InvalidCellDefinition', { width: 3, height: 3, head: [0, 0], cellData: [{ x: 1, y: 2, r: 1.5 }] }, /1\.5/],
    [
      'InvalidCellDefinition',
      JSON.parse('{"width":1,"height":1,"head":[0,0],"cellData":[{"x":0,"y":0,"__proto__":{"a":5}}]}'),
      /__proto__/,
    ],
    [
      'InvalidBoardDefinition',
      { width: 3, height: 1, head: [0, 0], board: [[{ a: 0, n: 0, r: 0, v: 0 }], [{ a: 0, n: 0, r: 0, v: 0 }]] },
      /2 elements.*3/,
    ],
    [
      'InvalidBoardDefinition',
      {
        width: 2,
        height: 2,
        head: [0, 0],
        board: [
          [
            { a: 0, n: 0, r: 0, v: 0 },
            { a: 0, n: 0, r: 0, v: 0 },
          ],
          [{ a: 0, n: 0, r: 0, v: 0 }],
        ],
      },
      /position 1 has 1 elements/,
    ],
    ['InvalidCellDefinition', { width: 1, height: 1, head: [0, 0], board: [[{ a: 0, r: 0, v: 0 }]] }, /key n/],
    ['OutputTooLarge', { width: 4096, height: 4096, head: [0, 0] }, /bytes/],
  ];

  test.each(invalid)('%s', (name, input, message) => {
    const options = name === 'OutputTooLarge' ? { declareColorsWithAllZeroStones: true } : {};
    for (const language of ['en', 'es']) {
      const error = stringifyError(input, { ...options, language });
      expect(error).toBeInstanceOf(GBBStringifyingErrors[name]);
      expect(error).toBeInstanceOf(GBBStringifyingErrors.GBBStringifyingError);
      expect(error.name).toBe(name);
      if (language === 'en') expect(error.message).toMatch(message);
      expect(error.message).not.toMatch(/stringifier\.errors|\{[a-z_]+\}|undefined/);
    }
  });

  test('size and head are checked before the shape of the cells', () => {
    expect(stringifyError({ width: 0, height: 3, cellData: 'x' }).name).toBe('InvalidSizeDefinition');
    expect(stringifyError({ width: 3, height: 3, head: [5, 0], cellData: [{ x: 0, y: 0, w: 1 }] }).name).toBe(
      'HeadBoundaryExceeded',
    );
  });
});

describe('round trip', () => {
  // A small seeded generator, so that a failure can be replayed.
  function random(seed) {
    let state = seed >>> 0;
    return (n) => {
      state = (state * 1664525 + 1013904223) >>> 0;
      return state % n;
    };
  }

  test('parse(stringify(b)) equals b for random boards under every option combination', () => {
    const next = random(20261122);
    const separatorValues = ['space', 'tab'];
    for (let round = 0; round < 40; round++) {
      const width = 1 + next(9);
      const height = 1 + next(9);
      const cellData = [];
      for (let x = 0; x < width; x++) {
        for (let y = 0; y < height; y++) {
          if (next(3) === 0)
            cellData.push({
              x,
              y,
              a: next(3),
              n: next(2) * next(40),
              r: next(5) === 0 ? Number.MAX_SAFE_INTEGER : 0,
              v: next(2),
            });
        }
      }
      const original = GBB.parse(GBB.stringify({ width, height, head: [next(width), next(height)], cellData }));
      for (let mask = 0; mask < 96; mask++) {
        const options = {
          separators: {
            betweenKeywords: ['space', 'tab', 'newline'][mask % 3],
            betweenColors: separatorValues[(mask >> 2) & 1],
            colorKeyToNumber: separatorValues[(mask >> 3) & 1],
            betweenCoordinates: separatorValues[(mask >> 4) & 1],
            keywordToCoordinates: separatorValues[next(2)],
          },
          useFullColorNames: Boolean(mask & 32),
          declareColorsWithZeroStones: Boolean(mask & 64),
          declareColorsWithAllZeroStones: next(4) === 0,
        };
        const text = GBB.stringify(original, options);
        expect(GBB.parse(text).toJSON()).toEqual(original.toJSON());
      }
    }
  });
});
