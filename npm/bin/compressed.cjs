// Compressed input (`games.pgn.zst`, `.gz`, `.bz2`, or the same on standard input), recognised
// by its first bytes (not its name) and decompressed as a stream. The decoders were chosen by
// measurement on an 18.6 MB PGN (docs/pgn.md, "Archives"): gzip with Node's zlib; zstd and
// bzip2 with the system's `zstd` and `bzip2` programs, which decompress in their own process
// (zstd about 900 MB per CPU-second, so it is never the bottleneck; the pure-JS fzstd did 54,
// unbzip2-stream 3.7 against 8 for `bzip2`). A missing program is a clear error, not a crash.
'use strict';

const { spawn } = require('node:child_process');
const { once } = require('node:events');
const { createGunzip } = require('node:zlib');

const FORMATS = [
  { name: 'gzip', magic: [0x1f, 0x8b] },
  { name: 'zstd', magic: [0x28, 0xb5, 0x2f, 0xfd], program: 'zstd', from: 'apt-get install zstd' },
  { name: 'bzip2', magic: [0x42, 0x5a, 0x68], program: 'bzip2', from: 'apt-get install bzip2' },
];

/** The compression `head` (the first bytes of an input) starts with: a format, or undefined. */
function compressionOf(head) {
  return FORMATS.find((f) => head.length >= f.magic.length && f.magic.every((b, k) => head[k] === b));
}

// A decoder: bytes written to `input` come out of `output` decompressed; `finished` rejects
// when decoding fails.
function decoderOf(format, name) {
  if (!format.program) {
    const gunzip = createGunzip();
    return { input: gunzip, output: gunzip, finished: Promise.resolve() };
  }
  const child = spawn(format.program, ['-dc'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let message = '';
  child.stderr.on('data', (text) => {
    message += text;
  });
  const finished = new Promise((resolve, reject) => {
    child.on('error', (error) => {
      reject(
        new TypeError(
          error.code === 'ENOENT'
            ? `${name}: the input is compressed with ${format.name}; reading it needs the ${format.program} program (${format.from}), which is not on the PATH`
            : `${name}: cannot run ${format.program} (${error.code ?? error.message})`,
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new TypeError(
            `${name}: the ${format.name} data cannot be decompressed (${message.trim().split('\n')[0] || `exit code ${code}`})`,
          ),
        );
    });
  });
  // A decoder that stops reading (it failed) must not fail the writer with EPIPE: `finished` says why.
  child.stdin.on('error', () => {});
  child.stdout.on('error', () => {});
  return { input: child.stdin, output: child.stdout, finished, stop: () => child.kill() };
}

/**
 * The chunks of `chunks` (an async iterable of Buffers), decompressed when their first bytes
 * are those of gzip, zstd or bzip2. `name` names the input in errors.
 */
async function* decompressed(chunks, name) {
  const source = chunks[Symbol.asyncIterator]();
  let head = Buffer.alloc(0);
  let ended = false;
  while (head.length < 4) {
    const next = await source.next();
    if (next.done) {
      ended = true;
      break;
    }
    head = Buffer.concat([head, next.value]);
  }
  const format = compressionOf(head);
  if (!format) {
    if (head.length > 0) yield head;
    if (!ended) for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
    return;
  }
  const decoder = decoderOf(format, name);
  let failure = null;
  const failed = decoder.finished.catch((error) => {
    failure = error;
  });
  // Feeds the decoder while its output is read (each waits for the other through back-pressure).
  const feed = (async () => {
    try {
      if (!decoder.input.write(head)) await once(decoder.input, 'drain');
      if (!ended) {
        for (let next = await source.next(); !next.done && !failure; next = await source.next()) {
          if (!decoder.input.write(next.value)) await Promise.race([once(decoder.input, 'drain'), failed]);
        }
      }
    } finally {
      decoder.input.end();
    }
  })();
  try {
    for await (const chunk of decoder.output) yield chunk;
    await feed;
    await failed;
  } catch (error) {
    failure ??=
      error instanceof TypeError
        ? error
        : new TypeError(`${name}: the ${format.name} data cannot be decompressed (${error.message})`);
  } finally {
    decoder.stop?.();
  }
  if (failure) throw failure;
}

module.exports = { compressionOf, decompressed };
