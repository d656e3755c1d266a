// Preloaded by bench/archive.mjs (node -r) into the CLI's process: at its exit, writes the CPU
// time of the main thread (from /proc, Linux) and of the whole process to the file named by
// BN_THREAD_CPU, as JSON. With --jobs the main thread cuts the input and writes the output
// while worker threads read and encode: its share says whether it bounds the speed-up.
'use strict';

const { isMainThread } = require('node:worker_threads');
const { readFileSync, writeFileSync } = require('node:fs');

if (isMainThread && process.env.BN_THREAD_CPU) {
  process.on('exit', () => {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // Fields after the command name: utime and stime are the 14th and 15th of the line, in
    // clock ticks (100 per second on Linux).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const main = (Number(fields[11]) + Number(fields[12])) / 100;
    const usage = process.cpuUsage();
    writeFileSync(process.env.BN_THREAD_CPU, JSON.stringify({ main, process: (usage.user + usage.system) / 1e6 }));
  });
}
