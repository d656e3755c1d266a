// CSV per RFC 4180 for `pgn convert --to csv`: a header line of the column names, then one line
// per row, lines ended by CRLF; a field is quoted (its quotes doubled) when it holds a comma, a
// quote, CR or LF, or starts or ends with a space. UTF-8, no byte order mark.
// How each type is written: numbers as JavaScript prints them, null as an empty field, lists of
// moves (SAN, UCI) as the moves separated by single spaces (as lichess's database does), lists
// of numbers as a JSON array (null where a move has no value).
// Spreadsheets run a field that starts with =, +, - or @ as a formula; a tag value can start so
// (a game's text is not trusted). This writer does not change the data: see docs/pgn.md for how
// to open such a file safely.
'use strict';

const NEEDS_QUOTES = /[",\r\n]|^ | $/;

function field(value, type) {
  if (value === null || value === undefined) return '';
  let text;
  if (type === 'list:string') text = value.join(' ');
  else if (type.startsWith('list:')) text = JSON.stringify(value);
  else text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The lines of `records` (records.cjs) without their first field (the game number, which counts
 * the games of the whole input: a worker cannot know it), as UTF-8 bytes and where each line
 * ends in them, for open().append. Made where the rows are read (a worker thread with --jobs).
 */
function encode(layout, records) {
  const rest = layout.columns.slice(1);
  const lines = records.map((row) => `,${rest.map((c) => field(c.value(row, layout), c.type)).join(',')}\r\n`);
  const ends = new Uint32Array(lines.length);
  let end = 0;
  lines.forEach((line, k) => {
    end += Buffer.byteLength(line);
    ends[k] = end;
  });
  const bytes = Buffer.from(lines.join(''));
  return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), ends };
}

async function open(out) {
  return {
    async start(layout) {
      await out.write(`${layout.columns.map((c) => field(c.name, 'string')).join(',')}\r\n`);
    },
    /** Lines from encode(), each after its game number (`numbers`). */
    async append(part, numbers) {
      if (numbers.length === 0) return;
      const texts = Array.from(numbers, String);
      const text = Buffer.allocUnsafe(part.bytes.length + texts.reduce((n, t) => n + t.length, 0));
      let at = 0;
      let from = 0;
      texts.forEach((number, k) => {
        at += text.write(number, at, 'latin1');
        text.set(part.bytes.subarray(from, part.ends[k]), at);
        at += part.ends[k] - from;
        from = part.ends[k];
      });
      await out.write(text);
    },
    async end() {},
  };
}

module.exports = { open, encode, field };
