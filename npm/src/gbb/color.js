// Colour keys as gobstones-core's Color enum defines them.
export const Color = Object.freeze({ Blue: 'a', Black: 'n', Red: 'r', Green: 'v' });

// Index of each colour in the four counts a cell holds (the order GBB writes them).
export const colorIndex = Object.freeze({ a: 0, n: 1, r: 2, v: 3 });
export const colorKeys = Object.freeze(['a', 'n', 'r', 'v']);
