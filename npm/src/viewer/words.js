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
  boardSize: 'Board size: drag, or the arrow keys; a double click fits it again',
  menu: 'More: play through at a speed, copy the FEN, save the board as an image or the game as a GIF',
  autoplay: 'Play through',
  stopAutoplay: 'Stop playing through',
  speed: 'A move every',
  seconds: (seconds) => `${seconds} s`,
  copyFen: 'Copy FEN',
  fenCopied: 'FEN copied',
  saveSvg: 'Save the board (SVG)',
  savePng: 'Save the board (PNG)',
  saveGif: 'Save the game as an animation (GIF)',
  navigation: 'Game navigation',
  moves: 'Moves',
  game: 'Game',
  filterGames: 'Find a game: players, event, year',
  moreFound: (count) => `…and ${count.toLocaleString('en')} more: type more words to narrow them`,
  gameOf: (index, count) => `Game ${index} of ${count}`,
  info: 'Game information',
  gameInfo: 'Game info',
  sideName: (side) => (side === 'white' ? 'White' : 'Black'),
  clockLeft: (time) => `${time} left on the clock`,
  materialUp: (points, pieces) =>
    points ? `up ${points} in material` : `${pieces} piece${pieces === 1 ? '' : 's'} taken more, even in material`,
  moveTook: (time) => `the move took ${time}`,
  evaluation: (text) => `evaluation ${text}`,
  winRate: (side, percent) => `${side} ${percent}%`,
  evaluationGraph: "The engine's evaluation along the main line (a click goes to that move)",
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
  unknownNotation:
    'Could not tell which notation this text is in: set the notation attribute (pgn, fen, sgf, hen, gbb, ssb or bdl).',
  cannotDraw: 'This text cannot be drawn:',
  notes: (count) => (count === 1 ? '1 note about the text' : `${count} notes about the text`),
  at: (line, column) => (column ? `line ${line}, column ${column}` : `line ${line}`),
  promoteTo: 'Promote to',
  boardKeys:
    'Board: Enter plays with the keys (the arrows move over the squares, Enter picks a piece up and puts it down, Escape stops); otherwise the arrows step through the game',
  emptySquare: 'empty',
  cellKeys: 'Board: point at a cell, or use the arrow keys, to read what it holds',
  legend: 'Legend',
  issueAtMove: (count) => (count === 1 ? 'an issue' : `${count} issues`),
  issuesHere: (count) => (count === 1 ? 'An issue at this move:' : `${count} issues at this move:`),
  pieces: { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' },
  // A move said in words (announce.js).
  spoken: {
    pieces: { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' },
    to: 'to',
    takes: 'takes',
    promotes: (piece) => `promotes to ${piece}`,
    check: 'check',
    mate: 'checkmate',
    castleShort: 'castles kingside',
    castleLong: 'castles queenside',
    stonesTaken: (count) => (count === 1 ? 'takes 1 stone' : `takes ${count} stones`),
  },
  annotation: (nag) => `annotation glyph ${nag}`,
  pass: 'pass',
  captures: (black, white) => `captures: Black ${black}, White ${white}`,
  // Go: the reader's moves
  goKeys:
    'Board: click a point to play there, or Enter plays with the keys (the arrows move over the points, Enter plays a stone, Escape stops); otherwise the arrows step through the game',
  goToPlay: (colour) => (colour === 'W' ? 'White to play' : 'Black to play'),
  // A chess game or position that does not start from the initial position: who moves first.
  chessToMove: (turn) => (turn === 'b' ? 'Black to move' : 'White to move'),
  goRefused: {
    occupied: 'Not played: there is a stone on that point',
    suicide: 'Not played: suicide, the stone would have no liberty',
    ko: 'Not played: ko, the stone cannot be retaken at once (play elsewhere first)',
    off_board: 'Not played: that point is not on the board',
  },
  emptyPoint: 'empty',
  // BDL
  bdlKeys:
    'Board: Enter plays with the keys (the arrows move over the squares, Enter picks a piece of the player to move and plays it, Escape stops); otherwise the arrows step through the game',
  toMove: (player) => `Player ${player} to move`,
  gameOver: 'Game over: the finish rules hold',
  cannotPlay: 'This game cannot be played here',
  thinking: 'Working out the moves…',
  becomes: (piece) => `The ${piece} becomes`,
  player: (owner) => `player ${owner}`,
  explicitTitle: (count) =>
    count === 1
      ? 'Playing this game needs JavaScript written in the description, in one place:'
      : `Playing this game needs JavaScript written in the description, in ${count} places:`,
  explicitPlace: (part, line, column) => `${part}, line ${line}, column ${column}`,
  explicitWhy:
    'Code from a text can read or change anything this page can: run it only if you trust where the text comes from.',
  explicitNever: 'This viewer does not run code from a text: the board is shown, but the game cannot be played.',
  allowCode: 'Run its JavaScript and play',
};

const es = {
  viewer: 'Visor de tableros',
  first: 'Posición inicial',
  previous: 'Jugada anterior',
  next: 'Jugada siguiente',
  last: 'Última posición',
  flip: 'Girar el tablero',
  boardSize: 'Tamaño del tablero: arrastra, o las flechas; un doble clic lo vuelve a ajustar',
  menu: 'Más: reproducir la partida a una velocidad, copiar el FEN, guardar el tablero como imagen o la partida como GIF',
  autoplay: 'Reproducir la partida',
  stopAutoplay: 'Detener la reproducción',
  speed: 'Una jugada cada',
  seconds: (seconds) => `${String(seconds).replace('.', ',')} s`,
  copyFen: 'Copiar el FEN',
  fenCopied: 'FEN copiado',
  saveSvg: 'Guardar el tablero (SVG)',
  savePng: 'Guardar el tablero (PNG)',
  saveGif: 'Guardar la partida como animación (GIF)',
  navigation: 'Navegación por la partida',
  moves: 'Jugadas',
  game: 'Partida',
  filterGames: 'Buscar una partida: jugadores, evento, año',
  moreFound: (count) => `…y ${count.toLocaleString('es')} más: escribe más palabras para acotarlas`,
  gameOf: (index, count) => `Partida ${index} de ${count}`,
  info: 'Datos de la partida',
  gameInfo: 'Datos de la partida',
  sideName: (side) => (side === 'white' ? 'Blancas' : 'Negras'),
  clockLeft: (time) => `le quedan ${time} en el reloj`,
  materialUp: (points, pieces) =>
    points
      ? `${points} de ventaja en material`
      : `${pieces} pieza${pieces === 1 ? '' : 's'} capturada${pieces === 1 ? '' : 's'} de más, material igualado`,
  moveTook: (time) => `la jugada tardó ${time}`,
  evaluation: (text) => `evaluación ${text}`,
  // B, W: the Go players' letters of the Spanish move names (N negras, B blancas).
  winRate: (side, percent) => `${side === 'B' ? 'N' : 'B'} ${percent.replace('.', ',')} %`,
  evaluationGraph: 'La evaluación del motor a lo largo de la línea principal (un clic lleva a esa jugada)',
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
  unknownNotation:
    'No se reconoce la notación de este texto: indica el atributo notation (pgn, fen, sgf, hen, gbb, ssb o bdl).',
  cannotDraw: 'Este texto no se puede dibujar:',
  notes: (count) => (count === 1 ? '1 observación sobre el texto' : `${count} observaciones sobre el texto`),
  at: (line, column) => (column ? `línea ${line}, columna ${column}` : `línea ${line}`),
  promoteTo: 'Coronar en',
  boardKeys:
    'Tablero: Intro juega con el teclado (las flechas recorren las casillas, Intro toma una pieza y la deja, Escape termina); si no, las flechas recorren la partida',
  emptySquare: 'vacía',
  cellKeys: 'Tablero: señala una celda, o usa las flechas, para leer lo que tiene',
  legend: 'Leyenda',
  issueAtMove: (count) => (count === 1 ? 'un problema' : `${count} problemas`),
  issuesHere: (count) => (count === 1 ? 'Un problema en esta jugada:' : `${count} problemas en esta jugada:`),
  pieces: { q: 'dama', r: 'torre', b: 'alfil', n: 'caballo' },
  spoken: {
    pieces: { p: 'peón', n: 'caballo', b: 'alfil', r: 'torre', q: 'dama', k: 'rey' },
    to: 'a',
    takes: 'captura en',
    promotes: (piece) => `corona ${piece}`,
    check: 'jaque',
    mate: 'jaque mate',
    castleShort: 'enroque corto',
    castleLong: 'enroque largo',
    stonesTaken: (count) => (count === 1 ? 'captura 1 piedra' : `captura ${count} piedras`),
  },
  annotation: (nag) => `glifo de anotación ${nag}`,
  pass: 'pasa',
  captures: (black, white) => `capturas: negras ${black}, blancas ${white}`,
  goKeys:
    'Tablero: pulsa una intersección para jugar en ella, o Intro juega con el teclado (las flechas recorren las intersecciones, Intro juega una piedra, Escape termina); si no, las flechas recorren la partida',
  goToPlay: (colour) => (colour === 'W' ? 'Juegan las blancas' : 'Juegan las negras'),
  chessToMove: (turn) => (turn === 'b' ? 'Juegan las negras' : 'Juegan las blancas'),
  goRefused: {
    occupied: 'No se juega: ya hay una piedra en esa intersección',
    suicide: 'No se juega: suicidio, la piedra quedaría sin libertades',
    ko: 'No se juega: ko, la piedra no se puede recapturar enseguida (juega antes en otro lugar)',
    off_board: 'No se juega: esa intersección no está en el tablero',
  },
  emptyPoint: 'vacía',
  bdlKeys:
    'Tablero: Intro juega con el teclado (las flechas recorren las casillas, Intro toma una pieza del jugador al que le toca y la juega, Escape termina); si no, las flechas recorren la partida',
  toMove: (player) => `Juega el jugador ${player}`,
  gameOver: 'Partida terminada: se cumplen las reglas de fin',
  cannotPlay: 'Este juego no se puede jugar aquí',
  thinking: 'Calculando las jugadas…',
  becomes: (piece) => `La pieza ${piece} se convierte en`,
  player: (owner) => `jugador ${owner}`,
  explicitTitle: (count) =>
    count === 1
      ? 'Para jugar hace falta JavaScript escrito en la descripción, en un lugar:'
      : `Para jugar hace falta JavaScript escrito en la descripción, en ${count} lugares:`,
  explicitPlace: (part, line, column) => `${part}, línea ${line}, columna ${column}`,
  explicitWhy:
    'El código de un texto puede leer o cambiar todo lo que esta página puede: ejecútalo solo si confías en el origen del texto.',
  explicitNever: 'Este visor no ejecuta código de un texto: se muestra el tablero, pero el juego no se puede jugar.',
  allowCode: 'Ejecutar su JavaScript y jugar',
};

const WORDS = { en, es };

/** 'en' or 'es' from a language tag ('es-AR' -> 'es'); English for anything else. */
export function viewerLanguage(tag) {
  const base = String(tag ?? '')
    .toLowerCase()
    .split(/[-_]/)[0];
  return base in WORDS ? base : 'en';
}

export function wordsFor(language) {
  return WORDS[viewerLanguage(language)];
}
