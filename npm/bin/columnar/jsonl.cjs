// JSON lines for a table's rows (`sgf convert --to jsonl`): one JSON object per row, its keys
// the layout's column names in order, null where a column has no value, lists as arrays: the
// columns and values the CSV and Parquet writers (csv.cjs, parquet.cjs) write. The same
// interface: encode() where the rows are read (a worker thread with --jobs), every field but
// the first (the game number, which counts the games of the whole input), then open().append.
'use strict';

/** Each record's line from its second field on: ',"file":"a.sgf",...}\n'. */
function encode(layout, records) {
  const rest = layout.columns.slice(1);
  const keys = rest.map((c) => `,${JSON.stringify(c.name)}:`);
  return records.map(
    (row) => `${rest.map((c, k) => keys[k] + JSON.stringify(c.value(row, layout) ?? null)).join('')}}\n`,
  );
}

async function open(out) {
  let head = null;
  return {
    async start(layout) {
      head = `{${JSON.stringify(layout.columns[0].name)}:`;
    },
    /** Lines from encode(), each after its first field, the number in `numbers`. */
    async append(lines, numbers) {
      if (numbers.length > 0) await out.write(lines.map((line, k) => `${head}${numbers[k]}${line}`).join(''));
    },
    async end() {},
  };
}

module.exports = { open, encode };
