// Work items done by worker threads, their results handed back in the order of the items
// (--jobs): byte-identical output to one thread, whatever finishes first. Each worker is given
// up to QUEUED items ahead (it never waits for the next one to arrive), and the items in flight
// (given to a worker, or done and waiting for their turn to be written) are at most `inFlight`;
// items are pulled from their (async) source only when one may be given, so memory stays
// bounded by the items in flight, not by the input.
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

// Items given to a worker before it answers the first: it never waits for the next to arrive.
const QUEUED = 2;

/**
 * Sends each item of `items` (an async iterable of { message, transfer }) to one of `jobs`
 * workers running `file` (with `workerData`), and awaits onResult(result) for each, in item
 * order. A worker answers each message with { result } or { error: { message, code } }; an
 * error is thrown here (a RangeError or TypeError stays one, so the CLI prints it as it would).
 * `inFlight` (default 3 per worker) caps the items pulled and not yet handed to onResult: a
 * worker that finished its queue takes more while the oldest item is still being worked on
 * (the order-keeping writer waits for it), up to the cap. Before, at most two items per worker
 * were in flight in all, and a worker that was ahead sat idle until the oldest item was done.
 */
async function runOrdered(items, { jobs, file, workerData, inFlight = (QUEUED + 1) * jobs, pool }, onResult) {
  const cap = Math.max(1, inFlight);
  let wake = null; // resolves the wait for any answer
  const answered = () => {
    const resolve = wake;
    wake = null;
    resolve?.();
  };
  const workers = (pool ?? startWorkers({ jobs, file, workerData })).map((worker) => {
    const state = { worker, waiting: [], failure: null };
    worker.on('message', (answer) => {
      state.waiting.shift().settle(answer);
      answered();
    });
    const fail = (error) => {
      state.failure ??= error;
      for (const pending of state.waiting.splice(0)) pending.settle({ error });
      answered();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`a worker stopped (exit code ${code})`)));
    if (worker.stoppedEarly) fail(worker.stoppedEarly);
    return state;
  });
  // The items given out, in item order: { answer } once their worker has answered.
  const pending = [];
  const take = async () => {
    const item = pending[0];
    if (!item.answer) await new Promise((resolve) => (item.taken = resolve));
    pending.shift();
    const { answer } = item;
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
  const leastBusy = () => workers.reduce((a, b) => (b.waiting.length < a.waiting.length ? b : a));
  // Until an item may be given out: what is done is handed on in order first; at the cap, the
  // oldest is awaited; while every worker has its queue full, any answer.
  async function slot() {
    for (;;) {
      while (pending.length > 0 && pending[0].answer) await take();
      if (pending.length >= cap) await take();
      else if (leastBusy().waiting.length < QUEUED || leastBusy().failure) return;
      else await new Promise((resolve) => (wake = resolve));
    }
  }
  try {
    const source = items[Symbol.asyncIterator]();
    for (;;) {
      await slot();
      const next = await source.next();
      if (next.done) break;
      const { message, transfer } = next.value;
      const state = leastBusy();
      const item = { answer: null, taken: null };
      pending.push(item);
      const settle = (answer) => {
        item.answer = answer;
        item.taken?.();
      };
      if (state.failure) settle({ error: state.failure });
      else {
        state.waiting.push({ settle });
        state.worker.postMessage(message, transfer);
      }
    }
    while (pending.length > 0) await take();
  } finally {
    stopWorkers(workers.map((w) => w.worker));
  }
}

/**
 * The `jobs` workers of runOrdered's `pool`, started before its items are known: a worker's
 * start (Node's, loading the package and its WebAssembly) then overlaps the work of cutting the
 * first items. Stop them with stopWorkers when they are not used.
 */
function startWorkers({ jobs, file, workerData }) {
  return Array.from({ length: jobs }, () => {
    const worker = new Worker(file, { workerData });
    // A worker that stops before runOrdered listens (one that cannot start) is reported there.
    worker.once('error', (error) => (worker.stoppedEarly ??= error));
    worker.once('exit', (code) => (worker.stoppedEarly ??= new Error(`a worker stopped (exit code ${code})`)));
    return worker;
  });
}

function stopWorkers(workers) {
  for (const worker of workers) {
    worker.removeAllListeners('exit');
    worker.terminate();
  }
}

// The worker side: answers each message with handle(message)'s result, or the error it threw,
// one message at a time and in the order they came (runOrdered matches answers to items by
// that order; an async handle, as Parquet's encoder is, must not let a later message overtake).
function serve(parentPort, handle) {
  let previous = Promise.resolve();
  const answer = async (message) => {
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
  };
  parentPort.on('message', (message) => {
    previous = previous.then(() => answer(message));
  });
}

module.exports = { jobCount, runOrdered, serve, startWorkers, stopWorkers };
