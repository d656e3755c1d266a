// Preloaded by bench/archive.mjs (node -r) into the CLI's process: at its exit, writes the CPU
// time of the main thread (from /proc, Linux), of each worker thread, of the other threads
// (V8's and libuv's helpers: garbage collection, compiling code) and of the whole process to
// the file named by BN_THREAD_CPU, as JSON. With --jobs the main thread cuts the input and
// writes the output while worker threads read and encode: its share says whether it bounds
// the speed-up, and the workers' and helpers' shares where the extra CPU time of more threads
// goes.
//
// A worker thread is gone (and its CPU time with it) once terminated: the preload runs in the
// workers too (they inherit node's -r), each notes its thread id, and the main thread reads
// every thread's time before any worker is terminated (Worker.prototype.terminate) as well as
// at its exit.
'use strict';

const { isMainThread, Worker } = require('node:worker_threads');
const { appendFileSync, readFileSync, readdirSync, readlinkSync, writeFileSync } = require('node:fs');

// utime + stime of a thread, in seconds: the 14th and 15th fields of its stat line, in clock
// ticks (100 per second on Linux).
function threadCpu(tid) {
  try {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null; // the thread has ended
  }
}

const out = process.env.BN_THREAD_CPU;
if (out && !isMainThread) {
  appendFileSync(`${out}.tids`, `${readlinkSync('/proc/thread-self').split('/').pop()}\n`);
} else if (out) {
  writeFileSync(`${out}.tids`, '');
  const seen = new Map(); // tid -> latest CPU seconds
  const snapshot = () => {
    for (const tid of readdirSync('/proc/self/task')) {
      const cpu = threadCpu(tid);
      if (cpu !== null) seen.set(tid, cpu);
    }
  };
  const terminate = Worker.prototype.terminate;
  Worker.prototype.terminate = function terminateAfterSnapshot(...args) {
    snapshot();
    return terminate.apply(this, args);
  };
  process.on('exit', () => {
    snapshot();
    const workerTids = new Set(readFileSync(`${out}.tids`, 'utf8').split('\n').filter(Boolean));
    const main = seen.get(String(process.pid)) ?? 0;
    const workers = [...workerTids].map((tid) => seen.get(tid) ?? 0);
    const helpers = [...seen].filter(([tid]) => tid !== String(process.pid) && !workerTids.has(tid));
    const usage = process.cpuUsage();
    writeFileSync(
      out,
      JSON.stringify({
        main,
        workers,
        helpers: helpers.reduce((sum, [, cpu]) => sum + cpu, 0),
        process: (usage.user + usage.system) / 1e6,
      }),
    );
  });
}
