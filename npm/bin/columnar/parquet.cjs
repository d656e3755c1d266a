// Parquet for `pgn convert --to parquet`, written by hyparquet-writer (pure JavaScript, no
// native code or wasm; chosen by measurement against parquet-wasm + apache-arrow,
// @dsnp/parquetjs and DuckDB's Node API: bench/results/archive.md). It is an optional peer
// dependency of the package: the CLI loads it only for this format, and says how to install it
// when it is missing; the library's entries never load it.
// One row group per batch of rows (sink.cjs), Snappy compression, written to the output as each
// row group is done: memory holds one row group, whatever the size of the input.
'use strict';

const PACKAGE = 'hyparquet-writer';

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

function valuesOf(column, rows, layout) {
  const values = rows.map((r) => column.value(r, layout));
  return column.type === 'int64' ? values.map((v) => (v === null ? null : BigInt(v))) : values;
}

async function open(out, values) {
  // Binary on a terminal helps nobody and can upset it.
  if (values.output === undefined && process.stdout.isTTY)
    throw new TypeError('--to parquet writes binary data: give --output FILE or redirect standard output');
  const { ByteWriter, ParquetWriter } = await load();
  // The bytes of each finished row group go to the output and leave memory.
  const bytes = new ByteWriter();
  bytes.flush = () => {
    const chunk = Buffer.from(bytes.getBytes());
    bytes.index = 0;
    return out.write(chunk);
  };
  bytes.finish = bytes.flush;
  let writer = null;
  let layout = null;
  return {
    async start(chosen) {
      layout = chosen;
      const schema = [{ name: 'schema', num_children: layout.columns.length }, ...layout.columns.flatMap(schemaOf)];
      writer = new ParquetWriter({ writer: bytes, schema, createdBy: 'boardnotation pgn convert' });
    },
    async write(rows) {
      // No min/max statistics for the lists (moves, clocks): nobody filters row groups on them,
      // and they cost half of the writer's time.
      const columnData = layout.columns.map((c) => ({
        name: c.name,
        data: valuesOf(c, rows, layout),
        statistics: !c.type.startsWith('list:'),
      }));
      await writer.write({ columnData, rowGroupSize: rows.length });
    },
    async end() {
      await writer.finish();
    },
  };
}

module.exports = { open };
