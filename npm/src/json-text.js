// JSON text of a value at any depth. V8's JSON.stringify recurses on the native stack: with
// Node 20's default stack it stops at about 4,000 levels of nesting of plain objects (fewer with
// toJSON methods) with a RangeError, and a game tree nests two levels per SGF node of a line and
// three per PGN variation, so trees well inside the documented limits (10,000 SGF levels, 1,000
// PGN variations, 4,000,000 SGF nodes) are out of its reach. It is also quadratic in the depth
// (it looks for cycles along its whole stack). The walk here keeps its own stack and gives the
// same text as JSON.stringify(value, null, space): toJSON is called with its key, arrays and
// objects are opened here, and every other value is written by JSON.stringify itself (boxed
// primitives unboxed; undefined, functions and symbols left out of objects and written null in
// arrays; a BigInt a TypeError). A cycle is a TypeError that says where it closes.

// The deepest nesting written: far more than a tree inside the limits needs (an SGF line of
// 4,000,000 nodes is 8,000,000 levels), but a bound, so that a toJSON that makes a new level for
// ever ends with a RangeError instead of exhausting memory.
const MAX_DEPTH = 1 << 24;
// The length of the pieces jsonPieces gives.
const PIECE = 1 << 16;

const quote = JSON.stringify;

// The value as JSON.stringify sees it at holder[key], after toJSON (which gets the key as a
// string, an array index too).
function prepared(value, key) {
  const toJSON = value?.toJSON;
  return typeof toJSON === 'function' ? toJSON.call(value, String(key)) : value;
}

// An array or an object to open (boxed primitives are written as the primitive).
const isContainer = (value) =>
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof Number || value instanceof String || value instanceof Boolean || value instanceof BigInt);

/**
 * The JSON text of `value`, as JSON.stringify(value, null, space) writes it, at any depth.
 * @param {unknown} value
 * @param {number | string} [space]
 * @returns {string | undefined}
 */
export function jsonText(value, space) {
  const pieces = [...jsonPieces(value, space)];
  return pieces.length === 1 ? pieces[0] : pieces.join('');
}

/**
 * The same text in pieces, for output that may be longer than one string can be (about
 * 2^29 characters: the pretty JSON of a tree 5,000 levels deep is longer). JSON.stringify is
 * tried first: it is 3 to 9 times faster, and fails only on what is too deep for its stack or
 * too long for a string (or a cycle, a BigInt, a throwing toJSON). The walk then starts over
 * with a stack of its own and gives the text in pieces of about 64 K characters, or the same
 * error (a cycle's with its place): a value too deep costs at most one JSON.stringify more,
 * and its toJSON methods are called again.
 * @param {unknown} value
 * @param {number | string} [space]
 * @returns {Generator<string | undefined>}
 */
export function* jsonPieces(value, space) {
  let text;
  try {
    text = JSON.stringify(value, null, space);
  } catch {
    yield* walk(value, space);
    return;
  }
  yield text;
}

function* walk(value, space) {
  // JSON.stringify's own gap for `space` (up to ten spaces or characters): its indentation of [0].
  const gap = quote([0], null, space).slice(2, -3);
  const top = prepared(value, '');
  if (!isContainer(top)) {
    yield quote(top);
    return;
  }
  // One entry per open array or object: the value, its keys (null for an array), its length,
  // the next index, and whether a member was written.
  const values = [];
  const keyLists = [];
  const lengths = [];
  const next = [];
  const written = [];
  // Cycles, without a set of every open container (a fifth of the time on deep trees): a cycle
  // makes the path repeat for ever, so the container opened at each depth that is a power of
  // two is kept as a probe and every container opened deeper is compared with it. Once the
  // probe is inside the repeating part and the depth is past the cycle's length, it is met
  // again before the depth doubles (Brent's cycle detection, on the path).
  let probe = null;
  let probeDepth = 0;
  const indents = [''];
  const indent = (depth) => indents[depth] ?? (indents[depth] = indents[depth - 1] + gap);
  let text = '';

  let child = top;
  for (;;) {
    if (child !== undefined) {
      const depth = values.length;
      if (child === probe) throw cycleError(values, keyLists, next, child);
      if ((depth & (depth - 1)) === 0) {
        probe = child;
        probeDepth = depth;
      }
      if (depth >= MAX_DEPTH) throw new RangeError(`JSON nested more than ${MAX_DEPTH} levels`);
      const keys = Array.isArray(child) ? null : Object.keys(child);
      values.push(child);
      keyLists.push(keys);
      lengths.push(keys === null ? child.length : keys.length);
      next.push(0);
      written.push(false);
      text += keys === null ? '[' : '{';
      child = undefined;
    }
    const depth = values.length - 1;
    const container = values[depth];
    const keys = keyLists[depth];
    const length = lengths[depth];
    let k = next[depth];
    // The members up to the next array or object, or until the piece is full.
    while (k < length && text.length < PIECE) {
      const key = keys === null ? k : keys[k];
      k += 1;
      const member = prepared(container[key], key);
      const memberText = isContainer(member) ? null : quote(member);
      if (memberText === undefined && keys !== null) continue;
      text += written[depth] ? ',' : '';
      if (gap) text += `\n${indent(depth + 1)}`;
      if (keys !== null) text += gap ? `${quote(key)}: ` : `${quote(key)}:`;
      written[depth] = true;
      if (memberText === null) {
        child = member;
        break;
      }
      text += memberText ?? 'null';
    }
    next[depth] = k;
    if (text.length >= PIECE) {
      yield text;
      text = '';
    }
    // The child is opened next; a container cut by a full piece goes on.
    if (child !== undefined || k < length) continue;
    if (written[depth] && gap) text += `\n${indent(depth)}`;
    text += keys === null ? ']' : '}';
    // The probe closed: the one of the depth that is the power of two below.
    if (depth === probeDepth && depth > 0) {
      probeDepth = depth >>> 1;
      probe = values[probeDepth];
    }
    values.pop();
    keyLists.pop();
    lengths.pop();
    next.pop();
    written.pop();
    if (depth === 0) break;
  }
  yield text;
}

// "Converting circular structure to JSON: .moves[0].variations[0] is .moves, which contains
// it": the path where the cycle closes first, and that of the open container it is.
function cycleError(values, keyLists, next, container) {
  const pathTo = (depth) => {
    let path = '';
    for (let d = 0; d < depth; d++) {
      const key = keyLists[d] === null ? next[d] - 1 : keyLists[d][next[d] - 1];
      path += typeof key === 'number' ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${quote(key)}]`;
    }
    return path || '(the value itself)';
  };
  const path = [...values, container];
  const seen = new Map();
  let again = 0;
  while (!seen.has(path[again])) seen.set(path[again], again++);
  return new TypeError(
    `Converting circular structure to JSON: ${pathTo(again)} is ${pathTo(seen.get(path[again]))}, which contains it`,
  );
}
