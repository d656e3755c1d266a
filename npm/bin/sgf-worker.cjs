// A worker thread of `sgf format|parse` over several files (sgf-files.cjs): reads the files it
// is sent and answers with their output and messages.
'use strict';

const { parentPort, workerData } = require('node:worker_threads');
const { serve } = require('./jobs.cjs');
const { readFile } = require('./sgf-worker-task.cjs');

serve(parentPort, ({ path }) => readFile(workerData.command, path, workerData.values));
