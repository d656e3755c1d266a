// The viewer's own words (buttons, labels, what the live region says) in English and Spanish.
// Diagnostics come translated from the package itself (openDocument's `language`); piece and
// stone names from the svg module. A new language is one more entry here.

const en = {
  viewer: 'Board viewer',
  first: 'First position',
  previous: 'Previous move',
  next: 'Next move',
  last: 'Last position',
  flip: 'Flip board',
  navigation: 'Game navigation',
  moves: 'Moves',
  game: 'Game',
  gameOf: (index, count) => `Game ${index} of ${count}`,
  info: 'Game information',
  start: 'Start position',
  // A move as a reader says it: "4. Qxf7#", "4... Kd8", "12. B D4".
  plyOf: (ply, last) => `ply ${ply} of ${last}`,
  moveOf: (ply, last) => `move ${ply} of ${last}`,
  inVariation: 'In a variation',
  yourLine: 'Your move, not in the game',
  backToMain: 'Back to the main line',
  alternatives: 'Continuations:',
  keys: 'Keys: ← → step, ↑ ↓ variations, Home / End jump',
  loading: 'Loading…',
  noText: 'Nothing to show: give the viewer a text, a src or call load().',
  loadFailed: (what, message) => `Could not load ${what}: ${message}`,
  unknownNotation: 'Could not tell which notation this text is in: set the notation attribute (pgn, fen, sgf, hen, gbb, ssb or bdl).',
  cannotDraw: 'This text cannot be drawn:',
  notes: (count) => (count === 1 ? '1 note about the text' : `${count} notes about the text`),
  at: (line, column) => (column ? `line ${line}, column ${column}` : `line ${line}`),
  promoteTo: 'Promote to',
  boardKeys: 'Board: arrow keys move over the squares, Enter picks a piece up and puts it down',
  emptySquare: 'empty',
  cellKeys: 'Board: point at a cell, or use the arrow keys, to read what it holds',
  legend: 'Legend',
  issueAtMove: (count) => (count === 1 ? 'an issue' : `${count} issues`),
  issuesHere: (count) => (count === 1 ? 'An issue at this move:' : `${count} issues at this move:`),
  pieces: { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' },
  annotation: (nag) => `annotation glyph ${nag}`,
  pass: 'pass',
  captures: (black, white) => `captures: Black ${black}, White ${white}`,
};

const es = {
  viewer: 'Visor de tableros',
  first: 'Posición inicial',
  previous: 'Jugada anterior',
  next: 'Jugada siguiente',
  last: 'Última posición',
  flip: 'Girar el tablero',
  navigation: 'Navegación por la partida',
  moves: 'Jugadas',
  game: 'Partida',
  gameOf: (index, count) => `Partida ${index} de ${count}`,
  info: 'Datos de la partida',
  start: 'Posición inicial',
  plyOf: (ply, last) => `medio movimiento ${ply} de ${last}`,
  moveOf: (ply, last) => `jugada ${ply} de ${last}`,
  inVariation: 'En una variante',
  yourLine: 'Tu jugada, no está en la partida',
  backToMain: 'Volver a la línea principal',
  alternatives: 'Continuaciones:',
  keys: 'Teclas: ← → avanzar y retroceder, ↑ ↓ variantes, Inicio / Fin saltar',
  loading: 'Cargando…',
  noText: 'Nada que mostrar: da al visor un texto, un src o llama a load().',
  loadFailed: (what, message) => `No se pudo cargar ${what}: ${message}`,
  unknownNotation: 'No se reconoce la notación de este texto: indica el atributo notation (pgn, fen, sgf, hen, gbb, ssb o bdl).',
  cannotDraw: 'Este texto no se puede dibujar:',
  notes: (count) => (count === 1 ? '1 observación sobre el texto' : `${count} observaciones sobre el texto`),
  at: (line, column) => (column ? `línea ${line}, columna ${column}` : `línea ${line}`),
  promoteTo: 'Coronar en',
  boardKeys: 'Tablero: las flechas recorren las casillas, Intro toma una pieza y la deja',
  emptySquare: 'vacía',
  cellKeys: 'Tablero: señala una celda, o usa las flechas, para leer lo que tiene',
  legend: 'Leyenda',
  issueAtMove: (count) => (count === 1 ? 'un problema' : `${count} problemas`),
  issuesHere: (count) => (count === 1 ? 'Un problema en esta jugada:' : `${count} problemas en esta jugada:`),
  pieces: { q: 'dama', r: 'torre', b: 'alfil', n: 'caballo' },
  annotation: (nag) => `glifo de anotación ${nag}`,
  pass: 'pasa',
  captures: (black, white) => `capturas: negras ${black}, blancas ${white}`,
};

const WORDS = { en, es };

/** 'en' or 'es' from a language tag ('es-AR' -> 'es'); English for anything else. */
export function viewerLanguage(tag) {
  const base = String(tag ?? '').toLowerCase().split(/[-_]/)[0];
  return base in WORDS ? base : 'en';
}

export function wordsFor(language) {
  return WORDS[viewerLanguage(language)];
}
