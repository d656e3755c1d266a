// The reading half of Chess.loadPgn: the text's one game, read by the PGN parser without
// replay (the façade replays it, from the start position chess.js picks), as its tags in
// order, its termination marker and its main line's moves with the comments around them.
import { PgnError, pgnError } from '../pgn/errors.js';
import { CHESS_JS_COMMENTS } from '../pgn/index.js';

const texts = (comments) => comments.map((comment) => comment.text);

// { line, tags: [[name, value]...], result (null without a marker), startComments, moves:
// [{ text, before, after }] } where startComments, before and after are lists of comment texts.
export function readPgnGame(pgnCore, languages, text, { newlineChar, language }) {
  if (typeof text !== 'string')
    throw new TypeError(`loadPgn expects a string, not ${text === null ? 'null' : typeof text}`);
  // As in chess.js, newlineChar is a regular expression's source for the text's line breaks.
  const source = newlineChar === '\r?\n' ? text : text.replace(new RegExp(newlineChar, 'g'), '\n');
  // Strictness is the SAN's (the façade's move()), not the parser's: chess.js's strict reading
  // checks nothing else of the syntax.
  // Its comments as chess.js keeps them (white space as written; a line comment trimmed).
  const { games } = pgnCore.parse(source, { language, replay: false, [CHESS_JS_COMMENTS]: true });
  // Empty text is an empty game (chess.js loads the initial position).
  if (games.length === 0) return { source, line: 1, tags: [], result: null, startComments: [], moves: [] };
  if (games.length !== 1) {
    const message = languages.render('pgn.game_count', [['count', games.length]], language);
    throw new PgnError(message, { code: 'pgn.game_count', diagnostics: [] });
  }
  const [game] = games;
  if (!game.ok) throw pgnError(game.diagnostics);
  return {
    source,
    line: game.line,
    tags: Object.entries(game.headers),
    result: game.result,
    startComments: texts(game.comments),
    moves: game.moves.map((move) => ({
      text: move.written,
      before: texts(move.commentsBefore),
      after: texts(move.comments),
    })),
  };
}

// chess.js's strict reading needs a FEN tag with [SetUp "1"].
export function setupWithoutFen(languages, line, language) {
  const code = 'pgn.setup_without_fen';
  return new PgnError(languages.render(code, [['line', line]], language), { code, line, diagnostics: [] });
}

// A bad FEN tag or an illegal move found while loadPgn replays the game: a PgnError with its code
// and diagnostics, as every loadPgn error is. The façade's move() knows no place in the text, so
// the PGN reader replays the text once more, only on this failing path, and the line and column
// are those of its error with the same message (the same move text): none when it finds none.
export function asPgnError(error, pgnCore, source, language) {
  let place = {};
  if (error.name === 'MoveError') {
    const [game] = pgnCore.parse(source, { language, replay: true }).games;
    const found = game?.diagnostics.find(
      (d) => d.severity === 'error' && d.code === error.code && d.message === error.message,
    );
    if (found) place = { line: found.line, column: found.column };
  }
  return new PgnError(error.message, { code: error.code, ...place, diagnostics: error.diagnostics });
}
