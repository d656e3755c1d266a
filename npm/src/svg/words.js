// Every word the drawings say (accessible names and default titles), in English and Spanish.
// Kept apart from the drawing code so that a new language is one more entry here. Spanish
// adjectives agree with their noun: "caballo blanco" but "torre blanca", "piedra negra".

const CHESS_PIECES_EN = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };
const CHESS_PIECES_ES = { p: 'peón', n: 'caballo', b: 'alfil', r: 'torre', q: 'dama', k: 'rey' };
const FEMININE_ES = new Set(['r', 'q']);

// Go stone colours by HEN value (1 black ... 7 purple); index 0 is the empty point.
const GO_COLOURS_EN = [null, 'black', 'white', 'red', 'green', 'blue', 'yellow', 'purple'];
// The arrows' and rings' colours (PGN's [%cal]/[%csl]), masculine and feminine.
const SHAPE_COLOURS_ES = {
  green: ['verde', 'verde'],
  red: ['rojo', 'roja'],
  blue: ['azul', 'azul'],
  yellow: ['amarillo', 'amarilla'],
};
const GO_COLOURS_ES = [null, 'negra', 'blanca', 'roja', 'verde', 'azul', 'amarilla', 'violeta'];

const en = {
  chess: {
    piece: (color, type) => `${color === 'w' ? 'white' : 'black'} ${CHESS_PIECES_EN[type]}`,
    lastMove: 'last move',
    check: 'in check',
    selected: 'selected',
    target: 'legal move',
    empty: 'empty',
    title: 'Chess board',
    toMove: (turn) => (turn === 'b' ? 'black to move' : 'white to move'),
    arrow: (colour, from, to) => `${colour} arrow from ${from} to ${to}`,
    ring: (colour, square) => `${colour} ring on ${square}`,
  },
  go: {
    stone: (value) => `${GO_COLOURS_EN[value] ?? 'unknown'} stone`,
    empty: 'empty',
    ko: 'ko point',
    lastMove: 'last move',
    marks: { CR: 'circle', SQ: 'square', TR: 'triangle', MA: 'cross' },
    label: (text) => `label ${text}`,
    number: (n) => `move ${n}`,
    title: (width, height) => `Go board, ${width} × ${height}`,
  },
  gbb: {
    colours: { a: 'blue', n: 'black', r: 'red', v: 'green' },
    empty: 'empty',
    head: 'head',
    cell: (x, y, contents) => `cell ${x}, ${y}: ${contents}`,
    title: (width, height, x, y) => `Gobstones board of ${width} columns and ${height} rows, head at ${x}, ${y}`,
    unnamedCells: (count) => `${count} cells with stones, too many to name one by one`,
  },
  bdl: {
    square: (x, y) => `x ${x}, y ${y}`,
    piece: (name, owner) => `${name}, player ${owner}`,
    empty: 'empty',
    selected: 'selected',
    target: 'legal move',
    lastMoveFrom: 'last move from here',
    lastMoveTo: 'last move to here',
    title: (width, height) => `Board of ${width} × ${height}`,
  },
};

const es = {
  chess: {
    piece: (color, type) => {
      const feminine = FEMININE_ES.has(type);
      const colour = color === 'w' ? (feminine ? 'blanca' : 'blanco') : feminine ? 'negra' : 'negro';
      return `${CHESS_PIECES_ES[type]} ${colour}`;
    },
    lastMove: 'última jugada',
    check: 'en jaque',
    selected: 'seleccionada',
    target: 'jugada legal',
    empty: 'vacía',
    title: 'Tablero de ajedrez',
    toMove: (turn) => (turn === 'b' ? 'juegan las negras' : 'juegan las blancas'),
    // "flecha" is feminine, "círculo" masculine: the colour agrees.
    arrow: (colour, from, to) => `flecha ${SHAPE_COLOURS_ES[colour][1]} de ${from} a ${to}`,
    ring: (colour, square) => `círculo ${SHAPE_COLOURS_ES[colour][0]} en ${square}`,
  },
  go: {
    stone: (value) => `piedra ${GO_COLOURS_ES[value] ?? 'desconocida'}`,
    empty: 'vacío',
    ko: 'punto de ko',
    lastMove: 'última jugada',
    marks: { CR: 'círculo', SQ: 'cuadrado', TR: 'triángulo', MA: 'cruz' },
    label: (text) => `etiqueta ${text}`,
    number: (n) => `jugada ${n}`,
    title: (width, height) => `Tablero de go, ${width} × ${height}`,
  },
  gbb: {
    colours: { a: 'azul', n: 'negro', r: 'rojo', v: 'verde' },
    empty: 'vacía',
    head: 'cabezal',
    cell: (x, y, contents) => `celda ${x}, ${y}: ${contents}`,
    title: (width, height, x, y) =>
      `Tablero de Gobstones de ${width} columnas y ${height} filas, cabezal en ${x}, ${y}`,
    unnamedCells: (count) => `${count} celdas con bolitas, demasiadas para nombrarlas una a una`,
  },
  bdl: {
    square: (x, y) => `x ${x}, y ${y}`,
    piece: (name, owner) => `${name}, jugador ${owner}`,
    empty: 'vacía',
    selected: 'seleccionada',
    target: 'jugada legal',
    lastMoveFrom: 'última jugada desde aquí',
    lastMoveTo: 'última jugada hasta aquí',
    title: (width, height) => `Tablero de ${width} × ${height}`,
  },
};

export const WORDS = { en, es };
export const LANGUAGES = Object.keys(WORDS);

/** The words of `language` ('en', 'es', or a tag such as 'es-AR'); English for any other. */
export function wordsFor(language) {
  const base = String(language ?? 'en')
    .toLowerCase()
    .split(/[-_]/)[0];
  return WORDS[base] ?? en;
}
