// openDocument of a Gobstones board already parsed (a Board, or its toJSON() data, as a worker
// hands it over): the same document and scene as the text's, no engine needed, and data that is
// not a board said in en and es, never drawn as something else.
const { openDocument, renderSvg } = require('boardnotation/svg');
const { GBB } = require('boardnotation');

const TEXT = 'GBB/1.0 size 3 4 cell 2 1 a 1 cell 1 2 n 1 r 3 head 1 1';

test('a Board and its toJSON() data open as the text does', () => {
  const fromText = openDocument(TEXT, { notation: 'gbb' });
  const board = GBB.parse(TEXT);
  for (const input of [board, board.toJSON(), JSON.parse(JSON.stringify(board.toJSON()))]) {
    const document = openDocument(input);
    expect(document).toMatchObject({ ok: true, notation: 'gbb', diagnostics: [] });
    expect(document.games[0].info).toEqual(fromText.games[0].info);
    expect(document.sceneAt(0, 0)).toEqual(fromText.sceneAt(0, 0));
  }
  // Data without the format line or with head as { x, y } reads the same.
  const { format, ...bare } = board.toJSON();
  expect(format).toBe('GBB/1.0');
  expect(openDocument({ ...bare, head: { x: 1, y: 1 } }).sceneAt(0, 0)).toEqual(fromText.sceneAt(0, 0));
  // Data named another notation is not taken for a board.
  expect(openDocument(board.toJSON(), { notation: 'pgn' }).ok).toBe(false);
});

test('data that is not a board: what is wrong and where, in en and es', () => {
  const codes = (data, language) =>
    openDocument(data, { language }).diagnostics.map((item) => [item.code, item.message]);
  expect(codes({ width: 0, height: 2, head: [0, 0], cellData: [] })).toEqual([
    [
      'gbb.data_size',
      'The board data has width 0 and height 2: both must be whole numbers from 1, with at most 16777216 cells in all.',
    ],
  ]);
  expect(codes({ width: 5000, height: 5000, head: [0, 0], cellData: [] })[0][0]).toBe('gbb.data_size');
  expect(codes({ width: 2, height: 2, head: [2, 0], cellData: [] })).toEqual([
    ['gbb.data_head', "The board data's head [2,0] is not a cell of the 2 × 2 board (x from 0 to 1, y from 0 to 1)."],
  ]);
  expect(
    codes(
      {
        width: 2,
        height: 2,
        head: [0, 0],
        cellData: [
          { x: 0, y: 0, a: 1 },
          { x: 1, y: 5, r: 1 },
          { x: 1, y: 1, v: -2 },
          { x: 0, y: 1, n: 1.5 },
        ],
      },
      'es',
    ),
  ).toEqual([
    [
      'gbb.data_cell_place',
      'cellData[1] {"x":1,"y":5,"r":1} no es una celda del tablero de 2 × 2 (x de 0 a 1, y de 0 a 1).',
    ],
    ['gbb.data_cell_count', 'cellData[2] {"x":1,"y":1,"v":-2}: las bolitas a, n, r y v deben ser enteros desde 0.'],
    ['gbb.data_cell_count', 'cellData[3] {"x":0,"y":1,"n":1.5}: las bolitas a, n, r y v deben ser enteros desde 0.'],
  ]);
  expect(codes({ width: 2, height: 2, head: [0, 0], cellData: [null] })[0][0]).toBe('gbb.data_cell_place');
  // Checked by the core (src/gbb/board_data.cpp): a value JSON cannot show (a BigInt) is JSON's
  // TypeError, as JSON.stringify throws it; a cell that is not an object is off the board.
  expect(() => openDocument({ width: 2n, height: 2, head: [0, 0], cellData: [] })).toThrow(TypeError);
  expect(
    codes({ width: 2, height: 2, head: [0, 0], cellData: [{ x: 0, y: 0, a: 1 }, 'cell', { x: 1, y: 1 }] }),
  ).toEqual([
    ['gbb.data_cell_place', 'cellData[1] "cell" is not a cell of the 2 × 2 board (x from 0 to 1, y from 0 to 1).'],
  ]);
  for (const bad of [
    { width: '2', height: 2, head: [0, 0], cellData: [] },
    { width: 2, height: 2, cellData: [] },
  ]) {
    expect(openDocument(bad)).toMatchObject({ ok: false, notation: 'gbb', games: [] });
  }
});

test('renderSvg draws the same board from the data as from the text', () => {
  expect(renderSvg(GBB.parse(TEXT).toJSON())).toBe(renderSvg(TEXT, { notation: 'gbb' }));
});
