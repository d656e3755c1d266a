// JSON text of a value at any depth. V8's JSON.stringify recurses on the native stack: with
// Node 20's default stack it stops at about 4,000 levels of nesting of plain objects (fewer with
// toJSON methods) with a RangeError, and a game tree nests two levels per SGF node of a line and
// three per PGN variation, so trees well inside the documented limits (10,000 SGF levels, 1,000
// PGN variations, 4,000,000 SGF nodes) are out of its reach. jsonText keeps its own stack
// (writeIteratively) and gives the same text as JSON.stringify(value, null, space) for what the
// library returns and for plain data: toJSON is called, boxed primitives are unboxed, undefined,
// functions and symbols are left out of objects and written null in arrays, BigInt and cycles
// are TypeErrors (a cycle's message says where it closes).

// The deepest nesting written: far more than a tree inside the limits needs (an SGF line of
// 4,000,000 nodes is 8,000,000 levels), but a bound, so that a toJSON that makes a new level for
// ever ends with a RangeError instead of exhausting memory.
const MAX_DEPTH = 1 << 24;

const quote = JSON.stringify;

// JSON.stringify's gap: up to ten spaces, or the first ten characters of a string.
function gapOf(space) {
  if (space instanceof Number) space = Number(space);
  else if (space instanceof String) space = String(space);
  if (typeof space === 'number') return ' '.repeat(Math.max(0, Math.min(10, Math.trunc(space) || 0)));
  if (typeof space === 'string') return space.slice(0, 10);
  return '';
}

// The value as JSON.stringify sees it at holder[key]: after toJSON (which gets the key as a
// string, an array index too) and unboxing.
function prepared(value, key) {
  if ((typeof value === 'object' && value !== null) || typeof value === 'bigint') {
    const toJSON = value.toJSON;
    if (typeof toJSON === 'function') value = toJSON.call(value, String(key));
  }
  if (typeof value === 'object' && value !== null) {
    if (value instanceof Number) return Number(value);
    if (value instanceof String) return String(value);
    if (value instanceof Boolean || value instanceof BigInt) return value.valueOf();
  }
  return value;
}

// The text of a value that is not an object or array; undefined for what JSON leaves out.
function primitiveText(value) {
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
      return Number.isFinite(value) ? quote(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      throw new TypeError('Do not know how to serialize a BigInt');
    case 'object':
      return value === null ? 'null' : undefined;
    default:
      return undefined; // undefined, a function, a symbol
  }
}

const isContainer = (value) => typeof value === 'object' && value !== null;

// Keys repeat (every node has "properties" and "children"): their quoted text is kept.
const quotedKeys = new Map();
function quotedKey(key) {
  let quoted = quotedKeys.get(key);
  if (quoted === undefined) {
    if (quotedKeys.size >= 4096) quotedKeys.clear();
    quoted = quote(key);
    quotedKeys.set(key, quoted);
  }
  return quoted;
}

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

const PIECE = 1 << 16;

function* walk(value, space) {
  const gap = gapOf(space);
  const top = prepared(value, '');
  if (!isContainer(top)) {
    yield primitiveText(top);
    return;
  }
  // One entry per open array or object: the value, its keys (null for an array), its length
  // and the next index, and whether a member was written.
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

  const enter = (container) => {
    const depth = values.length;
    if (container === probe) throw cycleError(values, keyLists, next, container);
    if ((depth & (depth - 1)) === 0) {
      probe = container;
      probeDepth = depth;
    }
    if (depth >= MAX_DEPTH) throw new RangeError(`JSON nested more than ${MAX_DEPTH} levels`);
    const isArray = Array.isArray(container);
    values.push(container);
    keyLists.push(isArray ? null : Object.keys(container));
    lengths.push(isArray ? container.length : 0);
    next.push(0);
    written.push(false);
    text += isArray ? '[' : '{';
  };
  enter(top);

  while (values.length > 0) {
    const depth = values.length - 1;
    const container = values[depth];
    const keys = keyLists[depth];
    const comma = gap ? `,\n${indent(depth + 1)}` : ',';
    let child;
    if (keys === null) {
      const length = lengths[depth];
      let index = next[depth];
      while (index < length) {
        const item = prepared(container[index], index);
        text += index === 0 ? (gap ? `\n${indent(depth + 1)}` : '') : comma;
        index += 1;
        if (isContainer(item)) {
          child = item;
          break;
        }
        text += primitiveText(item) ?? 'null';
        if (text.length >= PIECE) break;
      }
      next[depth] = index;
      if (index > 0) written[depth] = true;
    } else {
      let k = next[depth];
      while (k < keys.length) {
        const key = keys[k++];
        const member = prepared(container[key], key);
        const memberText = isContainer(member) ? null : primitiveText(member);
        if (memberText === undefined) continue;
        text += `${written[depth] ? comma : gap ? `\n${indent(depth + 1)}` : ''}${quotedKey(key)}${gap ? ': ' : ':'}`;
        written[depth] = true;
        if (memberText === null) {
          child = member;
          break;
        }
        text += memberText;
        if (text.length >= PIECE) break;
      }
      next[depth] = k;
    }
    if (text.length >= PIECE) {
      yield text;
      text = '';
    }
    if (child !== undefined) {
      enter(child);
      continue;
    }
    // A piece was full before the end of the container: go on with it.
    if (next[depth] < (keys === null ? lengths[depth] : keys.length)) continue;
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
  }
  yield text;
}

// "Converting circular structure to JSON: .moves[0].variations[0] is .moves, which contains
// it": the path where the cycle closes first and of the open container it is.
function cycleError(values, keyLists, next, container) {
  const pathTo = (depth) => {
    let path = '';
    for (let d = 0; d < depth; d++) {
      const key = keyLists[d] === null ? next[d] - 1 : keyLists[d][next[d] - 1];
      path += typeof key === 'number' ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${quote(key)}]`;
    }
    return path === '' ? '(the value itself)' : path;
  };
  // The first container met again on the path, and where it was first.
  const path = [...values, container];
  const seen = new Map();
  let again = 0;
  while (!seen.has(path[again])) seen.set(path[again], again++);
  return new TypeError(
    `Converting circular structure to JSON: ${pathTo(again)} is ${pathTo(seen.get(path[again]))}, which contains it`,
  );
}
