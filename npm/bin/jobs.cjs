// Work items done by worker threads, their results handed back in the order of the items
// (--jobs): byte-identical output to one thread, whatever finishes first. At most two items per
// worker are in flight, and items are pulled from their (async) source only as results are
// taken, so memory stays bounded by the batches in flight, not by the input.
'use strict';

const os = require('node:os');
const { Worker } = require('node:worker_threads');

// --jobs N: a whole number of 1 or more; the machine's cores when absent.
function jobCount(text) {
  // os.availableParallelism is Node 18.14 and later; the package runs on 18.11.
  if (text === undefined) return os.availableParallelism?.() ?? Math.max(1, os.cpus().length);
  if (!/^[1-9]\d*$/.test(text)) throw new RangeError(`--jobs must be a whole number of 1 or more, not "${text}"`);
  return Number(text);
}

/**
 * Sends each item of `items` (an async iterable of { message, transfer }) to one of `jobs`
 * workers running `file` (with `workerData`), and awaits onResult(result) for each, in item
 * order. A worker answers each message with { result } or { error: { message, code } }; an
 * error is thrown here (a RangeError or TypeError stays one, so the CLI prints it as it would).
 */
async function runOrdered(items, { jobs, file, workerData }, onResult) {
  const workers = Array.from({ length: jobs }, () => {
    const worker = new Worker(file, { workerData });
    const state = { worker, waiting: [], failure: null };
    worker.on('message', (answer) => state.waiting.shift().settle(answer));
    const fail = (error) => {
      state.failure ??= error;
      for (const pending of state.waiting.splice(0)) pending.settle({ error });
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`a worker stopped (exit code ${code})`)));
    return state;
  });
  const inFlight = [];
  const take = async () => {
    const answer = await inFlight.shift();
    if (answer.error) {
      const { message, code, kind } = answer.error;
      const error =
        kind === 'RangeError'
          ? new RangeError(message)
          : kind === 'TypeError'
            ? new TypeError(message)
            : new Error(message);
      if (code) error.code = code;
      throw error;
    }
    await onResult(answer.result);
  };
  try {
    for await (const { message, transfer } of items) {
      const state = workers.reduce((a, b) => (b.waiting.length < a.waiting.length ? b : a));
      inFlight.push(
        new Promise((settle) => {
          if (state.failure) return settle({ error: state.failure });
          state.waiting.push({ settle });
          state.worker.postMessage(message, transfer);
          return undefined;
        }),
      );
      while (inFlight.length >= 2 * jobs) await take();
    }
    while (inFlight.length > 0) await take();
  } finally {
    for (const { worker } of workers) {
      worker.removeAllListeners('exit');
      worker.terminate();
    }
  }
}

// The worker side: answers each message with handle(message)'s result, or the error it threw.
function serve(parentPort, handle) {
  parentPort.on('message', async (message) => {
    try {
      const result = await handle(message);
      // Buffers in the result (or in an object of it) are moved, not copied.
      const transfer = Object.values(result)
        .flatMap((v) => (v?.constructor === Object ? Object.values(v) : [v]))
        .filter((v) => v instanceof Uint8Array && v.byteOffset === 0 && v.byteLength === v.buffer.byteLength)
        .map((v) => v.buffer);
      parentPort.postMessage({ result }, transfer);
    } catch (error) {
      parentPort.postMessage({ error: { message: error.message, code: error.code, kind: error.name } });
    }
  });
}

module.exports = { jobCount, runOrdered, serve };
