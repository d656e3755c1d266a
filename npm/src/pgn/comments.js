// The NAGs and comments of a parsed result, from the numbers bindings/pgn_comment_notes.hpp
// writes (its header has the layout). A comment's objects ({ text, commands } and each
// command) are made when its move's list is first read: an online export has a comment with
// two commands after every move, and making their objects at once (through JSON.parse, before)
// was most of reading one, for results whose comments are mostly never looked at.
import { SQUARE_NAMES } from '../chess/squares.js';
import { NO_ITEMS, newList } from './lists.js';

const utf8 = new TextDecoder();
const NO_TO = 0xff;
const DECODED_ALONE = 64;

// One result's notes, numbers and comment strings. `keep`: copied out of wasm memory (the
// views are valid only until the next call into the module) for lists read later.
export class CommentStore {
  #notes;
  #numbers;
  #bytes;
  #ends;
  #byteEnds;
  #text = null;
  #alone = 0;
  constructor(view, keep) {
    this.#notes = keep ? view.notes.slice() : view.notes;
    this.#numbers = keep ? view.numbers.slice() : view.numbers;
    this.#bytes = keep ? view.commentStrings.slice() : view.commentStrings;
    this.#ends = keep ? view.commentEnds.slice() : view.commentEnds;
    this.#byteEnds = keep ? view.commentByteEnds.slice() : view.commentByteEnds;
  }

  // The word of the notes at `at`.
  word(at) {
    return this.#notes[at];
  }

  // The NAGs of the move extras at `at`.
  nags(at) {
    const nags = newList();
    for (let k = 0, count = this.#notes[at]; k < count; k += 1) nags.push(this.#notes[at + 2 + k]);
    return nags;
  }

  // Where the comments and commentsBefore lists of the move extras at `at` are.
  commentsAt(at) {
    return at + 2 + this.#notes[at];
  }
  commentsBeforeAt(at) {
    return this.#notes[at + 1];
  }

  // The first strings asked for are decoded alone (the comments of the games, made with them,
  // when the moves' comments may never be read: decoding all the texts of an engine file for
  // them was a twentieth of reading it), the others sliced from the whole text decoded once.
  #string(id) {
    if (this.#text === null && this.#alone < DECODED_ALONE) {
      this.#alone += 1;
      return utf8.decode(this.#bytes.subarray(id === 0 ? 0 : this.#byteEnds[id - 1], this.#byteEnds[id]));
    }
    this.#text ??= utf8.decode(this.#bytes);
    return this.#text.slice(id === 0 ? 0 : this.#ends[id - 1], this.#ends[id]);
  }

  // The comments of the list at `at`: a new list of new objects, as JSON.parse made them
  // (lists by newList: see lists.js).
  list(at) {
    const notes = this.#notes;
    const comments = newList();
    let r = at + 1;
    for (let k = 0, count = notes[at]; k < count; k += 1) {
      const text = this.#string(notes[r]);
      const commandCount = notes[r + 1];
      const commands = newList();
      r += 2;
      for (let c = 0; c < commandCount; c += 1) {
        const command = new Command(text.slice(notes[r], notes[r + 1]), text.slice(notes[r + 2], notes[r + 3]));
        const kind = notes[r + 4];
        r += 5;
        if (kind === SECONDS) command.seconds = this.#numbers[notes[r++]];
        else if (kind === PAWNS) command.pawns = this.#numbers[notes[r++]];
        else if (kind === MATE) command.mate = notes[r++] | 0;
        else if (kind === SHAPES) {
          const shapes = newList();
          for (let s = 0, shapeCount = notes[r]; s < shapeCount; s += 1) shapes.push(shapeOf(notes[r + 1 + s]));
          r += 1 + shapes.length;
          command.shapes = shapes;
        }
        commands.push(command);
      }
      comments.push(new Comment(text, commands));
    }
    return comments;
  }
}

// Command kinds (src/pgn/comment_notes.hpp, CommandKind: scripts/boundaries.mjs checks that they
// agree); 0 is a value not read.
export const SECONDS = 1;
export const PAWNS = 2;
export const MATE = 3;
export const SHAPES = 4;

// Plain objects (prototype Object.prototype) made by constructors: see layout.js, newList.
function Comment(text, commands) {
  this.text = text;
  this.commands = commands;
}
Comment.prototype = Object.prototype;

function Command(name, value) {
  this.name = name;
  this.value = value;
}
Command.prototype = Object.prototype;

// A square ({ color, from }) or an arrow ({ color, from, to }).
function Shape(color, from, to) {
  this.color = color;
  this.from = from;
  if (to !== undefined) this.to = to;
}
Shape.prototype = Object.prototype;

function shapeOf(word) {
  const to = (word >>> 16) & 0xff;
  return new Shape(
    String.fromCharCode(word & 0xff),
    SQUARE_NAMES[(word >>> 8) & 0xff],
    to === NO_TO ? undefined : SQUARE_NAMES[to],
  );
}

// Private fields stamped on an object made elsewhere: a base class whose constructor returns
// the object it is given makes `super(o)` the object the subclass's fields are added to.
// Private fields are not properties: keys, JSON.stringify, spread, structured clone and deep
// equality do not see them, and they can be set on a frozen object.
class Given {
  constructor(object) {
    return object;
  }
}

// A move's comments and commentsBefore made when first read: both are own enumerable
// accessors (so keys, JSON.stringify, spread, structured clone and deep equality see them as
// the lists they give), defined where the data properties would be, which keeps the order of
// the keys. The first read makes the list; later reads give the same list; setting one
// replaces it, as for a data property. A move holds two private fields, its store and the
// offset of its extras; the first read or set of either list puts a MadeLists in place of the
// offset (so a list set to a number is that number, not an offset). A third field on every
// move cost replayed online exports a few percent (a replayed move has two fields of its own:
// layout.js, PgnMove); bench/results/pgn-comment-path.md, fourth round.
class LazyComments extends Given {
  #store;
  #lists;
  constructor(move, store, extra) {
    super(move);
    this.#store = store;
    this.#lists = extra;
  }

