// Parquet for `pgn convert --to parquet`, written by hyparquet-writer (pure JavaScript, no
// native code or wasm; chosen by measurement against parquet-wasm + apache-arrow,
// @dsnp/parquetjs and DuckDB's Node API: bench/results/archive.md). It is an optional peer
// dependency of the package: the CLI loads it only for this format, and says how to install it
// when it is missing; the library's entries never load it.
//
// A row group is encoded where its rows are read (a worker thread with --jobs: encode below),
// as the bytes of its column chunks placed at offset 0, every column but the game number (which
// counts the games of the whole input: the worker cannot know it). The thread that writes the
// file (open below) encodes the game column, moves the chunks' offsets to where they land in
// the file, appends the bytes, and writes the footer at the end. Encoding was about half of the
// CPU time of `--to parquet`, and the file's one writer bounded --jobs at about twice one core
// while it encoded every row group itself. The file is the one hyparquet-writer's own write()
// makes of the same row groups (SNAPPY, offset indexes, statistics of the scalar columns).
'use strict';

const PACKAGE = 'hyparquet-writer';
const CREATED_BY = 'boardnotation pgn convert';

async function load() {
  try {
    return await import(PACKAGE);
  } catch (error) {
    if (error.code !== 'ERR_MODULE_NOT_FOUND' && error.code !== 'MODULE_NOT_FOUND') throw error;
    throw new TypeError(
      `--to parquet needs the package ${PACKAGE} (an optional dependency, for the command line only): npm install ${PACKAGE}`,
    );
  }
}

const STRING = { type: 'BYTE_ARRAY', converted_type: 'UTF8' };
const LEAVES = {
  string: STRING,
  int32: { type: 'INT32' },
  int64: { type: 'INT64' },
  double: { type: 'DOUBLE' },
};

// A column's schema elements: a leaf, or a LIST of nullable leaves (the three-level layout of
// the Parquet format's LogicalTypes.md, which DuckDB, Arrow and Spark read).
function schemaOf(column) {
  const repetition = column.required ? 'REQUIRED' : 'OPTIONAL';
  if (!column.type.startsWith('list:'))
    return [{ name: column.name, repetition_type: repetition, ...LEAVES[column.type] }];
  return [
    { name: column.name, repetition_type: repetition, converted_type: 'LIST', num_children: 1 },
    { name: 'list', repetition_type: 'REPEATED', num_children: 1 },
    { name: 'element', repetition_type: 'OPTIONAL', ...LEAVES[column.type.slice(5)] },
  ];
}

const schemaFor = (layout) => [
  { name: 'schema', num_children: layout.columns.length },
  ...layout.columns.flatMap(schemaOf),
];

function valuesOf(column, records, layout) {
  const values = records.map((r) => column.value(r, layout));
  return column.type === 'int64' ? values.map((v) => (v === null ? null : BigInt(v))) : values;
}

/**
 * The column chunks of `columns` (of the layout) for one row group of `records`, as if written
 * at offset 0 of a file: { bytes, columns (the chunks' metadata), indexes (their page indexes),
 * size (uncompressed) }. Plain data: it crosses from a worker by structured clone.
 */
function encodeChunks(parquet, layout, records, columns) {
  const bytes = new parquet.ByteWriter();
  const writer = new parquet.ParquetWriter({ writer: bytes, schema: schemaFor(layout), createdBy: CREATED_BY });
  // The writer starts a file with its magic number: these chunks go inside one.
  bytes.index = 0;
  bytes.offset = 0;
  // No min/max statistics for the lists (moves, clocks): nobody filters row groups on them,
  // and they cost half of the writer's time.
  const columnData = columns.map((c) => ({
    name: c.name,
    data: valuesOf(c, records, layout),
    statistics: !c.type.startsWith('list:'),
  }));
  writer.write({ columnData, rowGroupSize: records.length });
  const [group] = writer.row_groups;
  return {
    bytes: new Uint8Array(bytes.getBuffer()),
    columns: group.columns,
    indexes: writer.pendingIndexes.map(({ columnIndex, offsetIndex }) => ({ columnIndex, offsetIndex })),
    size: group.total_byte_size,
  };
}

/**
 * A row group of `records` (records.cjs, each with its `game` number counted from 0 in the
 * batch), every column but the first (the game number), for open().append.
 */
async function encode(layout, records) {
  return encodeChunks(await load(), layout, records, layout.columns.slice(1));
}

// Moves chunks encoded at offset 0 to `at` in the file.
function place(part, at) {
  const shift = BigInt(at);
  for (const chunk of part.columns) {
    chunk.file_offset += shift;
    chunk.meta_data.data_page_offset += shift;
    if (chunk.meta_data.dictionary_page_offset !== undefined) chunk.meta_data.dictionary_page_offset += shift;
  }
  for (const { offsetIndex } of part.indexes) {
    if (offsetIndex) for (const page of offsetIndex.page_locations) page.offset += shift;
  }
}

async function open(out, values) {
  // Binary on a terminal helps nobody and can upset it.
  if (values.output === undefined && process.stdout.isTTY)
    throw new TypeError('--to parquet writes binary data: give --output FILE or redirect standard output');
  const parquet = await load();
  // The writer keeps the file's metadata; the bytes go to the output as they are made. Its
  // ByteWriter holds only the magic number and the footer, and counts the bytes written
  // around it (offset), which the footer's offsets are.
  const file = new parquet.ByteWriter();
  const flush = () => {
    const chunk = Buffer.from(file.getBytes());
    file.index = 0;
    return out.write(chunk);
  };
  let writer = null;
  let layout = null;
  return {
    async start(chosen) {
      layout = chosen;
      writer = new parquet.ParquetWriter({ writer: file, schema: schemaFor(layout), createdBy: CREATED_BY });
      await flush();
    },
    /** A row group: `part` from encode(), the game numbers of its rows (`numbers`). */
    async append(part, numbers) {
      if (numbers.length === 0) return;
      const game = encodeChunks(
        parquet,
        layout,
        Array.from(numbers, (game) => ({ game })),
        layout.columns.slice(0, 1),
      );
      place(game, file.offset);
      place(part, file.offset + game.bytes.length);
      const columns = [...game.columns, ...part.columns];
      const indexes = [...game.indexes, ...part.indexes];
      writer.row_groups.push({
        columns,
        total_byte_size: game.size + part.size,
        num_rows: BigInt(numbers.length),
        total_compressed_size: BigInt(game.bytes.length + part.bytes.length),
      });
      writer.num_rows += BigInt(numbers.length);
      indexes.forEach((index, k) => writer.pendingIndexes.push({ chunk: columns[k], ...index }));
      file.offset += game.bytes.length + part.bytes.length;
      await out.write(Buffer.from(game.bytes.buffer, game.bytes.byteOffset, game.bytes.length));
      await out.write(Buffer.from(part.bytes.buffer, part.bytes.byteOffset, part.bytes.length));
    },
    async end() {
      writer.finish();
      await flush();
    },
  };
}

// Starts loading the writer (a worker does so before its first batch); a failure is reported
// by the load that needs it.
function preload() {
  load().catch(() => {});
}

module.exports = { open, encode, preload };
