// HEN (Hemme Notation): the API of hen-js (Hen.parse, Hen.sgf2hen, Hen.fromSgf, Hen.validate,
// toString, toSgf and the instance fields) over the core (src/hen). Beyond hen-js: the five
// other stone colours and real rectangular boards; { henJsCompatible: true } restores hen-js's
// behaviour (b/w only, square boards, validate reports plain strings).
import { withBytes, withUtf8 } from '../wasm-io.js';
import { createSgfDecoding } from '../sgf/decode.js';
import { coreOf, fieldsOf } from './marshal.js';
import { BLACK, EMPTY, Stone, WHITE } from './stones.js';

function compatible(options) {
  return Boolean(options?.henJsCompatible);
}

function moveCount(moveNumber) {
  if (moveNumber === undefined) return 0;
  if (moveNumber === Infinity) return Number.MAX_VALUE;
  if (!Number.isInteger(moveNumber) || moveNumber < 0) {
    throw new RangeError(`The move number must be a non-negative integer (or Infinity), not ${moveNumber}`);
  }
  return moveNumber;
}

function text(value, what) {
  if (typeof value !== 'string')
    throw new TypeError(`${what} expects a string, not ${value === null ? 'null' : typeof value}`);
  return value;
}

export function createHen(wasm, languages) {
  const call = (input, fn) => withUtf8(wasm, input, fn);
  const decodeSgfBytes = createSgfDecoding(wasm);
  // SGF as a string is already decoded text: its CA is not applied again (an ISO-8859-1 CA would
  // garble every non-ASCII character). SGF as bytes (a file's contents) is decoded as Sgf.parse
  // decodes it (sgf/decode.js); `failed` when that cannot be done (a charset the platform lacks).
  function withSgf(sgf, what, fn, failed) {
    if (sgf instanceof Uint8Array) {
      const decoded = decodeSgfBytes(sgf);
      if (decoded.notes.some((n) => n.severity === 'error')) return failed;
      return call(decoded.text, (address, length) => fn(address, length, false));
    }
    if (typeof sgf !== 'string')
      throw new TypeError(`${what} expects a string or a Uint8Array, not ${sgf === null ? 'null' : typeof sgf}`);
    return call(sgf, (address, length) => fn(address, length, false));
  }

  class Hen {
    // An empty 19x19 position, or one with the given fields (see docs/go.md for their shapes).
    constructor(fields = {}) {
      const width = fields.width ?? fields.size ?? 19;
      const height = fields.height ?? fields.size ?? width;
      this.size = width;
      this.width = width;
      this.height = height;
      this.board = fields.board ?? Array.from({ length: height }, () => new Array(width).fill(EMPTY));
      this.koPoint = fields.koPoint ?? null;
      this.lastMove = fields.lastMove ?? null;
      this.turn = fields.turn ?? null;
      this.labels = fields.labels ?? [];
      this.marks = fields.marks ?? [];
      this.numberedStones = fields.numberedStones ?? [];
      this.playerOrder = fields.playerOrder ?? null;
    }

    // Canonical HEN: Hen.parse(h.toString()) gives the same position.
    toString() {
      const { position, board } = coreOf(this);
      return withBytes(wasm, board, (address) => wasm.henToString(position, address));
    }

    // Setup stones as AB/AW, the last move as the one move node, marks and labels.
    toSgf() {
      const { position, board } = coreOf(this);
      return withBytes(wasm, board, (address) => wasm.henToSgf(position, address));
    }

    static parse(str, options) {
      if (!str) return null;
      const core = call(text(str, 'Hen.parse'), (address, length) =>
        wasm.henParse(address, length, compatible(options)),
      );
      return core === null ? null : new Hen(fieldsOf(core));
    }

    static fromSgf(sgf, moveNumber = 0, options) {
      const moves = moveCount(moveNumber);
      if (!sgf) return null;
      const core = withSgf(
        sgf,
        'Hen.fromSgf',
        (address, length, decode) => wasm.henFromSgf(address, length, moves, compatible(options), decode),
        null,
      );
      return core === null ? null : new Hen(fieldsOf(core));
    }

    static sgf2hen(sgf, moveNumber = 0, options) {
      const moves = moveCount(moveNumber);
      if (!sgf) return '';
      return withSgf(
        sgf,
        'Hen.sgf2hen',
        (address, length, decode) => wasm.henSgfToHen(address, length, moves, compatible(options), decode),
        '',
      );
    }

    // { ok, errors, warnings }: diagnostics { code, severity, message, offset, line, column,
    // length, args } whose toString() is the message; plain message strings with henJsCompatible.
    static validate(str, options) {
      const language = languages.pick(options);
      const input = str === null || str === undefined ? '' : text(str, 'Hen.validate');
      const result = call(input, (address, length) => wasm.henValidate(address, length, compatible(options), language));
      const shape = compatible(options)
        ? (d) => d.message
        : (d) =>
            Object.defineProperty(d, 'toString', {
              value() {
                return this.message;
              },
              enumerable: false,
            });
      return { ok: result.ok, errors: result.errors.map(shape), warnings: result.warnings.map(shape) };
    }
  }

  return { Hen, EMPTY, BLACK, WHITE, Stone };
}
