// Every message and label that document code writes itself (the engines word their own
// diagnostics), in English and Spanish. A new language is one more entry here.

const en = {
  'document.unknown_notation': ({ notation, list }) => `Unknown notation ${notation}: use one of ${list}.`,
  'document.not_detected': ({ reason }) => `The text is not in a notation this viewer reads (${reason}): name it with the notation option.`,
  'document.not_text': () => 'The input is not text: pass a string.',
  'document.no_game': () => 'The text holds no game: no move, no tag and no position.',
  'document.no_board': () => 'The text describes no board that can be drawn.',
  'document.bdl_explicit': ({ count }) => `The description has JavaScript in ${count} place(s): the board shows its initial position without running it.`,
  'document.bdl_placement_code': () => 'The initial position is given as JavaScript, which is never run here: there is no board to draw.',
  'render.bad_option': ({ name, value, expected }) => `Bad option ${name}: ${value} (expected ${expected}).`,
  'render.no_game': ({ game, count }) => `There is no game ${game}: the text holds ${count} game(s), numbered from 0.`,
  'render.no_ply': ({ ply, count }) => `There is no ply ${ply} in this line: it has ${count} ply(ies) after the start (0).`,
  'render.no_variation': ({ at, index, count }) => `There is no variation ${index} after ply ${at}: the position there has ${count} continuation(s).`,
  'render.no_node': ({ node }) => `There is no node ${node} in this game.`,
  'render.failed': ({ count, first }) => `Cannot draw the board: ${count} error(s). ${first}`,
  'game.untitled': ({ number }) => `Game ${number}`,
  'game.position': ({ number }) => `Position ${number}`,
  'go.pass': () => 'pass',
  'go.setup': () => 'setup',
};

const es = {
  'document.unknown_notation': ({ notation, list }) => `Notación desconocida ${notation}: usa una de ${list}.`,
  'document.not_detected': ({ reason }) => `El texto no está en una notación que este visor lea (${reason}): indícala con la opción notation.`,
  'document.not_text': () => 'La entrada no es texto: pasa una cadena.',
  'document.no_game': () => 'El texto no contiene ninguna partida: ni jugadas, ni etiquetas, ni posición.',
  'document.no_board': () => 'El texto no describe ningún tablero que se pueda dibujar.',
  'document.bdl_explicit': ({ count }) => `La descripción tiene JavaScript en ${count} lugar(es): el tablero muestra su posición inicial sin ejecutarlo.`,
  'document.bdl_placement_code': () => 'La posición inicial está dada en JavaScript, que aquí nunca se ejecuta: no hay tablero que dibujar.',
  'render.bad_option': ({ name, value, expected }) => `Opción ${name} incorrecta: ${value} (se esperaba ${expected}).`,
  'render.no_game': ({ game, count }) => `No existe la partida ${game}: el texto contiene ${count} partida(s), numeradas desde 0.`,
  'render.no_ply': ({ ply, count }) => `No existe la media jugada ${ply} en esta línea: tiene ${count} media(s) jugada(s) tras el inicio (0).`,
  'render.no_variation': ({ at, index, count }) => `No existe la variante ${index} tras la media jugada ${at}: esa posición tiene ${count} continuación(es).`,
  'render.no_node': ({ node }) => `No existe el nodo ${node} en esta partida.`,
  'render.failed': ({ count, first }) => `No se puede dibujar el tablero: ${count} error(es). ${first}`,
  'game.untitled': ({ number }) => `Partida ${number}`,
  'game.position': ({ number }) => `Posición ${number}`,
  'go.pass': () => 'pasa',
  'go.setup': () => 'preparación',
};

const LANGUAGES = { en, es };

/** The language to use: 'es' or 'en' (any other value falls back to English). */
export const languageOf = (language) => (typeof language === 'string' && Object.hasOwn(LANGUAGES, language) ? language : 'en');

/** The message `code` with `args`, in `language`. */
export function say(language, code, args = {}) {
  return LANGUAGES[languageOf(language)][code](args);
}
