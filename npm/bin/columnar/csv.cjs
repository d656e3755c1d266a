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

async function open(out) {
  let layout = null;
  let columns = null;
  return {
    async start(chosen) {
      layout = chosen;
      columns = layout.columns;
      await out.write(`${columns.map((c) => field(c.name, 'string')).join(',')}\r\n`);
    },
    async write(rows) {
      // One string per batch (sink.cjs: 1,000 rows, or the first games): few writes.
      let text = '';
      for (const row of rows) text += `${columns.map((c) => field(c.value(row, layout), c.type)).join(',')}\r\n`;
      await out.write(text);
    },
    async end() {},
  };
}

module.exports = { open, field };
