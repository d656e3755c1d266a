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
    // Its column writer too (a subpath the package exports), for the columns' levels made here
    // (pageDataOf).
    const [parquet, column, snappy] = await Promise.all([
      import(PACKAGE),
      import(`${PACKAGE}/src/column.js`),
      import(`${PACKAGE}/src/snappy.js`),
    ]);
    // As its ParquetWriter gives them to its columns.
    return { ...parquet, writeColumn: column.writeColumn, compressors: { SNAPPY: snappy.snappyCompress } };
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

// What hyparquet-writer's column writer takes for one column of a row group: the values and
// the Dremel levels of the column's leaf, as its encodeNestedValues (dremel.js) makes them from
// rows, value for value (so the bytes are the same), for the only shapes a layout has: a leaf,
// required or optional, and an optional LIST of optional leaves (schemaOf). Its generic walk,
// a recursive call per value with the schema looked up at each step, was 12% of a worker's
// time on `--to parquet` (bench/results/archive.md); this is a loop over the lists. The levels
// are bytes (Uint8Array, as its encoders take any array): no boxed numbers to collect, and one
// kind of array for every column (its level writer was recompiled for each kind it met).
const NO_LEVELS = new Uint8Array(0);
function pageDataOf(column, values) {
  if (!column.type.startsWith('list:')) {
    if (column.required)
      return { values, definitionLevels: NO_LEVELS, repetitionLevels: NO_LEVELS, maxDefinitionLevel: 0 };
    const definitionLevels = new Uint8Array(values.length);
    for (let i = 0; i < values.length; i += 1)
      definitionLevels[i] = values[i] === null || values[i] === undefined ? 0 : 1;
    return { values, definitionLevels, repetitionLevels: NO_LEVELS, maxDefinitionLevel: 1 };
  }
  // Levels of an optional list of optional elements (maximum definition level 3): a null list
  // is one slot at 0, an empty list one at 1, an element 2 when null and 3 when present; the
  // first element of a row at repetition level 0, the others at 1.
  let slots = 0;
  for (const list of values) slots += list === null || list === undefined || list.length === 0 ? 1 : list.length;
  const leaves = new Array(slots);
  const definitionLevels = new Uint8Array(slots);
  const repetitionLevels = new Uint8Array(slots);
  let at = 0;
  for (const list of values) {
    if (list === null || list === undefined || list.length === 0) {
      leaves[at] = undefined;
      definitionLevels[at] = list === null || list === undefined ? 0 : 1;
      at += 1;
      continue;
    }
    for (let i = 0; i < list.length; i += 1, at += 1) {
      const value = list[i];
      leaves[at] = value;
      definitionLevels[at] = value === null || value === undefined ? 2 : 3;
      repetitionLevels[at] = i === 0 ? 0 : 1;
    }
  }
  return { values: leaves, definitionLevels, repetitionLevels, maxDefinitionLevel: 3 };
}

/**
 * The column chunks of `columns` (of the layout) for one row group of `records`, as if written
 * at offset 0 of a file: { bytes, columns (the chunks' metadata), indexes (their page indexes),
 * size (uncompressed) }. Plain data: it crosses from a worker by structured clone. Each column
 * goes through hyparquet-writer's writeColumn with the options its ParquetWriter.write gives
 * it (SNAPPY, 1 MiB pages, offset index), so the bytes are those write() makes.
 */
function encodeChunks(parquet, layout, records, columns) {
  const bytes = new parquet.ByteWriter();
  const root = { name: 'schema', num_children: layout.columns.length };
  const chunks = [];
  const indexes = [];
  let size = 0n;
  for (const c of columns) {
    const schemaPath = [root, ...schemaOf(c)];
    const { chunk, columnIndex, offsetIndex } = parquet.writeColumn({
      writer: bytes,
      column: {
        columnName: schemaPath
          .slice(1)
          .map((s) => s.name)
          .join('.'),
        element: schemaPath[schemaPath.length - 1],
        schemaPath,
        codec: 'SNAPPY',
        compressors: parquet.compressors,
        // No min/max statistics for the lists (moves, clocks): nobody filters row groups on
        // them, and they cost half of the writer's time.
        stats: !c.type.startsWith('list:'),
        statisticsTruncateLength: undefined,
        pageSize: 1048576,
        dictionarySize: undefined,
        columnIndex: false,
        offsetIndex: true,
        encoding: undefined,
        bloomFilter: undefined,
      },
      pageData: pageDataOf(c, valuesOf(c, records, layout)),
    });
    chunks.push(chunk);
    indexes.push({ columnIndex, offsetIndex });
    size += chunk.meta_data?.total_uncompressed_size ?? 0n;
  }
  return { bytes: new Uint8Array(bytes.getBuffer()), columns: chunks, indexes, size };
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
