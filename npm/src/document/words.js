// Every message and label that document code writes itself (the engines word their own
// diagnostics), in English and Spanish. A new language is one more entry here.

// "1 game", "3 games": the count with the word in the form its number takes (both languages
// here make the plural of any other count than 1).
const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;

const en = {
  'document.unknown_notation': ({ notation, list }) => `Unknown notation ${notation}: use one of ${list}.`,
  'document.not_detected': ({ reason }) =>
    `The text is not in a notation this viewer reads (${reason}): name it with the notation option.`,
  'document.not_text': () => 'The input is not text: pass a string.',
  'document.no_game': () => 'The text holds no game: no move, no tag and no position.',
  'document.no_board': () => 'The text describes no board that can be drawn.',
  'document.bdl_explicit': ({ count: n }) =>
    `The description has JavaScript in ${count(n, 'place', 'places')}: the board shows its initial position without running it.`,
  'document.bdl_placement_code': () =>
    'The initial position is given as JavaScript, which is never run here: there is no board to draw.',
  'render.bad_option': ({ name, value, expected }) => `Bad option ${name}: ${value} (expected ${expected}).`,
  'render.no_game': ({ game, count: n }) =>
    `There is no game ${game}: the text holds ${count(n, 'game', 'games')}, numbered from 0.`,
  'render.no_ply': ({ ply, count: n }) =>
    `There is no ply ${ply} in this line: it has ${count(n, 'ply', 'plies')} after the start (0).`,
  'render.no_variation': ({ at, index, count: n }) =>
    `There is no variation ${index} after ply ${at}: the position there has ${count(n, 'continuation', 'continuations')}.`,
  'render.no_node': ({ node }) => `There is no node ${node} in this game.`,
  'render.extra_variation': ({ given, forks }) =>
    `The variation gives ${count(given, 'index', 'indexes')}, but its line meets ${count(forks, 'fork', 'forks')}.`,
  'render.failed': ({ count: n, first }) => `Cannot draw the board: ${n === 1 ? 'an error' : `${n} errors`}. ${first}`,
  'game.untitled': ({ number }) => `Game ${number}`,
  'game.position': ({ number }) => `Position ${number}`,
  'go.pass': () => 'pass',
  'go.setup': () => 'setup',
  // The letter of the player who moved, before the point: "B D4", "W pass".
  'go.player': ({ colour }) => (colour === 'W' ? 'W' : 'B'),
  'ssb.chat': () => 'Chat',
};

const es = {
  'document.unknown_notation': ({ notation, list }) => `Notación desconocida ${notation}: usa una de ${list}.`,
  'document.not_detected': ({ reason }) =>
    `El texto no está en una notación que este visor lea (${reason}): indícala con la opción notation.`,
  'document.not_text': () => 'La entrada no es texto: pasa una cadena.',
  'document.no_game': () => 'El texto no contiene ninguna partida: ni jugadas, ni etiquetas, ni posición.',
  'document.no_board': () => 'El texto no describe ningún tablero que se pueda dibujar.',
  'document.bdl_explicit': ({ count: n }) =>
    `La descripción tiene JavaScript en ${count(n, 'lugar', 'lugares')}: el tablero muestra su posición inicial sin ejecutarlo.`,
  'document.bdl_placement_code': () =>
    'La posición inicial está dada en JavaScript, que aquí nunca se ejecuta: no hay tablero que dibujar.',
  'render.bad_option': ({ name, value, expected }) => `Opción ${name} incorrecta: ${value} (se esperaba ${expected}).`,
  'render.no_game': ({ game, count: n }) =>
    `No existe la partida ${game}: el texto contiene ${count(n, 'partida', 'partidas')}, numeradas desde 0.`,
  'render.no_ply': ({ ply, count: n }) =>
    `No existe la media jugada ${ply} en esta línea: tiene ${count(n, 'media jugada', 'medias jugadas')} tras el inicio (0).`,
  'render.no_variation': ({ at, index, count: n }) =>
    `No existe la variante ${index} tras la media jugada ${at}: esa posición tiene ${count(n, 'continuación', 'continuaciones')}.`,
  'render.no_node': ({ node }) => `No existe el nodo ${node} en esta partida.`,
  'render.extra_variation': ({ given, forks }) =>
    `La variante da ${count(given, 'índice', 'índices')}, pero su línea pasa por ${count(forks, 'bifurcación', 'bifurcaciones')}.`,
  'render.failed': ({ count: n, first }) =>
    `No se puede dibujar el tablero: ${n === 1 ? 'un error' : `${n} errores`}. ${first}`,
  'game.untitled': ({ number }) => `Partida ${number}`,
  'game.position': ({ number }) => `Posición ${number}`,
  'go.pass': () => 'pasa',
  'go.setup': () => 'preparación',
  // Negro y blanco: "N D4", "B pasa".
  'go.player': ({ colour }) => (colour === 'W' ? 'B' : 'N'),
  'ssb.chat': () => 'Chat',
};

const LANGUAGES = { en, es };

/** The language to use: 'es' or 'en' (any other value falls back to English). */
export const languageOf = (language) =>
  typeof language === 'string' && Object.hasOwn(LANGUAGES, language) ? language : 'en';

/** The message `code` with `args`, in `language`. */
export function say(language, code, args = {}) {
  return LANGUAGES[languageOf(language)][code](args);
}
