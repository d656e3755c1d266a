// `boardnotation sgf format|parse` over several files or directories (archives of SGF files):
// the files are found (directories recursively, sorted by name; what is not SGF skipped with a
// warning), read in this thread and --jobs − 1 worker threads, and each one's output written in
// the order found, the same bytes as one thread writes.
'use strict';

const { closeSync, openSync, readSync, readdirSync, statSync } = require('node:fs');
const { join } = require('node:path');
const { jobCount, runOrdered } = require('./jobs.cjs');

// Whether a file is SGF: named .sgf, or starting (after a byte order mark and white space) with
// "(" and ";", as every SGF collection does.
function isSgf(path) {
  if (/\.sgf$/i.test(path)) return true;
  const head = Buffer.alloc(256);
  const fd = openSync(path, 'r');
  let read;
  try {
    read = readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  const text = head
    .subarray(0, read)
    .toString('latin1')
    .replace(/^\xef\xbb\xbf/, '');
  return /^\s*\(\s*;/.test(text);
}

// The SGF files of `paths` (files and directories), in order; a warning for each skipped one
// (to standard error, or given to `warn`).
function* sgfFiles(paths, warn = (line) => process.stderr.write(line)) {
  for (const path of paths) {
    let stat;
    try {
      stat = statSync(path);
    } catch (error) {
      throw new TypeError(`${path}: cannot read the file (${error.code ?? error.message})`);
    }
    if (stat.isDirectory()) {
      const names = readdirSync(path).sort();
      yield* sgfFiles(
        names.map((name) => join(path, name)),
        warn,
      );
    } else if (isSgf(path)) {
      yield path;
    } else {
      warn(`${path}: warning: skipped, not an SGF file\n`);
    }
  }
}

/** Reads every SGF file of `paths` with `command` (format, parse) and writes the results in order. */
async function eachFile(command, paths, values, out) {
  const jobs = jobCount(values.jobs);
  const take = async (result) => {
    if (result.stderr) process.stderr.write(result.stderr);
    if (result.failed) process.exitCode = 1;
    if (result.text) await out.write(result.text);
  };
  const { language, strict, pretty } = values;
  const options = { language, strict, pretty, 'one-line': values['one-line'], 'keep-charset': values['keep-charset'] };
  async function* messages() {
    for (const path of sgfFiles(paths)) yield { message: { path } };
  }
  // This thread reads files too (all of them with --jobs 1), with jobs − 1 workers.
  const { readFile } = require('./sgf-worker-task.cjs');
  const here = ({ path }) => readFile(command, path, options);
  const file = require.resolve('./sgf-worker.cjs');
  await runOrdered(messages(), { jobs, file, workerData: { command, values: options }, here }, take);
}

module.exports = { eachFile, isSgf, sgfFiles };
