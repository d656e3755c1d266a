// One process run under /usr/bin/time, for the archive benches: its exit status, standard error,
// wall seconds, CPU seconds (user + system: the machine is shared, so wall time there mostly
// measures waiting for a core) and peak RSS in bytes. `env`: more environment (the thread-CPU
// preload's BN_THREAD_CPU); `dir`: a scratch folder for time's report.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function timedProcess(command, args, { dir, env = {} }) {
  const report = join(dir, 'time.txt');
  const result = spawnSync('/usr/bin/time', ['-f', '%e %U %S %M', '-o', report, command, ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  // The last line: time prints "Command exited with non-zero status N" before it on a failure.
  const [wall, user, system, kb] = readFileSync(report, 'utf8').trim().split('\n').pop().split(' ').map(Number);
  return { status: result.status, stderr: result.stderr, wall, cpu: user + system, rss: kb * 1024 };
}
