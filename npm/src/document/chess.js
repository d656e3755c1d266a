// Chess documents: a PGN database (one Pgn.parse, every game's move tree with its comments, NAGs
// and nested variations) or FEN positions (one game per line, no moves). A node's position is the
// FEN the engine wrote when it replayed the move, turned into a scene only when asked for.
import { diagnostic, documentOf, failed } from './diagnostics.js';
import { cachedScenes, nodeMaker } from './tree.js';
import { say } from './words.js';
import { isolateText } from '../svg/isolate.js';

const FILES = 'abcdefgh';

// The square of `color`'s king on a board of api.placementOfFen ('e1'), or undefined.
function kingSquare(board, color) {
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const piece = board[row]?.[col];
      if (piece && piece.type === 'k' && piece.color === color) return `${FILES[col]}${8 - row}`;
    }
  }
  return undefined;
}

/**
 * The scene of a position: its board and side to move as the engine reads the FEN
 * (api.placementOfFen, of the chess or the ssb module). `inCheck` is known from the SAN's sign
 * for a move the engine wrote; for a start position it is the engine's answer. A FEN the engine
 * refuses is drawn as an empty board. For ssb.js too.
 */
export function chessScene(api, fen, lastMove, inCheck) {
  const placed = api.placementOfFen(fen);
  const board = placed?.board ?? Array.from({ length: 8 }, () => new Array(8).fill(null));
  const turn = placed?.turn ?? (fen.split(' ')[1] === 'b' ? 'b' : 'w');
  if (inCheck === undefined) inCheck = placed?.inCheck ?? false;
  const scene = { kind: 'chess', board, turn, fen };
  if (lastMove) scene.lastMove = lastMove;
  const check = inCheck ? kingSquare(board, turn) : undefined;
  if (check) scene.check = check;
  return scene;
}

// What a reader reads of the comments: their prose, without the commands an export writes for
// programs (clocks, evaluations, arrows), which the viewer shows as a clock, a number, a drawing.
const texts = (api, comments) =>
  comments
    .map((comment) => (comment.commands.length ? api.commentProse(comment.text) : comment.text))
    .filter(Boolean)
    .join(' ');
// The last value of the command `name` in the comments, as the core read it ([%clk] in seconds,
// [%eval] in pawns or as a mate), or undefined.
function commandOf(comments, name) {
  let found;
  for (const comment of comments) for (const command of comment.commands) if (command.name === name) found = command;
  return found;
}
// A time command's seconds as the core read them: [%clk] the time left, [%emt] the time the
// move took.
function secondsOf(comments, name) {
  const time = commandOf(comments, name);
  return typeof time?.seconds === 'number' ? time.seconds : undefined;
}
function evaluationOf(comments) {
  const evaluation = commandOf(comments, 'eval');
  if (typeof evaluation?.mate === 'number') return { mate: evaluation.mate };
  if (typeof evaluation?.pawns === 'number') return { pawns: evaluation.pawns };
  return undefined;
}
const shapesOf = (comments) =>
  comments.flatMap((comment) =>
    comment.commands.flatMap((command) =>
      command.shapes ? command.shapes.map(({ color, from, to }) => (to ? { color, from, to } : { color, from })) : [],
    ),
  );
const known = (value) => typeof value === 'string' && value !== '' && !/^[?-]*$/.test(value) && value !== '????.??.??';

/**
 * "White – Black, Event Year (Result)"; a study chapter without players is its Event; a game
 * without either is "Game N". Each tag's text is isolated (isolateText): its bidirectional controls
 * never reach the rest of the title.
 */
export function gameTitle(headers, index, language) {
  const tag = (name) => (known(headers[name]) ? isolateText(headers[name]) : null);
  const white = tag('White');
  const black = tag('Black');
  const event = tag('Event');
  const year = /^(\d{4})/.exec(headers.Date ?? headers.UTCDate ?? '')?.[1];
  const result = known(headers.Result) && headers.Result !== '*' ? ` (${isolateText(headers.Result)})` : '';
  if (white || black) {
    const where = [event, year].filter(Boolean).join(' ');
    return `${white ?? '?'} – ${black ?? '?'}${where ? `, ${where}` : ''}${result}`;
  }
  if (event) return `${event}${result}`;
  return `${say(language, 'game.untitled', { number: index + 1 })}${result}`;
}

// What a game shows as its information: its tags with a value, but not the set-up ones.
function infoOf(headers) {
  const info = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name !== 'FEN' && name !== 'SetUp' && known(value)) info[name] = value;
  }
  return info;
}

// The players by the board: name, rating and title from the tags a database writes.
function playersOf(headers) {
  const player = (side) => {
    const entry = {};
    for (const [key, tag] of [
      ['name', side],
      ['rating', `${side}Elo`],
      ['title', `${side}Title`],
    ])
      if (known(headers[tag])) entry[key] = headers[tag];
    return Object.keys(entry).length ? entry : undefined;
  };
  const white = player('White');
  const black = player('Black');
  return white || black ? { white, black } : undefined;
}

