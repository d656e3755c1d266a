// What crosses the boundary for PGN. Parsed games arrive as JSON (bindings/pgn.cpp) and only
// their headers are rebuilt here, as an object without prototype (tag names are input).
// Games to write leave as a list of strings and a Uint32Array read by bindings/pgn.cpp:
//   tagCount, (name, value)*, startFen, result, commentCount, comment*,
//   moveCount, per move in document order: san, previous (NONE = start), nagCount, nag*,
//   commentCount, comment*, commentsBeforeCount, comment*
// where strings are indices into the list (NONE = absent).
const NONE = 0xffffffff;

function headersObject(pairs) {
  const headers = Object.create(null);
  for (const [name, value] of pairs) headers[name] = value;
  return headers;
}

export function decodeGame(game) {
  game.headers = headersObject(game.headers);
  return game;
}

function commentText(comment, what) {
  if (typeof comment === 'string') return comment;
  if (comment !== null && typeof comment === 'object' && typeof comment.text === 'string') return comment.text;
  throw new TypeError(`${what} must be a string or an object { text }`);
}

function headerPairs(headers) {
  if (headers === undefined || headers === null) return [];
  if (headers instanceof Map) return [...headers];
  if (typeof headers !== 'object') throw new TypeError('game.headers must be an object or a Map');
  return Object.keys(headers).map((name) => [name, headers[name]]);
}

export function encodeGame(game) {
  if (game === null || typeof game !== 'object') throw new TypeError('Pgn.stringify expects a game object');
  const strings = [];
  const ints = [];
  const string = (value) => {
    if (value === undefined || value === null) return NONE;
    strings.push(String(value));
    return strings.length - 1;
  };
  const comments = (list, what) => {
    const items = list ?? [];
    if (!Array.isArray(items)) throw new TypeError(`${what} must be an array`);
    ints.push(items.length);
    for (const c of items) ints.push(string(commentText(c, what)));
  };
  const pairs = headerPairs(game.headers);
  ints.push(pairs.length);
  for (const [name, value] of pairs) ints.push(string(name), string(value));
  ints.push(string(game.startFen), string(game.result ?? '*'));
  comments(game.comments, 'game.comments');
  const countAt = ints.length;
  ints.push(0);
  let count = 0;
  // Document order without recursion: a move, then its variations (each a whole line), then
  // the next move of its line.
  const stack = [{ line: game.moves ?? [], i: 0, previous: NONE, variations: null, v: 0, variationPrevious: NONE }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.variations !== null && frame.v < frame.variations.length) {
      const line = frame.variations[frame.v++];
      if (!Array.isArray(line)) throw new TypeError('each variation must be an array of moves');
      stack.push({ line, i: 0, previous: frame.variationPrevious, variations: null, v: 0, variationPrevious: NONE });
      continue;
    }
    if (!Array.isArray(frame.line)) throw new TypeError('game.moves must be an array');
    if (frame.i >= frame.line.length) {
      stack.pop();
      continue;
    }
    const move = frame.line[frame.i++];
    const san = typeof move === 'string' ? move : move?.san;
    if (typeof san !== 'string') throw new TypeError('each move must be SAN text or an object { san }');
    const nags = move?.nags ?? [];
    if (!Array.isArray(nags) || !nags.every((n) => Number.isInteger(n) && n >= 0)) {
      throw new TypeError('move.nags must be an array of whole numbers');
    }
    ints.push(string(san), frame.previous, nags.length, ...nags);
    comments(move?.comments, 'move.comments');
    comments(move?.commentsBefore, 'move.commentsBefore');
    frame.variationPrevious = frame.previous;
    frame.previous = count;
    count += 1;
    frame.variations = Array.isArray(move?.variations) && move.variations.length > 0 ? move.variations : null;
    frame.v = 0;
  }
  ints[countAt] = count;
  return { strings, ints: Uint32Array.from(ints) };
}
