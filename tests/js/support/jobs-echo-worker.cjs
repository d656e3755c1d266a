// A worker for tests/js/jobs-in-flight.test.cjs: answers each message { n, ms } with n after
// ms milliseconds (jobs.cjs serve), so that the test can make one item slow.
'use strict';

const { parentPort } = require('node:worker_threads');
const { setTimeout: sleep } = require('node:timers/promises');
const { serve } = require('../../../npm/bin/jobs.cjs');

serve(parentPort, async ({ n, ms }) => {
  await sleep(ms);
  return { n };
});