// The move tree of a PGN game; `moveOf` gets each node's PgnMove.
function treeOfPgn(api, pgnGame, moveOf) {
  const make = nodeMaker();
  const root = make(null);
  const before = texts(api, pgnGame.comments);
  if (before) root.comment = before;
  if (pgnGame.nags?.length) root.nags = [...pgnGame.nags];
  // Iterative: variations nest to any depth. A variation replaces its move, so it hangs from the
  // node before that move; the main move is made first, so it is children[0].
  const stack = [{ moves: pgnGame.moves, from: root }];
  while (stack.length) {
    const { moves, from } = stack.pop();
    let parent = from;
    const later = [];
    for (const move of moves) {
      const node = make(parent, { label: move.san, moveNumber: move.moveNumber, color: move.color });
      const after = texts(api, move.comments);
      if (after) node.comment = after;
      const ahead = texts(api, move.commentsBefore);
      if (ahead) node.commentBefore = ahead;
      const clock = secondsOf(move.comments, 'clk');
      if (clock !== undefined) node.clock = clock;
      const moveTime = secondsOf(move.comments, 'emt');
      if (moveTime !== undefined) node.moveTime = moveTime;
      const evaluation = evaluationOf(move.comments);
      if (evaluation) node.evaluation = evaluation;
      if (move.nags.length) node.nags = [...move.nags];
      moveOf.set(node, move);
      for (const variation of move.variations) if (variation.length) later.push({ moves: variation, from: parent });
      parent = node;
    }
    for (let i = later.length - 1; i >= 0; i--) stack.push(later[i]);
  }
  return root;
}

function gameOfPgn(api, pgnGame, index, language) {
  const moveOf = new WeakMap(); // node -> the PgnMove it shows
  let root = null;
  const game = {
    title: gameTitle(pgnGame.headers, index, language),
    info: infoOf(pgnGame.headers),
    players: playersOf(pgnGame.headers),
    // Made when first read: a database of 800 games opens for its picker without 800 trees.
    get root() {
      if (!root) root = treeOfPgn(api, pgnGame, moveOf);
      return root;
    },
    diagnostics: pgnGame.diagnostics.map((item) => diagnostic(item)),
  };
  const scene = cachedScenes((node) => {
    const move = moveOf.get(node);
    const drawn = move
      ? chessScene(api, move.fen, move.from ? { from: move.from, to: move.to } : undefined, /[+#]$/.test(move.san))
      : chessScene(api, pgnGame.startFen);
    // The arrows and rings of the comment on this position: after its move, or before the first
    // move for the start (the core read them from [%cal]/[%csl]).
    const shapes = shapesOf(move ? move.comments : pgnGame.comments);
    if (shapes.length) drawn.shapes = shapes;
    return drawn;
  });
  return { game, scene };
}

// A game that says nothing: no tag, no move, no comment (what "hello this is not chess" reads as).
const isEmptyGame = (game) =>
  game.moves.length === 0 && Object.keys(game.headers).length === 0 && game.comments.length === 0;

export function openPgn(api, text, language) {
  const database = api.Pgn.parse(text, { language });
  return openPgnGames(api, database.games, language, {
    diagnostics: database.diagnostics.map((item) => diagnostic(item)),
  });
}

/**
 * The document of PGN games already read (Pgn.parse's, or a batch of a Pgn reader's), as
 * openDocument gives for their text: a page that reads a database once, in pieces, shows each
 * batch without reading it again. `before` counts the document games of the batches before this
 * one (an untitled game's number and each diagnostic's gameIndex go on from it); `diagnostics` are
 * the whole text's.
 */
export function openPgnGames(api, pgnGames, language, { before = 0, diagnostics = [] } = {}) {
  const whole = [...diagnostics];
  const built = [];
  pgnGames.forEach((pgnGame) => {
    if (isEmptyGame(pgnGame)) {
      whole.push(...pgnGame.diagnostics.map((item) => diagnostic(item)));
      return;
    }
    built.push(gameOfPgn(api, pgnGame, before + built.length, language));
  });
  if (built.length === 0) {
    return {
      document: failed('pgn', [
        diagnostic({ severity: 'error', code: 'document.no_game', message: say(language, 'document.no_game') }),
        ...whole,
      ]),
    };
  }
  return {
    document: documentOf(
      'pgn',
      built.map((item) => item.game),
      whole,
      before,
    ),
    scenes: built.map((item) => item.scene),
  };
}

/** FEN: each line that is not blank is a position (an EPD-like list is a list of games). */
export function openFen(api, text, language) {
  const games = [];
  const scenes = [];
  const problems = [];
  const lines = text.split(/\r\n|\r|\n/);
  lines.forEach((raw, lineIndex) => {
    const fen = raw.trim();
    if (!fen) return;
    const lead = raw.length - raw.trimStart().length;
    const { errors, warnings } = api.Fen.validate(fen, { language });
    const place = (item) => diagnostic(item, { line: lineIndex + 1, column: (item.column ?? 1) + lead });
    if (errors.length) {
      problems.push(...errors.map(place), ...warnings.map(place));
      return;
    }
    const make = nodeMaker();
    const number = games.length + 1;
    games.push({
      title: say(language, 'game.position', { number }),
      info: { FEN: fen },
      root: make(null),
      diagnostics: warnings.map(place),
    });
    scenes.push(cachedScenes(() => chessScene(api, fen)));
  });
  if (problems.some((item) => item.severity === 'error') || games.length === 0) {
    const reason =
      games.length === 0 && problems.length === 0
        ? [diagnostic({ severity: 'error', code: 'document.no_board', message: say(language, 'document.no_board') })]
        : [];
    return { document: failed('fen', [...reason, ...problems]) };
  }
  return { document: documentOf('fen', games), scenes };
}
