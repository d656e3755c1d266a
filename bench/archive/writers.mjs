// Which library writes `pgn convert --to parquet`'s files: the candidates from the npm registry
// timed on the same game records, each in its own process (so that its peak memory is its own).
// The records are those of the CLI (npm/bin/columnar/records.cjs) for every game of a PGN file,
// made once and repeated to ROWS rows; each candidate writes them in row groups of 10,000 rows,
// with its default compression (Snappy), to a file, and the file is read back by DuckDB for its
// row count. Install the candidates outside the project first:
//   mkdir -p /tmp/pqcand && npm install --prefix /tmp/pqcand hyparquet-writer parquet-wasm \
//     apache-arrow @dsnp/parquetjs @duckdb/node-api
//   node bench/archive/writers.mjs /tmp/pqcand INPUT.pgn [ROWS=60000]
// Results by hand in bench/results/archive.md ("Choosing the Parquet writer").
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(import.meta.url);
const root = join(dirname(here), '..', '..');
const [modules, input, rowsText = '60000', candidate] = process.argv.slice(2);
const ROWS = Number(rowsText);
const GROUP = 10000;
const fromModules = createRequire(join(modules, 'package.json'));
const load = (name) => import(pathToFileURL(fromModules.resolve(name)).href);

function records() {
  const { readRows, gameRecord } = createRequire(here)(join(root, 'npm/bin/columnar/records.cjs'));
  const reader = readRows({});
  const once = [...reader.push(readFileSync(input)), ...reader.end()].map((row, k) => gameRecord(row, k + 1));
  const rows = [];
  for (let k = 0; rows.length < ROWS; k += 1) rows.push({ ...once[k % once.length], game: rows.length + 1 });
  return rows;
}
const TAGS = ['Event', 'Site', 'Date', 'White', 'Black', 'Result', 'WhiteElo', 'BlackElo', 'ECO', 'TimeControl'];
const flat = (r) => ({
  game: r.game,
  ...Object.fromEntries(TAGS.map((t) => [t, r.headers[t] ?? null])),
  plies: r.plies,
  san: r.san,
  uci: r.uci,
  final_fen: r.finalFen,
  clocks: r.clocks,
  eval_pawns: r.evalPawns,
});

