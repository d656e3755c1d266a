// A worker thread of `pgn check|convert --jobs N`: reads the batches of games it is sent
// (pgn-batches.cjs) and answers with what pgn-work.cjs makes of them.
'use strict';

const { parentPort, workerData } = require('node:worker_threads');
const { serve } = require('./jobs.cjs');
const { workBatch } = require('./pgn-work.cjs');

const { command, values, name } = workerData;
// Parquet's writer is loaded while the main thread cuts the first batches, not at the first.
if (command === 'table' && values.to === 'parquet') require('./columnar/parquet.cjs').preload();
serve(parentPort, ({ bytes, shift, tags }) => workBatch(command, bytes, shift, values, name, tags));
