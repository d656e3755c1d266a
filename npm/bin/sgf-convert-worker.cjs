// A worker thread of `sgf convert --jobs N` (sgf-convert.cjs): reads and encodes the batches of
// files it is sent and answers with their rows in the output format.
'use strict';

const { parentPort, workerData } = require('node:worker_threads');
const { serve } = require('./jobs.cjs');
const { encodeFiles } = require('./sgf-convert.cjs');

serve(parentPort, (batch) => encodeFiles(batch, workerData.values));
