// Text given as bytes that start with a UTF-16 byte order mark (as Windows tools save "Unicode"
// files): the one place that recognises such bytes and decodes them, for every reader of bytes
// (Sgf.parse, Pgn.parse, Pgn.index, a PGN reader, the notation detector). The core reads UTF-8
// (and Latin-1 PGN games): UTF-16 text reaches it as the UTF-8 of its text. The byte order mark
// stays in the text as U+FEFF, which every parser skips as it skips a UTF-8 one, so that line 1,
// column 1 and the offsets of the text's UTF-8 (a BOM counted) are those of a UTF-8 file.

const utf8 = new TextEncoder();

// 'utf-16le' or 'utf-16be' (a TextDecoder label) when `bytes` start with that byte order mark,
// else null.
export function utf16Encoding(bytes) {
  if (bytes.length < 2) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

// The text of UTF-16 `bytes` in `encoding` (from utf16Encoding), its byte order mark kept; a
// lone surrogate or an odd last byte becomes U+FFFD.
export function decodeUtf16(bytes, encoding) {
  return new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes);
}

// Bytes that arrive in pieces, as a reader takes them: pieces(bytes) gives each piece as the core
// reads it, end() what is left when the input ends. Bytes that do not start with a UTF-16 byte
// order mark pass as they are; those that do come out as the UTF-8 of their text, a code unit or
// surrogate pair cut between two pieces coming out whole with the second. Text pushed as a string
// is already text: its UTF-8.
export class Utf16Pieces {
  // undefined until the first two bytes say; then a streaming TextDecoder, or null (not UTF-16).
  #decoder = undefined;
  #first = null; // a first piece of one byte that may start a byte order mark

  bytes(piece) {
    if (this.#decoder === null) return piece;
    if (this.#decoder) return utf8.encode(this.#decoder.decode(piece, { stream: true }));
    let head = piece;
    if (this.#first !== null) {
      head = new Uint8Array(1 + piece.length);
      head[0] = this.#first;
      head.set(piece, 1);
      this.#first = null;
    }
    if (head.length < 2) {
      if (head.length === 1 && (head[0] === 0xff || head[0] === 0xfe)) {
        this.#first = head[0];
        return head.subarray(0, 0);
      }
      if (head.length === 0) return head;
    }
    const encoding = utf16Encoding(head);
    this.#decoder = encoding ? new TextDecoder(encoding, { ignoreBOM: true }) : null;
    return this.bytes(head);
  }

  text(piece) {
    if (this.#decoder === undefined) this.#decoder = null;
    const out = utf8.encode(piece);
    if (this.#first === null) return out;
    const joined = new Uint8Array(1 + out.length);
    joined[0] = this.#first;
    joined.set(out, 1);
    this.#first = null;
    return joined;
  }

  end() {
    if (this.#first !== null) {
      const rest = Uint8Array.of(this.#first);
      this.#first = null;
      return rest;
    }
    return this.#decoder ? utf8.encode(this.#decoder.decode()) : new Uint8Array(0);
  }
}
