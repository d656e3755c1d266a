// Diagnostics as a document lists them: the engines' own (code, severity, message, place) with
// the game they belong to, errors first, and in proportion: a spelling the reader understood
// exactly (a "+" written for a mate, "0-0" for "O-O") is a note, not a problem.

// Codes whose warning means "written another way than the standard, read as meant": info.
const NOTES = new Set([
  'chess.san.check_mark',
  'chess.san.castling_zeros',
  'chess.san.capture_mark',
  'chess.san.promotion_format',
  'chess.san.en_passant_suffix',
  'chess.san.pawn_letter',
  'pgn.castling_spelling',
  'pgn.result_spelling',
  'pgn.evaluation_symbol',
  'pgn.en_passant_mark',
  'pgn.latin1',
  'pgn.latin1_game',
]);

const RANK = { error: 0, warning: 1, info: 2 };

/** One diagnostic in the document's shape (only the fields the contract names, and those set). */
export function diagnostic(source, extra = {}) {
  const severity = source.severity === 'warning' && NOTES.has(source.code) ? 'info' : (source.severity ?? 'error');
  const result = { severity, code: source.code ?? 'document.error', message: source.message ?? String(source) };
  for (const key of ['line', 'column', 'length']) {
    if (Number.isInteger(source[key]) && source[key] > 0) result[key] = source[key];
    else if (key === 'length' && Number.isInteger(source[key])) result[key] = source[key];
  }
  return Object.assign(result, extra);
}

/** Errors first, then warnings, then notes; in text order within each. */
export function sortDiagnostics(list) {
  return (
    list
      .map((item, index) => ({ item, index }))
      // A diagnostic with a place comes before one about the whole text, which often only sums up.
      .sort(
        (a, b) =>
          RANK[a.item.severity] - RANK[b.item.severity] ||
          (a.item.line ?? Infinity) - (b.item.line ?? Infinity) ||
          (a.item.column ?? 0) - (b.item.column ?? 0) ||
          a.index - b.index,
      )
      .map(({ item }) => item)
  );
}

/** A document that cannot be drawn: no game, its diagnostics say why. */
export function failed(notation, diagnostics) {
  return { notation, ok: false, diagnostics: sortDiagnostics(diagnostics), games: [] };
}

/**
 * The document of `games` (each with its own diagnostics) and whole-text `diagnostics`; `before`
 * games came before these (a batch of a database read in pieces): gameIndex counts on from it.
 */
export function documentOf(notation, games, diagnostics = [], before = 0) {
  const all = [...diagnostics];
  games.forEach((game, index) => {
    const gameIndex = before + index;
    game.diagnostics = sortDiagnostics(game.diagnostics.map((item) => ({ ...item, gameIndex })));
    all.push(...game.diagnostics);
  });
  return { notation, ok: games.length > 0, diagnostics: sortDiagnostics(all), games };
}