  static #made(move) {
    if (typeof move.#lists === 'number') {
      const store = move.#store;
      move.#lists = new MadeLists(store.commentsAt(move.#lists), store.commentsBeforeAt(move.#lists));
    }
    return move.#lists;
  }

  static comments = {
    get() {
      const lists = LazyComments.#made(this);
      if (lists.comments === UNREAD) lists.comments = this.#store.list(lists.commentsAt);
      return lists.comments;
    },
    set(value) {
      LazyComments.#made(this).comments = value;
    },
    enumerable: true,
    configurable: true,
  };

  static before = {
    get() {
      const lists = LazyComments.#made(this);
      if (lists.before === UNREAD) lists.before = this.#store.list(lists.beforeAt);
      return lists.before;
    },
    set(value) {
      LazyComments.#made(this).before = value;
    },
    enumerable: true,
    configurable: true,
  };
}

// A lazy move's two lists: each UNREAD until read or set, and where it is in the notes.
const UNREAD = Symbol('unread');
function MadeLists(commentsAt, beforeAt) {
  this.comments = UNREAD;
  this.before = UNREAD;
  this.commentsAt = commentsAt;
  this.beforeAt = beforeAt;
}

// Sets move.comments then move.commentsBefore (in that order, after the fields set before
// the call) from the extras at `at` of `store`, lazily: an empty list is the shared frozen
// one, a non-empty one an accessor.
export function setLazyComments(move, store, at) {
  const lazyComments = store.word(store.commentsAt(at)) !== 0;
  const lazyBefore = store.word(store.commentsBeforeAt(at)) !== 0;
  if (lazyComments || lazyBefore) new LazyComments(move, store, at);
  if (lazyComments) Object.defineProperty(move, 'comments', LazyComments.comments);
  else move.comments = NO_ITEMS;
  if (lazyBefore) Object.defineProperty(move, 'commentsBefore', LazyComments.before);
  else move.commentsBefore = NO_ITEMS;
}

// The same lists made at once.
export function setEagerComments(move, store, at) {
  const comments = store.commentsAt(at);
  const before = store.commentsBeforeAt(at);
  move.comments = store.word(comments) === 0 ? NO_ITEMS : store.list(comments);
  move.commentsBefore = store.word(before) === 0 ? NO_ITEMS : store.list(before);
}
