// A worker for tests/js/jobs-in-flight.test.cjs: answers each message { n, ms, hold } with n
// after ms milliseconds (jobs.cjs serve), so that the test can make items slow; an item with
// `hold` waits (at most 5 s) until the test sets the flag in workerData.flag (a
// SharedArrayBuffer): an item slow for as long as the test needs, not for a guessed time.
'use strict';

const { parentPort, workerData } = require('node:worker_threads');
const { setTimeout: sleep } = require('node:timers/promises');
const { serve } = require('../../../npm/bin/jobs.cjs');

serve(parentPort, async ({ n, ms, hold }) => {
  if (hold) Atomics.wait(new Int32Array(workerData.flag), 0, 0, 5000);
  await sleep(ms);
  return { n };
});
