// The project's own chess pieces: six simple silhouettes drawn for this library (not taken from
// any piece set), on a 100 × 100 grid with the base at the bottom. Each is one outline path that
// the board fills and strokes in the side's colours, plus an optional detail path (the knight's
// eye, the bishop's slit) drawn in `currentColor`, which the board sets to the outline colour.
//
// They are built from a few large parts with clear gaps in the silhouette (the rook's merlons,
// the queen's points, the king's cross) so that they stay apart at 24 px a square, and every part
// is a separate subpath so that the outline also marks where the parts meet at large sizes.

// The foot every piece stands on.
const BASE = 'M22 88V80Q22 78 24 78H76Q78 78 78 80V88Z';

export const PIECE_SHAPES = {
  p: {
    body: `M50 16A12 12 0 1 1 49.9 16Z M37 41H63V47H37Z M42 47C42 60 31 66 29 78H71C69 66 58 60 58 47Z ${BASE}`,
  },
  r: {
    body: `M27 16H38V23H45V16H55V23H62V16H73V32H27Z M30 32H70L66 39H34Z M34 39H66V67H34Z M34 67H66L72 78H28Z ${BASE}`,
  },
  b: {
    body:
      'M50 5A5.5 5.5 0 1 1 49.9 5Z M50 17C63 27 68 41 61 54H39C32 41 37 27 50 17Z M37 54H63V61H37Z ' +
      `M41 61C41 69 32 72 29 78H71C68 72 59 69 59 61Z ${BASE}`,
    detail: 'M57 28L46 42',
  },
  n: {
    body:
      'M29 78C28 66 38 60 44 53C38 55 31 61 26 61C21 61 17 56 18 51C21 40 29 29 38 23L43 9L50 19' +
      `C62 19 72 26 75 40C78 53 76 66 73 78Z ${BASE}`,
    detail: 'M35 37A3.5 3.5 0 1 1 34.9 37Z',
  },
  q: {
    body:
      'M29 66L21 33L34 50L36 25L45 47L50 21L55 47L64 25L66 50L79 33L71 66Z ' +
      'M21 26A5 5 0 1 1 20.9 26Z M36 18A5 5 0 1 1 35.9 18Z M50 13A5 5 0 1 1 49.9 13Z M64 18A5 5 0 1 1 63.9 18Z M79 26A5 5 0 1 1 78.9 26Z ' +
      `M30 66H70L68 72H32Z M32 72H68L72 78H28Z ${BASE}`,
  },
  k: {
    body:
      'M46 4H54V11H61V18H54V27H46V18H39V11H46Z M47 27H53V36H47Z M32 63C20 45 33 28 50 36C67 28 80 45 68 63Z ' +
      `M30 63H70V69H30Z M32 69H68L72 78H28Z ${BASE}`,
  },
};

export const PIECE_TYPES = ['k', 'q', 'r', 'b', 'n', 'p'];
