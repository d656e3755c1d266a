// PGN in the worker (parse-worker.js): a game or a database read piece by piece with progress, the
// document <board-viewer> shows opened from the same text (each node that leaves its line marked
// with the branches into it, for the page's links: pgn-line.js), and the page's questions about
// the text: the scenes of the nodes shown, the summary of the position shown and the converter's
// outputs. The games stay here; the page receives the document only.
import { compactJson } from '../compact-json.js';
import { documentData, problemsOf, scenesOf } from './document-task.js';
import { annotateBranches, lineAtPath } from './pgn-line.js';

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

// Warnings about spelling only (the game reads the same) are listed on request.
const problemsOfGames = (diagnostics) =>
  problemsOf(diagnostics, ({ code, severity }) => severity !== 'error' && SPELLING_ONLY.has(code));

// Eager FENs: a game's JSON (the converter) then has every move's position.
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
  return games;
}

// A "game" that says nothing (no tag, no move, no comment) is text that is not PGN ("hello this is
// not chess" reads as one): not a game to show. The package's documents (and so <board-viewer>)
// leave such games out by the same rule, so the page's game numbers are the viewer's.
const saysNothing = (game) =>
  game.moves.length === 0 && Object.keys(game.headers).length === 0 && game.comments.length === 0;

export async function parse(api, text, { language }, onProgress = () => {}) {
  // Pgn.parse's diagnostics of the file as a whole are about its bytes' encoding and the size
  // limit: a text the page holds is decoded already, and far below the limit. The text is read
  // once: the viewer's document is made of the games read (openPgnGames), not of the text again.
  const read = readInPieces(api, text, language, onProgress);
  const games = read.filter((game) => !saysNothing(game));
  const problems = problemsOfGames(read.flatMap((game) => game.diagnostics));
  // No game at all (an empty text, a text that is not PGN): nothing to show but the problems (the
  // page words it when there are none).
  if (games.length === 0)
    return { ok: false, name: 'PgnError', problems: problems.map((problem) => ({ ...problem, quiet: false })) };
  const document = await api.openPgnGames(games, { language });
  if (!document.ok || document.games.length !== games.length)
    return { ok: false, name: 'PgnError', problems: problemsOfGames(document.diagnostics) };
  document.games.forEach((game, index) => annotateBranches(games[index], game.root));
  return { ok: true, model: { document: documentData(document) }, notes: problems, kept: { games, document } };
}

export function transferables() {
  return [];
}

// A database crosses in batches of games (see parse-worker.js): reading 800 games in one message
// took the page's thread a quarter of a second; a batch takes a few milliseconds.
const BATCH = 40;
export function split(model) {
  const { games } = model.document;
  const batches = [];
  for (let start = 0; start < games.length; start += BATCH) batches.push(games.slice(start, start + BATCH));
  return [{ document: { ...model.document, games: [] } }, ...batches];
}
export function join(model, batches) {
  return { document: { ...model.document, games: batches.flat() } };
}

// ---- the page's questions ---------------------------------------------------------------------

export function scenes(api, { document }, gameIndex, ids) {
  return scenesOf(document, gameIndex, ids);
}

// The game and the page's line through the node at `path` of <board-viewer>'s tree.
function lineOf(games, gameIndex, path) {
  const game = games[gameIndex];
  if (!game) throw new RangeError(`No game ${gameIndex} in this text`);
  return { game, line: lineAtPath(game, path)?.line ?? game.moves };
}

/** What the page says above the board: the game's players, event, result, and check or mate. */
export function summary(api, { games }, gameIndex, path) {
  const { game, line } = lineOf(games, gameIndex, path);
  const fen = path.length === 0 ? game.startFen : line[path.length - 1].fen;
  let status = null;
  try {
    const position = new api.Chess(fen);
    status = position.isCheckmate() ? 'checkmate' : position.inCheck() ? 'check' : null;
  } catch {
    // A position the engine refuses is still drawn; it just has no status.
  }
  const { White, Black, Event, Date, Result } = game.headers;
  return { white: White, black: Black, event: Event, date: Date, result: game.result ?? Result, status };
}

/** The converter's output `outputId` for the game and line at `view` ({ gameIndex, path }). */
export function produce(api, { games }, outputId, settings, { gameIndex, path }) {
  const { game, line } = lineOf(games, gameIndex, path);
  if (outputId === 'fens') return [game.startFen, ...line.map((move) => move.fen)].join('\n');
  if (outputId === 'json') return compactJson(game);
  if (outputId === 'pgn') return api.Pgn.stringify(settings.allGames ? games : game);
  throw new RangeError(`No output "${outputId}"`);
}