const writers = {
  async 'hyparquet-writer'(rows, path) {
    const { ParquetWriter } = await load('hyparquet-writer');
    const { fileWriter } = await load('hyparquet-writer');
    const str = { type: 'BYTE_ARRAY', converted_type: 'UTF8' };
    const list = (name, leaf) => [
      { name, repetition_type: 'OPTIONAL', converted_type: 'LIST', num_children: 1 },
      { name: 'list', repetition_type: 'REPEATED', num_children: 1 },
      { name: 'element', repetition_type: 'OPTIONAL', ...leaf },
    ];
    const schema = [
      { name: 'root', num_children: 2 + TAGS.length + 6 },
      { name: 'game', type: 'INT64', repetition_type: 'REQUIRED' },
      ...TAGS.map((t) => ({ name: t, repetition_type: 'OPTIONAL', ...str })),
      { name: 'plies', type: 'INT32', repetition_type: 'REQUIRED' },
      ...list('san', str),
      ...list('uci', str),
      { name: 'final_fen', repetition_type: 'OPTIONAL', ...str },
      ...list('clocks', { type: 'DOUBLE' }),
      ...list('eval_pawns', { type: 'DOUBLE' }),
    ];
    schema[0].num_children = 1 + TAGS.length + 6;
    const writer = new ParquetWriter({ writer: fileWriter(path), schema });
    for (let k = 0; k < rows.length; k += GROUP) {
      const batch = rows.slice(k, k + GROUP).map(flat);
      const names = Object.keys(batch[0]);
      writer.write({
        columnData: names.map((name) => ({
          name,
          data: name === 'game' ? batch.map((r) => BigInt(r.game)) : batch.map((r) => r[name]),
        })),
        rowGroupSize: GROUP,
      });
    }
    writer.finish();
  },
  async 'parquet-wasm + apache-arrow'(rows, path) {
    const arrow = await load('apache-arrow');
    const pw = await load('parquet-wasm');
    const { createWriteStream } = await import('node:fs');
    const { Writable } = await import('node:stream');
    const utf8List = () => new arrow.List(new arrow.Field('item', new arrow.Utf8(), true));
    const f64List = () => new arrow.List(new arrow.Field('item', new arrow.Float64(), true));
    const types = {
      game: new arrow.Int64(),
      ...Object.fromEntries(TAGS.map((t) => [t, new arrow.Utf8()])),
      plies: new arrow.Int32(),
      san: utf8List(),
      uci: utf8List(),
      final_fen: new arrow.Utf8(),
      clocks: f64List(),
      eval_pawns: f64List(),
    };
    let k = 0;
    const source = new ReadableStream({
      pull(controller) {
        if (k >= rows.length) return controller.close();
        const batch = rows.slice(k, k + GROUP).map(flat);
        k += GROUP;
        const vectors = {};
        for (const [name, type] of Object.entries(types)) {
          const values = name === 'game' ? batch.map((r) => BigInt(r.game)) : batch.map((r) => r[name]);
          vectors[name] = arrow.vectorFromArray(values, type);
        }
        const table = new arrow.Table(vectors);
        const wasmTable = pw.Table.fromIPCStream(arrow.tableToIPC(table, 'stream'));
        for (const b of wasmTable.recordBatches()) controller.enqueue(b);
      },
    });
    const bytes = await pw.transformParquetStream(source);
    await bytes.pipeTo(Writable.toWeb(createWriteStream(path)));
  },
  async '@dsnp/parquetjs'(rows, path) {
    const { ParquetSchema, ParquetWriter } = await load('@dsnp/parquetjs');
    const schema = new ParquetSchema({
      game: { type: 'INT64' },
      ...Object.fromEntries(TAGS.map((t) => [t, { type: 'UTF8', optional: true }])),
      plies: { type: 'INT32' },
      san: { type: 'UTF8', repeated: true },
      uci: { type: 'UTF8', repeated: true },
      final_fen: { type: 'UTF8', optional: true },
      clocks: { type: 'DOUBLE', repeated: true },
      eval_pawns: { type: 'DOUBLE', repeated: true },
    });
    const writer = await ParquetWriter.openFile(schema, path, { rowGroupSize: GROUP, useDataPageV2: false });
    for (const r of rows) {
      const row = flat(r);
      // parquetjs has no nullable list elements: a list with a null (a move with no clock) is left out.
      for (const name of ['clocks', 'eval_pawns']) row[name] = row[name]?.every((v) => v !== null) ? row[name] : [];
      for (const t of TAGS) if (row[t] === null) delete row[t];
      if (row.final_fen === null) delete row.final_fen;
      await writer.appendRow(row);
    }
    await writer.close();
  },
  async '@duckdb/node-api'(rows, path) {
    const duck = await load('@duckdb/node-api');
    const db = await duck.DuckDBInstance.create(':memory:');
    const c = await db.connect();
    await c.run(
      `create table games (game bigint, ${TAGS.map((t) => `"${t}" varchar`).join(', ')}, plies integer, san varchar[], uci varchar[], final_fen varchar, clocks double[], eval_pawns double[])`,
    );
    const appender = await c.createAppender('games');
    const list = (values) => (values === null ? null : duck.listValue(values));
    for (const r of rows) {
      const row = flat(r);
      appender.appendBigInt(BigInt(row.game));
      for (const t of TAGS) row[t] === null ? appender.appendNull() : appender.appendVarchar(row[t]);
      appender.appendInteger(row.plies);
      appender.appendList(list(row.san), duck.LIST(duck.VARCHAR));
      appender.appendList(list(row.uci), duck.LIST(duck.VARCHAR));
      appender.appendVarchar(row.final_fen);
      for (const name of ['clocks', 'eval_pawns'])
        row[name] === null ? appender.appendNull() : appender.appendList(list(row[name]), duck.LIST(duck.DOUBLE));
      appender.endRow();
    }
    appender.flushSync();
    await c.run(`copy games to '${path}' (format parquet, row_group_size ${GROUP})`);
  },
};

async function child(name) {
  const rows = records();
  const path = join(mkdtempSync(join(tmpdir(), 'pq-')), 'out.parquet');
  const before = process.memoryUsage().rss;
  const start = process.hrtime.bigint();
  const cpu0 = process.cpuUsage();
  await writers[name](rows, path);
  const cpu = process.cpuUsage(cpu0);
  const wall = Number(process.hrtime.bigint() - start) / 1e9;
  const peak = process.resourceUsage().maxRSS * 1024;
  console.log(
    JSON.stringify({
      name,
      rows: rows.length,
      wall,
      cpu: (cpu.user + cpu.system) / 1e6,
      bytes: statSync(path).size,
      path,
      before,
      peak,
    }),
  );
}

if (candidate) {
  await child(candidate);
} else {
  const results = [];
  for (const name of Object.keys(writers)) {
    try {
      const out = execFileSync(process.execPath, [here, modules, input, rowsText, name], { encoding: 'utf8' });
      const r = JSON.parse(out.trim().split('\n').pop());
      const duck = await load('@duckdb/node-api');
      const c = await (await duck.DuckDBInstance.create(':memory:')).connect();
      r.readBack = Number((await c.runAndReadAll(`select count(*) from '${r.path}'`)).getRows()[0][0]);
      results.push(r);
    } catch (error) {
      results.push({ name, failed: String(error.message).split('\n').slice(0, 3).join(' ') });
    }
  }
  console.log('| writer | rows | rows/s (CPU) | wall s | file MB | peak RSS MB (records ~' + '' + ') | DuckDB reads |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of results) {
    if (r.failed) console.log(`| ${r.name} | failed: ${r.failed} |`);
    else
      console.log(
        `| ${r.name} | ${r.rows} | ${Math.round(r.rows / r.cpu)} | ${r.wall.toFixed(2)} | ${(r.bytes / 1e6).toFixed(1)} | ${(r.peak / 1e6).toFixed(0)} (before: ${(r.before / 1e6).toFixed(0)}) | ${r.readBack} |`,
      );
  }
}
