// PGN in the worker (parse-worker.js): a game or a database read once, piece by piece, with
// progress; the games of each piece make the document <board-viewer> shows (openPgnGames: each node
// that leaves its line marked with the branches into it, for the page's links: pgn-line.js), sent
// to the page batch by batch while the rest is read, so that the first game shows at once. Then
// the page's questions about the text: the scenes of the nodes shown, the summary of the position
// shown and the converter's outputs. The games stay here; the page receives the document only.
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

// Piece by piece through the package's streaming reader (it gives the same games as Pgn.parse),
// `onGames(games, end)` hearing the games of each piece and where it ends (in characters; null for
// the games the reader's end gives). Pieces never split a surrogate pair.
const PIECE = 256 * 1024;
async function readInPieces(api, text, language, onGames) {
  const reader = api.Pgn.createReader({ language, fen: EAGER });
  for (let start = 0; start < text.length;) {
    let end = Math.min(start + PIECE, text.length);
    if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1])) end += 1;
    await onGames(reader.push(text.slice(start, end)), end);
    start = end;
  }
  await onGames(reader.end(), null);
}

// A "game" that says nothing (no tag, no move, no comment) is text that is not PGN ("hello this is
// not chess" reads as one): not a game to show. The package's documents (and so <board-viewer>)
// leave such games out by the same rule, so the page's game numbers are the viewer's.
const saysNothing = (game) =>
  game.moves.length === 0 && Object.keys(game.headers).length === 0 && game.comments.length === 0;

// The documents of the batches as one, for the scenes the page asks for: the games in order, each
// drawn by the document of its batch.
function batchedDocument() {
  const batchOf = new Map();
  return {
    games: [],
    add(document) {
      for (const game of document.games) {
        this.games.push(game);
        batchOf.set(game, document);
      }
    },
    sceneAt: (game, node) => batchOf.get(game).sceneAt(game, node),
  };
}

// Games per part sent to the page: reading 800 games in one message took the page's thread a
// quarter of a second; 40 take a few milliseconds.
const BATCH = 40;

/**
 * Reads the text once. Each piece's games are sent to the page as they are read (parts: { games,
 * diagnostics }, the document data of up to BATCH games and the whole-text diagnostics met in the
 * piece), and are the session's at once, so that the page shows and asks about the first games while
 * the rest is read. The result: { ok, model: { games } (how many were sent), notes } once all is read.
 */
export async function parse(api, text, { language }, onProgress, reading) {
  // Pgn.parse's diagnostics of the file as a whole are about its bytes' encoding and the size
  // limit: a text the page holds is decoded already, and far below the limit.
  const kept = { games: [], document: batchedDocument() };
  reading.keep(kept);
  const notes = [];
  let refused = null;
  await readInPieces(api, text, language, async (read, end) => {
    if (refused) return;
    notes.push(...problemsOfGames(read.flatMap((game) => game.diagnostics)));
    const games = read.filter((game) => !saysNothing(game));
    if (games.length > 0) {
      const document = await api.openPgnGames(games, { language, before: kept.games.length });
      if (!document.ok || document.games.length !== games.length) {
        refused = problemsOfGames(document.diagnostics);
        return;
      }
      document.games.forEach((game, index) => annotateBranches(games[index], game.root));
      kept.games.push(...games);
      kept.document.add(document);
      const { games: data, diagnostics } = documentData(document);
      const whole = diagnostics.filter((item) => item.gameIndex === undefined);
      for (let start = 0; start < data.length; start += BATCH)
        reading.part({ games: data.slice(start, start + BATCH), diagnostics: start === 0 ? whole : [] });
    }
    if (end !== null) onProgress(end);
    await reading.pause();
  });
  if (refused) return { ok: false, name: 'PgnError', problems: refused };
  // No game at all (an empty text, a text that is not PGN): nothing to show but the problems (the
  // page words it when there are none).
  if (kept.games.length === 0)
    return { ok: false, name: 'PgnError', problems: notes.map((problem) => ({ ...problem, quiet: false })) };
  return { ok: true, model: { games: kept.games.length }, notes, kept };
}

export function transferables() {
  return [];
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
