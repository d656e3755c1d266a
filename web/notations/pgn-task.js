// Reading PGN into the page's model, the same code on the page and in the worker (parse-worker.js,
// for databases of 200,000 characters or more): it takes the package's API as an argument because
// a worker cannot use the page's import map. The model is the plain data Pgn.parse gives.

// Spellings the reader reads exactly as meant (a mate written '+', '0-0', 'e2e4'): worth a quiet
// note, not a warning banner over a database (Fischer.pgn opened with "10 problems" for these).
const SPELLING_ONLY = new Set([
  'chess.san.check_mark',
  'chess.san.castling_zeros',
  'chess.san.disambiguation',
  'chess.san.capture_mark',
  'chess.san.pawn_letter',
  'chess.san.promotion_format',
  'pgn.castling_spelling',
  'pgn.result_spelling',
  'pgn.evaluation_symbol',
  'pgn.nag_before_game',
  'pgn.nag_before_variation',
  'pgn.tag_quote',
]);

function problemsOf(diagnostics) {
  return diagnostics.map(({ code, severity, line, column, length, message }) => ({
    code,
    severity,
    line,
    column,
    length,
    message,
    showCode: true,
    quiet: severity !== 'error' && SPELLING_ONLY.has(code),
  }));
}

// Eager FENs: the model crosses from the worker by structured clone, which keeps data
// properties only (a lazy move's fen is a getter).
const EAGER = 'eager';

// Piece by piece through the package's streaming reader, saying how far it got (`onProgress(done)`,
// in characters); it gives the same games as Pgn.parse. Pieces never split a surrogate pair.
const PIECE = 256 * 1024;
function readInPieces(api, text, language, onProgress) {
  const reader = api.Pgn.createReader({ language, fen: EAGER });
  const games = [];
  for (let start = 0; start < text.length;) {
    let end = Math.min(start + PIECE, text.length);
    if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1])) end += 1;
    games.push(...reader.push(text.slice(start, end)));
    onProgress(end);
    start = end;
  }
  games.push(...reader.end());
  // Pgn.parse's diagnostics of the file as a whole are about its bytes' encoding and the size limit:
  // a text the page holds is decoded already, and far below the limit.
  return { games, diagnostics: [] };
}

// A "game" that says nothing (no tag, no move, no comment) is text that is not PGN ("hello this is
// not chess" reads as one): not a game to show. The package's documents (and so <board-viewer>)
// leave such games out by the same rule, so the page's game numbers are the viewer's.
const saysNothing = (game) =>
  game.moves.length === 0 && Object.keys(game.headers).length === 0 && game.comments.length === 0;

export function parse(api, text, { language }, onProgress) {
  const read = onProgress
    ? readInPieces(api, text, language, onProgress)
    : api.Pgn.parse(text, { language, fen: EAGER });
  const { diagnostics } = read;
  const games = read.games.filter((game) => !saysNothing(game));
  const problems = problemsOf([...diagnostics, ...read.games.flatMap((game) => game.diagnostics)]);
  // No game at all (an empty text, a text that is not PGN): nothing to show but the problems (the
  // page words it when there are none).
  if (games.length === 0)
    return { ok: false, name: 'PgnError', problems: problems.map((problem) => ({ ...problem, quiet: false })) };
  return { ok: true, model: { games }, notes: problems };
}

export function transferables() {
  return [];
}

// From the worker a database crosses in batches of games (see parse-worker.js): reading 800 games
// in one message took the page's thread a quarter of a second; a batch takes a few milliseconds.
const BATCH = 40;
export function split(model) {
  const batches = [];
  for (let start = 0; start < model.games.length; start += BATCH) batches.push(model.games.slice(start, start + BATCH));
  return [{ ...model, games: [] }, ...batches];
}
export function join(model, batches) {
  return { ...model, games: batches.flat() };
}
