// Work items done by worker threads (and this thread: runOrdered's `here`), their results
// handed back in the order of the items (--jobs): byte-identical output to one thread,
// whatever finishes first. Each worker is given up to QUEUED items ahead (it never waits for
// the next one to arrive), and the items in flight (given to a worker, or done and waiting for
// their turn to be written) are at most `inFlight`; items are pulled from their (async) source
// only when one may be given, so memory stays bounded by the items in flight, not by the input.
'use strict';

const { EventEmitter } = require('node:events');
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
 * With `here` (a function doing what a worker does with a message), this thread is one of the
 * `jobs`: jobs − 1 worker threads are started (`pool`, when given, holds those), and the items
 * this thread takes are done by here(message) (workerHere).
 */
async function runOrdered(items, { jobs, file, workerData, inFlight = (QUEUED + 1) * jobs, pool, here }, onResult) {
  const cap = Math.max(1, inFlight);
  let wake = null; // resolves the wait for any answer
  const answered = () => {
    const resolve = wake;
    wake = null;
    resolve?.();
  };
  const threads = pool ?? startWorkers({ jobs: here ? jobs - 1 : jobs, file, workerData });
  // This thread comes last: the first items go to the workers, which start on them at once.
  const local = here ? workerHere(here) : null;
  const workers = (local ? [...threads, local] : threads).map((worker) => {
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
    // This thread's items, up to this one if it is one, while it is not answered.
    while (!item.answer && (await workHere(() => !item.answer)));
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
  const full = () => leastBusy().waiting.length >= QUEUED && !leastBusy().failure;
  // One of this thread's items, if it has one and `needed()` still says so once the answers the
  // workers have sent are seen (a turn of the event loop: a worker's answer is a message, and
  // this thread, busy with its own items, sees none in between). Without that turn a worker
  // that had answered still looked busy, this thread took item after item, and the worker
  // waited: `--to jsonl --jobs 2` did a third of its work in the worker. True when it did one,
  // or when the answers changed what is needed.
  async function workHere(needed) {
    if (!local?.hasQueued()) return false;
    await new Promise((resolve) => setImmediate(resolve));
    return needed() ? local.workOne() : true;
  }
  // Until an item may be given out: what is done is handed on in order first; at the cap, the
  // oldest is awaited; while every worker has its queue full, this thread's items, or any answer.
  async function slot() {
    for (;;) {
      while (pending.length > 0 && pending[0].answer) await take();
      if (pending.length >= cap) await take();
      else if (!full()) return;
      else if (!(await workHere(full))) await new Promise((resolve) => (wake = resolve));
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

// The answer to one message: { result } (handle(message)'s) with the buffers it holds, to be
// moved rather than copied, or { error } (what handle threw, as runOrdered rebuilds it).
async function answerOf(handle, message) {
  try {
    const result = await handle(message);
    // Buffers in the result (or in an object of it).
    const transfer = Object.values(result)
      .flatMap((v) => (v?.constructor === Object ? Object.values(v) : [v]))
      .filter((v) => v instanceof Uint8Array && v.byteOffset === 0 && v.byteLength === v.buffer.byteLength)
      .map((v) => v.buffer);
    return { answer: { result }, transfer };
  } catch (error) {
    return { answer: { error: { message: error.message, code: error.code, kind: error.name } }, transfer: [] };
  }
}

// The worker side: answers each message with handle(message)'s result, or the error it threw,
// one message at a time and in the order they came (runOrdered matches answers to items by
// that order; an async handle, as Parquet's encoder is, must not let a later message overtake).
function serve(parentPort, handle) {
  let previous = Promise.resolve();
  parentPort.on('message', (message) => {
    previous = previous
      .then(() => answerOf(handle, message))
      .then(({ answer, transfer }) => parentPort.postMessage(answer, transfer));
  });
}

/**
 * A worker in this thread, for runOrdered's `here`: answers as a Worker of serve(handle) does
 * (in order; errors as a worker sends them), with nothing copied, but only when runOrdered
 * calls workOne(): this thread works on its items when it would otherwise wait for an answer.
 * --jobs N so runs N − 1 worker threads and this one, which otherwise mostly waits (it cuts the
 * input and writes the output: a tenth of the work), so one isolate fewer starts, compiles the
 * same JavaScript and keeps a heap (with two workers, --jobs 2 took 13% more CPU than --jobs 1:
 * bench/results/archive.md). Handled as soon as given, its items would also hold up the cutting
 * of the next ones, which reads the input over many turns of the event loop: the workers then
 * waited for items (--jobs 2 was slower than with two workers).
 */
function workerHere(handle) {
  const worker = new EventEmitter();
  const queue = [];
  worker.postMessage = (message) => queue.push(message);
  worker.terminate = () => queue.splice(0);
  worker.hasQueued = () => queue.length > 0;
  // Answers the oldest message given; false when there is none.
  worker.workOne = async () => {
    if (queue.length === 0) return false;
    const { answer } = await answerOf(handle, queue.shift());
    worker.emit('message', answer);
    return true;
  };
  return worker;
}

module.exports = { jobCount, runOrdered, serve, startWorkers, stopWorkers };
