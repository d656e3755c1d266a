// Where every command's output goes: standard output, or the file of --output. One writer for
// all commands, over a Node stream, because of what pipes do:
// - A pipe's reader may be slower than the command (`| less`, `| (sleep 2; wc -l)`). Node
//   makes standard output non-blocking once process.stdout exists, so a direct writeSync(1)
//   then fails with EAGAIN when the pipe is full (64 KiB): output was lost. The stream waits
//   for the pipe instead, and write() resolves only when the stream can take more (its
//   'drain'), so a command that writes as it reads (pgn convert) never holds more than the
//   stream's buffer, however slow the reader.
// - A reader may stop early (`| head -1`): the next write fails with EPIPE. That is not an
//   error of the command: write() then rejects with OutputClosed, which the dispatcher ends on
//   quietly (no message; the exit code is what the command decided before: 0 unless it had
//   found an error), as Unix tools end when their reader has gone.
'use strict';

const { createWriteStream, openSync } = require('node:fs');

// The reader of the output has gone: stop working, say nothing.
class OutputClosed extends Error {
  constructor() {
    super('the output was closed by its reader');
    this.name = 'OutputClosed';
  }
}

// Error codes that mean the reader has gone, not that writing failed.
const READER_GONE = new Set(['EPIPE', 'ECONNRESET', 'ERR_STREAM_DESTROYED']);

/**
 * The output of a command: standard output when `path` is undefined, else the file (created or
 * replaced when the first text is written, or at end(), so that a command that fails before
 * writing leaves no file behind). write(text) and end() are async: await them.
 * @param {string | undefined} path
 */
function openOutput(path) {
  let stream = null;
  let failure = null; // a write error other than a gone reader
  let closed = false; // the reader has gone
  let waiting = null; // resolves a pending wait (drain, flush) when anything happens

  const notify = () => {
    const wake = waiting;
    waiting = null;
    if (wake) wake();
  };
  const onError = (error) => {
    if (READER_GONE.has(error.code)) closed = true;
    else failure ??= error;
    notify();
  };
  const check = () => {
    if (failure) throw failure;
    if (closed) throw new OutputClosed();
  };

  function open() {
    if (stream) return stream;
    if (path === undefined) {
      stream = process.stdout;
    } else {
      let fd;
      try {
        fd = openSync(path, 'w');
      } catch (error) {
        throw new TypeError(`${path}: cannot write the file (${error.code ?? error.message})`);
      }
      stream = createWriteStream(null, { fd });
    }
    stream.on('error', onError);
    stream.on('drain', notify);
    stream.on('close', notify);
    return stream;
  }

  // Until `done()` holds, or the stream fails or closes; no polling: the stream's events wake it.
  async function until(done) {
    for (check(); !done(); check()) {
      await new Promise((resolve) => {
        waiting = resolve;
      });
      if (stream.destroyed && !done()) {
        check();
        break;
      }
    }
  }

  let pending = 0; // writes handed to the stream and not yet done
  const written = (error) => {
    pending -= 1;
    if (error) onError(error);
    notify();
  };

  return {
    /** Writes `text`; resolves when the stream can take more (back-pressure). */
    async write(text) {
      check();
      const target = open();
      pending += 1;
      if (!target.write(text, written)) await until(() => !target.writableNeedDrain);
      check();
    },
    /** Everything written is out (the file closed): resolves, or rejects as write() does. */
    async end() {
      check();
      const target = open();
      if (target === process.stdout) {
        await until(() => pending === 0);
        return;
      }
      target.end();
      await until(() => target.closed);
    },
  };
}

module.exports = { openOutput, OutputClosed };
