// Exact outputs of the reference stringifier (recorded by running it), for the boards
// B1, B2, B3 given there. Each option set is a complete `separators` object with one change.
const B1 = { width: 3, height: 4, head: [0, 1], cells: [] };
const B2 = {
  width: 3,
  height: 4,
  head: [1, 1],
  cells: [
    [2, 1, 1, 0, 0, 0],
    [1, 2, 0, 1, 3, 0],
    [1, 3, 1, 0, 2, 0],
    [0, 0, 0, 0, 0, 0],
    [0, 3, 0, 0, 0, 7],
    [2, 3, 4, 2, 1, 6],
  ],
};
const B3 = { width: 2, height: 2, head: [1, 0], cells: [[0, 1, 1, 0, 5, 0]] };

const zeros = (w, h, except = {}) => {
  const lines = [];
  for (let x = 0; x < w; x++)
    for (let y = 0; y < h; y++) lines.push(except[`${x},${y}`] ?? `cell ${x} ${y} Azul\t0 Negro\t0 Rojo\t0 Verde\t0`);
  return lines.join('\n');
};

const cases = [
  [B1, {}, 'GBB/1.0\nsize 3 4\nhead 0 1'],
  [B1, { separators: { betweenKeywords: 'space' } }, 'GBB/1.0 size 3 4 head 0 1'],
  [B1, { separators: { betweenKeywords: 'tab' } }, 'GBB/1.0\tsize 3 4\thead 0 1'],
  [B1, { separators: { betweenCoordinates: 'tab' } }, 'GBB/1.0\nsize 3\t4\nhead 0\t1'],
  [B1, { separators: { keywordToCoordinates: 'tab' } }, 'GBB/1.0\nsize\t3 4\nhead\t0 1'],
  [B1, { declareColorsWithAllZeroStones: true }, `GBB/1.0\nsize 3 4\n${zeros(3, 4)}\nhead 0 1`],
  [B1, { useFullColorNames: false, declareColorsWithZeroStones: true }, 'GBB/1.0\nsize 3 4\nhead 0 1'],
  [
    B2,
    {},
    'GBB/1.0\nsize 3 4\ncell 0 3 Verde\t7\ncell 1 2 Negro\t1 Rojo\t3\ncell 1 3 Azul\t1  Rojo\t2\ncell 2 1 Azul\t1\ncell 2 3 Azul\t4 Negro\t2 Rojo\t1 Verde\t6\nhead 1 1',
  ],
  [
    B2,
    { separators: { betweenKeywords: 'space' } },
    'GBB/1.0 size 3 4 cell 0 3 Verde\t7 cell 1 2 Negro\t1 Rojo\t3 cell 1 3 Azul\t1  Rojo\t2 cell 2 1 Azul\t1 cell 2 3 Azul\t4 Negro\t2 Rojo\t1 Verde\t6 head 1 1',
  ],
  [
    B2,
    { separators: { betweenColors: 'tab' } },
    'GBB/1.0\nsize 3 4\ncell 0 3 Verde\t7\ncell 1 2 Negro\t1\tRojo\t3\ncell 1 3 Azul\t1\t\tRojo\t2\ncell 2 1 Azul\t1\ncell 2 3 Azul\t4\tNegro\t2\tRojo\t1\tVerde\t6\nhead 1 1',
  ],
  [
    B2,
    { separators: { colorKeyToNumber: 'space' } },
    'GBB/1.0\nsize 3 4\ncell 0 3 Verde 7\ncell 1 2 Negro 1 Rojo 3\ncell 1 3 Azul 1  Rojo 2\ncell 2 1 Azul 1\ncell 2 3 Azul 4 Negro 2 Rojo 1 Verde 6\nhead 1 1',
  ],
  [
    B2,
    { separators: { betweenCoordinates: 'tab' } },
    'GBB/1.0\nsize 3\t4\ncell 0\t3\tVerde\t7\ncell 1\t2\tNegro\t1 Rojo\t3\ncell 1\t3\tAzul\t1  Rojo\t2\ncell 2\t1\tAzul\t1\ncell 2\t3\tAzul\t4 Negro\t2 Rojo\t1 Verde\t6\nhead 1\t1',
  ],
  [
    B2,
    { separators: { keywordToCoordinates: 'tab' } },
    'GBB/1.0\nsize\t3 4\ncell\t0 3 Verde\t7\ncell\t1 2 Negro\t1 Rojo\t3\ncell\t1 3 Azul\t1  Rojo\t2\ncell\t2 1 Azul\t1\ncell\t2 3 Azul\t4 Negro\t2 Rojo\t1 Verde\t6\nhead\t1 1',
  ],
  [
    B2,
    { useFullColorNames: false },
    'GBB/1.0\nsize 3 4\ncell 0 3 v\t7\ncell 1 2 n\t1 r\t3\ncell 1 3 a\t1  r\t2\ncell 2 1 a\t1\ncell 2 3 a\t4 n\t2 r\t1 v\t6\nhead 1 1',
  ],
  [
    B2,
    { declareColorsWithZeroStones: true },
    'GBB/1.0\nsize 3 4\ncell 0 3 Azul\t0 Negro\t0 Rojo\t0 Verde\t7\ncell 1 2 Azul\t0 Negro\t1 Rojo\t3 Verde\t0\ncell 1 3 Azul\t1 Negro\t0 Rojo\t2 Verde\t0\ncell 2 1 Azul\t1 Negro\t0 Rojo\t0 Verde\t0\ncell 2 3 Azul\t4 Negro\t2 Rojo\t1 Verde\t6\nhead 1 1',
  ],
  [
    B2,
    { declareColorsWithAllZeroStones: true },
    `GBB/1.0\nsize 3 4\n${zeros(3, 4, { '0,3': 'cell 0 3 Verde\t7', '1,2': 'cell 1 2 Negro\t1 Rojo\t3', '1,3': 'cell 1 3 Azul\t1  Rojo\t2', '2,1': 'cell 2 1 Azul\t1', '2,3': 'cell 2 3 Azul\t4 Negro\t2 Rojo\t1 Verde\t6' })}\nhead 1 1`,
  ],
  [
    B2,
    { useFullColorNames: false, declareColorsWithZeroStones: true },
    'GBB/1.0\nsize 3 4\ncell 0 3 a\t0 n\t0 r\t0 v\t7\ncell 1 2 a\t0 n\t1 r\t3 v\t0\ncell 1 3 a\t1 n\t0 r\t2 v\t0\ncell 2 1 a\t1 n\t0 r\t0 v\t0\ncell 2 3 a\t4 n\t2 r\t1 v\t6\nhead 1 1',
  ],
  [
    B2,
    {
      useFullColorNames: false,
      separators: {
        betweenKeywords: 'space',
        betweenColors: 'space',
        colorKeyToNumber: 'space',
        betweenCoordinates: 'space',
        keywordToCoordinates: 'space',
      },
    },
    'GBB/1.0 size 3 4 cell 0 3 v 7 cell 1 2 n 1 r 3 cell 1 3 a 1  r 2 cell 2 1 a 1 cell 2 3 a 4 n 2 r 1 v 6 head 1 1',
  ],
  [B3, {}, 'GBB/1.0\nsize 2 2\ncell 0 1 Azul\t1  Rojo\t5\nhead 1 0'],
  [B3, { separators: { betweenColors: 'tab' } }, 'GBB/1.0\nsize 2 2\ncell 0 1 Azul\t1\t\tRojo\t5\nhead 1 0'],
  [
    B3,
    { declareColorsWithZeroStones: true },
    'GBB/1.0\nsize 2 2\ncell 0 1 Azul\t1 Negro\t0 Rojo\t5 Verde\t0\nhead 1 0',
  ],
  [
    B3,
    { declareColorsWithAllZeroStones: true },
    'GBB/1.0\nsize 2 2\ncell 0 0 Azul\t0 Negro\t0 Rojo\t0 Verde\t0\ncell 0 1 Azul\t1  Rojo\t5\ncell 1 0 Azul\t0 Negro\t0 Rojo\t0 Verde\t0\ncell 1 1 Azul\t0 Negro\t0 Rojo\t0 Verde\t0\nhead 1 0',
  ],
  [
    B3,
    { declareColorsWithZeroStones: true, declareColorsWithAllZeroStones: true },
    'GBB/1.0\nsize 2 2\ncell 0 0 Azul\t0 Negro\t0 Rojo\t0 Verde\t0\ncell 0 1 Azul\t1 Negro\t0 Rojo\t5 Verde\t0\ncell 1 0 Azul\t0 Negro\t0 Rojo\t0 Verde\t0\ncell 1 1 Azul\t0 Negro\t0 Rojo\t0 Verde\t0\nhead 1 0',
  ],
];

// The three input shapes stringify accepts, built from one board description.
const shapes = {
  cellData: ({ width, height, head, cells }) => ({
    width,
    height,
    head,
    cellData: cells.map(([x, y, a, n, r, v]) => ({ x, y, a, n, r, v })),
  }),
  legacy: ({ width, height, head, cells }) => {
    const board = Array.from({ length: width }, () =>
      Array.from({ length: height }, () => ({ a: 0, n: 0, r: 0, v: 0 })),
    );
    for (const [x, y, a, n, r, v] of cells) board[x][y] = { a, n, r, v };
    return { format: 'GBB/1.0', width, height, head, board };
  },
};

module.exports = { cases, shapes };
