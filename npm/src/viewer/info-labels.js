// How the game information is shown: the keys a document gives (PGN tag names as written, and the
// few words the other notations use: Size, Komi, Captures...) get a reader's label in the viewer's
// language, and a value that is a web address in a tag that holds one becomes a link. A key without
// a label is shown as written: a database may carry tags of its own.

const EN = {
  Event: 'Event',
  Site: 'Site',
  Date: 'Date',
  Round: 'Round',
  White: 'White',
  Black: 'Black',
  Result: 'Result',
  UTCDate: 'Date (UTC)',
  UTCTime: 'Time (UTC)',
  Time: 'Time',
  EventDate: 'Event date',
  WhiteElo: 'White rating',
  BlackElo: 'Black rating',
  WhiteRatingDiff: 'White rating change',
  BlackRatingDiff: 'Black rating change',
  WhiteTitle: 'White title',
  BlackTitle: 'Black title',
  WhiteTeam: 'White team',
  BlackTeam: 'Black team',
  WhiteFideId: 'White FIDE id',
  BlackFideId: 'Black FIDE id',
  ECO: 'Opening code',
  Opening: 'Opening',
  Variation: 'Opening variation',
  TimeControl: 'Time control',
  Termination: 'Termination',
  Variant: 'Variant',
  Annotator: 'Annotator',
  PlyCount: 'Plies',
  Mode: 'Mode',
  Source: 'Source',
  Link: 'Link',
  StudyName: 'Study',
  ChapterName: 'Chapter',
  Orientation: 'Board orientation',
  // Go (SGF's game information) and the other notations' words.
  Komi: 'Komi',
  Handicap: 'Handicap',
  Game: 'Game',
  Rules: 'Rules',
  Captures: 'Captures',
  Size: 'Size',
  Head: 'Head',
  Pieces: 'Pieces',
  Status: 'Status',
  Winner: 'Winner',
};

const ES = {
  Event: 'Evento',
  Site: 'Lugar',
  Date: 'Fecha',
  Round: 'Ronda',
  White: 'Blancas',
  Black: 'Negras',
  Result: 'Resultado',
  UTCDate: 'Fecha (UTC)',
  UTCTime: 'Hora (UTC)',
  Time: 'Hora',
  EventDate: 'Fecha del evento',
  WhiteElo: 'Elo de las blancas',
  BlackElo: 'Elo de las negras',
  WhiteRatingDiff: 'Cambio de Elo de las blancas',
  BlackRatingDiff: 'Cambio de Elo de las negras',
  WhiteTitle: 'Título de las blancas',
  BlackTitle: 'Título de las negras',
  WhiteTeam: 'Equipo de las blancas',
  BlackTeam: 'Equipo de las negras',
  WhiteFideId: 'Id FIDE de las blancas',
  BlackFideId: 'Id FIDE de las negras',
  ECO: 'Código de apertura',
  Opening: 'Apertura',
  Variation: 'Variante de la apertura',
  TimeControl: 'Control de tiempo',
  Termination: 'Final',
  Variant: 'Modalidad',
  Annotator: 'Comentarista',
  PlyCount: 'Medias jugadas',
  Mode: 'Modo',
  Source: 'Fuente',
  Link: 'Enlace',
  StudyName: 'Estudio',
  ChapterName: 'Capítulo',
  Orientation: 'Orientación del tablero',
  Komi: 'Komi',
  Handicap: 'Hándicap',
  Game: 'Partida',
  Rules: 'Reglas',
  Captures: 'Capturas',
  Size: 'Tamaño',
  Head: 'Cabezal',
  Pieces: 'Piezas',
  Status: 'Estado',
  Winner: 'Ganador',
};

// Go's players are the stones' colours, whose Spanish words differ from chess's sides.
const ES_GO = { ...ES, White: 'Blanco', Black: 'Negro' };

const LABELS = { en: EN, es: ES };

/** The label of an information key in `language` ('en' or 'es'); `go` for a Go game's players. */
export function infoLabel(key, language, { go = false } = {}) {
  const table = language === 'es' && go ? ES_GO : (LABELS[language] ?? EN);
  return Object.hasOwn(table, key) ? table[key] : key;
}

// Tags whose value is often a web address (lichess: Site and Link; studies: Source, Annotator).
const ADDRESS_KEYS = new Set(['Site', 'Link', 'Source', 'Annotator', 'StudyName', 'ChapterName']);

/**
 * The web address of an information value, when it is one in a key that holds addresses: http or
 * https only, so that no other scheme (javascript:, data:) ever becomes a link; else null.
 */
export function infoAddress(key, value) {
  if (!ADDRESS_KEYS.has(key)) return null;
  const text = String(value).trim();
  if (!/^https?:\/\/\S+$/i.test(text)) return null;
  try {
    const address = new URL(text);
    return address.protocol === 'http:' || address.protocol === 'https:' ? address.href : null;
  } catch {
    return null;
  }
}
