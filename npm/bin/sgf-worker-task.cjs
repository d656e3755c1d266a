// One SGF file of several, read and done as the command does it for one file (sgf.cjs
// fileResult): in the main thread (--jobs 1) or a worker (sgf-worker.cjs).
'use strict';

const { readFileSync } = require('node:fs');
const { fileResult } = require('./sgf.cjs');

function readFile(command, path, values) {
  let text;
  try {
    text = readFileSync(path);
  } catch (error) {
    return {
      text: '',
      stderr: `boardnotation: ${path}: cannot read the file (${error.code ?? error.message})\n`,
      failed: true,
    };
  }
  return fileResult(command, { name: path, text }, values);
}

module.exports = { readFile };
