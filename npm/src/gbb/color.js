// Colour keys as gobstones-core's Color enum defines them.
export const Color = Object.freeze({ Blue: 'a', Black: 'n', Red: 'r', Green: 'v' });

// Index of each colour in the four counts a cell holds (the order GBB writes them).
export const colorIndex = Object.freeze({ a: 0, n: 1, r: 2, v: 3 });
export const colorKeys = Object.freeze(['a', 'n', 'r', 'v']);

// Numbers per cell where cells cross the boundary as one Float64Array: x, y and a count per colour
// (src/gbb/board_data.hpp, values_per_cell; scripts/boundaries.mjs checks that both say the same).
export const CELL_STRIDE = 6;
