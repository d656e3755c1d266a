// The PGN tag pairs of a Chess game as chess.js keeps them: every tag of the PGN standard has
// its place from the start (the Seven Tag Roster with its "unknown" values, the other tags as
// empty placeholders; their order is the core's, pgn::chess_js_tag_order), so that getHeaders()
// lists them in the standard's order whatever order they were set in; tags outside the standard
// follow in the order they were first set. Tag names are
// data: a Map keeps them, the objects handed out have no prototype, and "__proto__",
// "constructor" or "toString" are tags like any other.
import { DEFAULT_POSITION, SEVEN_TAG_ROSTER } from './constants.js';

// The roster's "unknown" value of a tag, null for a tag outside the roster.
const rosterValue = (name) => (Object.hasOwn(SEVEN_TAG_ROSTER, name) ? SEVEN_TAG_ROSTER[name] : null);

// null stands for a tag that is not set (getHeaders() leaves it out).
export class Headers {
  #tags = new Map();
  #standard;

  // `standard`: the names of the standard's tags in their order (wasm.chessJsTagOrder()).
  constructor(standard) {
    this.#standard = standard;
    this.reset();
  }

  reset() {
    this.#tags = new Map(this.#standard.map((name) => [name, rosterValue(name)]));
  }

  // SetUp and FEN describe the start position: [SetUp "1"] and its FEN unless it is the standard one.
  setStart(fen) {
    const custom = fen !== null && fen !== DEFAULT_POSITION;
    this.#tags.set('SetUp', custom ? '1' : null);
    this.#tags.set('FEN', custom ? fen : null);
  }

  // setHeader's rule: no value restores a roster tag's "unknown" value and unsets any other tag.
  set(name, value) {
    this.#tags.set(name, value ?? rosterValue(name));
  }

  // removeHeader's rule: a tag that has a place (set or not) is reset as by set(name).
  remove(name) {
    if (!this.#tags.has(name)) return false;
    this.set(name);
    return true;
  }

  get(name) {
    return this.#tags.get(name) ?? null;
  }

  // The tags that are set, as a new object without prototype; withUnset adds the unset ones as
  // null (the deprecated header() of chess.js answers that way).
  toObject(withUnset = false) {
    const object = Object.create(null);
    for (const [name, value] of this.#tags) if (withUnset || value !== null) object[name] = value;
    return object;
  }

  // The tags pgn() writes, as [name, value, ...] in the order kept: those with a value.
  pairs() {
    const pairs = [];
    for (const [name, value] of this.#tags) if (value) pairs.push(name, String(value));
    return pairs;
  }
}
