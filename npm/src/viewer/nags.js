// PGN's Numeric Annotation Glyphs ($1 ...) as the symbols chess books print, with their meaning as
// a tooltip. A reader never sees a raw "$24": a NAG without a common symbol is drawn as a neutral
// mark whose title says which glyph it is.

// [nag, symbol, English meaning, Spanish meaning]; White/Black pairs share a symbol.
const TABLE = [
  [1, '!', 'good move', 'buena jugada'],
  [2, '?', 'mistake', 'error'],
  [3, '!!', 'brilliant move', 'jugada brillante'],
  [4, '??', 'blunder', 'error grave'],
  [5, '!?', 'interesting move', 'jugada interesante'],
  [6, '?!', 'dubious move', 'jugada dudosa'],
  [7, '□', 'only move', 'jugada única'],
  [8, '□', 'only move', 'jugada única'],
  [10, '=', 'equal position', 'posición igualada'],
  [11, '=', 'equal chances, quiet position', 'igualdad, posición tranquila'],
  [12, '=', 'equal chances, active position', 'igualdad, posición activa'],
  [13, '∞', 'unclear position', 'posición incierta'],
  [14, '⩲', 'White is slightly better', 'las blancas están algo mejor'],
  [15, '⩱', 'Black is slightly better', 'las negras están algo mejor'],
  [16, '±', 'White is better', 'las blancas están mejor'],
  [17, '∓', 'Black is better', 'las negras están mejor'],
  [18, '+−', 'White is winning', 'las blancas ganan'],
  [19, '−+', 'Black is winning', 'las negras ganan'],
  [20, '+−', 'White is crushing', 'las blancas arrollan'],
  [21, '−+', 'Black is crushing', 'las negras arrollan'],
  [22, '⨀', 'White is in zugzwang', 'las blancas están en zugzwang'],
  [23, '⨀', 'Black is in zugzwang', 'las negras están en zugzwang'],
  [24, '○', 'White has a slight space advantage', 'las blancas tienen algo más de espacio'],
  [25, '○', 'Black has a slight space advantage', 'las negras tienen algo más de espacio'],
  [26, '○', 'White has a space advantage', 'las blancas tienen más espacio'],
  [27, '○', 'Black has a space advantage', 'las negras tienen más espacio'],
  [28, '○', 'White has a decisive space advantage', 'las blancas tienen una ventaja decisiva de espacio'],
  [29, '○', 'Black has a decisive space advantage', 'las negras tienen una ventaja decisiva de espacio'],
  [30, '⟳', 'White has a slight lead in development', 'las blancas tienen algo más de desarrollo'],
  [31, '⟳', 'Black has a slight lead in development', 'las negras tienen algo más de desarrollo'],
  [32, '⟳', 'White has a lead in development', 'las blancas tienen ventaja de desarrollo'],
  [33, '⟳', 'Black has a lead in development', 'las negras tienen ventaja de desarrollo'],
  [34, '⟳', 'White has a decisive lead in development', 'las blancas tienen una ventaja decisiva de desarrollo'],
  [35, '⟳', 'Black has a decisive lead in development', 'las negras tienen una ventaja decisiva de desarrollo'],
  [36, '↑', 'White has the initiative', 'las blancas tienen la iniciativa'],
  [37, '↑', 'Black has the initiative', 'las negras tienen la iniciativa'],
  [38, '↑', 'White has a lasting initiative', 'las blancas tienen una iniciativa duradera'],
  [39, '↑', 'Black has a lasting initiative', 'las negras tienen una iniciativa duradera'],
  [40, '→', 'White has the attack', 'las blancas tienen el ataque'],
  [41, '→', 'Black has the attack', 'las negras tienen el ataque'],
  [44, '=∞', 'White has compensation for the material', 'las blancas tienen compensación por el material'],
  [45, '=∞', 'Black has compensation for the material', 'las negras tienen compensación por el material'],
  [46, '=∞', 'White has more than enough compensation', 'las blancas tienen compensación de sobra'],
  [47, '=∞', 'Black has more than enough compensation', 'las negras tienen compensación de sobra'],
  [132, '⇆', 'White has counterplay', 'las blancas tienen contrajuego'],
  [133, '⇆', 'Black has counterplay', 'las negras tienen contrajuego'],
  [134, '⇆', 'White has good counterplay', 'las blancas tienen buen contrajuego'],
  [135, '⇆', 'Black has good counterplay', 'las negras tienen buen contrajuego'],
  [136, '⇆', 'White has decisive counterplay', 'las blancas tienen un contrajuego decisivo'],
  [137, '⇆', 'Black has decisive counterplay', 'las negras tienen un contrajuego decisivo'],
  [138, '⊕', 'White is short of time', 'las blancas andan apuradas de tiempo'],
  [139, '⊕', 'Black is short of time', 'las negras andan apuradas de tiempo'],
  [140, '∆', 'with the idea', 'con la idea'],
  [141, '∇', 'aimed against', 'dirigida contra'],
  [142, '⌓', 'better is', 'es mejor'],
  [143, '≤', 'worse is', 'es peor'],
  [144, '=', 'equivalent is', 'es equivalente'],
  [145, 'RR', 'editorial comment', 'comentario del editor'],
  [146, 'N', 'novelty', 'novedad'],
];

const KNOWN = new Map(TABLE.map(([nag, symbol, english, spanish]) => [nag, { symbol, en: english, es: spanish }]));
const UNKNOWN_SYMBOL = '※';
// $1-$9 judge the move and are written right after it ("Qxf7!"); the others judge the position.
const MOVE_GLYPHS = 9;

/**
 * How to show NAG `nag`: { symbol, title, known, move } where `move` says the glyph belongs next to
 * the move (no space) and `title` is the meaning in `language` (or which glyph it is when unknown).
 * `describeUnknown(nag)` words the title of a glyph without a common symbol.
 */
export function nagGlyph(nag, language, describeUnknown) {
  const entry = KNOWN.get(nag);
  if (!entry) return { symbol: UNKNOWN_SYMBOL, title: describeUnknown(nag), known: false, move: false };
  return {
    symbol: entry.symbol,
    title: language === 'es' ? entry.es : entry.en,
    known: true,
    move: nag <= MOVE_GLYPHS,
  };
}
