// `boardnotation pgn check|convert [file|-]`: PGN databases of any size, read in pieces by the
// streaming reader (one game at a time), with a progress bar on standard error when standard
// output is a terminal. Their output goes through the dispatcher's writer (output.cjs), awaited
// game by game: a slow reader slows the reading down instead of filling memory.
'use strict';

const { closeSync, fstatSync, openSync, readFileSync, readSync } = require('node:fs');
const { setTimeout: sleep } = require('node:timers/promises');
const { Pgn } = require('../dist/pgn.cjs');
const { jsonPieces } = require('../dist/json-text.cjs');
const { OutputClosed } = require('./output.cjs');
const columnar = require('./columnar/sink.cjs');

const CHUNK = 1 << 20;

// The name messages give the input: its path, or <stdin> for no file or "-" (as the other commands).
function nameOf(input) {
  return input.path === undefined || input.path === '-' ? '<stdin>' : input.path;
}

function openInput(input) {
  if (nameOf(input) === '<stdin>') return { fd: 0, name: '<stdin>', size: 0, close() {} };
  let fd;
  try {
    fd = openSync(input.path, 'r');
  } catch (error) {
    throw new TypeError(`${input.path}: cannot read the file (${error.code ?? error.message})`);
  }
  return { fd, name: input.path, size: fstatSync(fd).size, close: () => closeSync(fd) };
}

function progressBar(source) {
  if (!process.stdout.isTTY) return { update() {}, done() {} };
  let last = 0;
  const draw = (bytes, games) => {
    const width = 30;
    const share = source.size > 0 ? Math.min(1, bytes / source.size) : 0;
    const bar =
      source.size > 0 ? `[${'#'.repeat(Math.round(share * width)).padEnd(width)}] ${Math.round(share * 100)}% ` : '';
    process.stderr.write(`\r${bar}${games} games`);
  };
  return {
    update(bytes, games) {
      const now = Date.now();
      if (now - last < 100) return;
      last = now;
      draw(bytes, games);
    },
    done() {
      process.stderr.write('\r\x1b[K');
    },
  };
}

// "N..M" (games N to M, counted from 1), "N" (game N) or "N.." (from N on) -> [first, last].
function gameRange(text) {
  const match = /^(\d+)(\.\.(\d*))?$/.exec(text);
  if (!match) throw new RangeError(`--games must be N, N..M or N.. (games counted from 1), not "${text}"`);
  const first = Number(match[1]);
  const last = match[2] === undefined ? first : match[3] === '' ? Infinity : Number(match[3]);
  if (first < 1 || last < first)
    throw new RangeError(`--games ${text}: the range must start at 1 or later and not end before it starts`);
  return [first, last];
}

function readWhole(input) {
  try {
    return readFileSync(nameOf(input) === '<stdin>' ? 0 : input.path);
  } catch (error) {
    throw new TypeError(`${input.path}: cannot read the file (${error.code ?? error.message})`);
  }
}

// Where a line's column 1 is shifted to in the file for a text cut out of it at `offset`: games
// cut out by the index are read on their own, and their lines and columns are put back.
function shiftOf(bytes, offset, line) {
  const lineStart = bytes.lastIndexOf(10, offset - 1) + 1;
  const before = new TextDecoder().decode(bytes.subarray(lineStart, offset)).length;
  return { lines: line - 1, columns: before };
}

function shifted(game, shift) {
  for (const d of game.diagnostics) {
    if (d.line === 1) d.column += shift.columns;
    d.line += shift.lines;
  }
  game.line += shift.lines;
  return game;
}

// The bytes Pgn.index's offsets count: the file's own, or for a file in UTF-16 the UTF-8 of its
// text, its byte order mark kept. The package says whether it is UTF-16 (npm/src/utf16.js
// recognises the mark): the encoding of a reading of the first two bytes.
function indexedBytes(bytes) {
  const { encoding } = Pgn.parse(bytes.subarray(0, 2));
  if (!encoding.startsWith('utf-16')) return bytes;
  return Buffer.from(new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes));
}

// Calls (and awaits) onGame(game) for games first..last of the input (values.games): the index
// finds their bytes without reading the moves of the others, and only those bytes are read.
async function selectedGames(input, values, onGame) {
  const [first, last] = gameRange(values.games);
  const bytes = indexedBytes(readWhole(input));
  const entries = Pgn.index(bytes, { language: values.language });
  const chosen = entries.slice(first - 1, Math.min(last, entries.length));
  const reader = Pgn.createReader({ language: values.language, strict: Boolean(values.strict) });
  if (chosen.length > 0) {
    const start = chosen[0].offset;
    const end = chosen[chosen.length - 1].offset + chosen[chosen.length - 1].length;
    const shift = shiftOf(bytes, start, chosen[0].line);
    for (const game of [...reader.push(bytes.subarray(start, end)), ...reader.end()])
      await onGame(shifted(game, shift));
  } else {
    reader.end();
  }
  return nameOf(input);
}

// Calls (and awaits) onGame(game) for every game of the input, reading it a piece at a time.
async function eachGame(input, values, onGame) {
  if (values.games !== undefined) return selectedGames(input, values, onGame);
  const source = openInput(input);
  const reader = Pgn.createReader({ language: values.language, strict: Boolean(values.strict) });
  const progress = progressBar(source);
  const buffer = Buffer.alloc(CHUNK);
  let count = 0;
  try {
    for (;;) {
      let read;
      try {
        read = readSync(source.fd, buffer, 0, CHUNK, null);
      } catch (error) {
        // Standard input left non-blocking by another process and empty for now: wait a little
        // rather than spin.
        if (error.code === 'EAGAIN') {
          await sleep(10);
          continue;
        }
        if (error.code === 'EOF') break;
        throw error;
      }
      if (read === 0) break;
      for (const game of reader.push(buffer.subarray(0, read))) {
        count += 1;
        await onGame(game);
      }
      progress.update(reader.bytesRead, count);
    }
    for (const game of reader.end()) {
      count += 1;
      await onGame(game);
    }
  } catch (error) {
    // A game past the size limit stops the reader: the games completed before it still count,
    // and the error is reported at its place in the file.
    if (error.code !== 'pgn.game_too_large') throw error;
    for (const game of error.games) await onGame(game);
    error.location = `${source.name}:${error.line}:${error.column}`;
    throw error;
  } finally {
    progress.done();
    source.close();
  }
  return source.name;
}

// A text, or its pieces one after the other, each awaited.
async function write(out, text) {
  if (typeof text === 'string') return out.write(text);
  for (const piece of text) await out.write(piece);
  return undefined;
}

function describe(name, d) {
  return `${name}:${d.line}:${d.column}: ${d.severity}: ${d.message} (${d.code})`;
}

function mainLineFens(game) {
  return [game.startFen, ...game.moves.map((m) => m.fen)];
}

const commands = {
  check: {
    input: 'stream',
    summary: 'read every game of a PGN file: games, moves, errors with line:col',
    help: `Reads every game (legal replay of every move, variations included) and prints a
summary: games, moves, games with errors, then one line per error:
file:line:column: error: message (code). Exit 1 if any game has an error.

Options:
  --strict                strict SAN (departures from canonical SAN are errors)
  --warnings              list warnings too`,
    options: { strict: { type: 'boolean' }, warnings: { type: 'boolean' } },
    async stream(input, values, out) {
      let games = 0;
      let moves = 0;
      let broken = 0;
      let warnings = 0;
      const lines = [];
      const name = await eachGame(input, values, (game) => {
        games += 1;
        const count = [game.moves];
        while (count.length > 0) {
          const line = count.pop();
          moves += line.length;
          for (const m of line) count.push(...m.variations);
        }
        if (!game.ok) broken += 1;
        for (const d of game.diagnostics) {
          if (d.severity === 'warning') warnings += 1;
          if (d.severity === 'error' || values.warnings) lines.push(describe(nameOf(input), d));
        }
      });
      if (broken > 0) process.exitCode = 1;
      await out.write(`${name}: ${games} games, ${moves} moves, ${broken} with errors, ${warnings} warnings\n`);
      for (const line of lines) await out.write(`${line}\n`);
    },
  },
  convert: {
    input: 'stream',
    summary: 'PGN -> JSON lines, FEN lists, export-format PGN, CSV or Parquet (--to jsonl|fens|pgn|csv|parquet)',
    help: `Converts every game of a PGN file, one game at a time:
  --to jsonl   one JSON object per game (headers, move tree with SAN, squares, FENs, comments, NAGs)
  --to fens    the FEN of the start and after each main-line move, a blank line between games
  --to pgn     export format (Seven Tag Roster, canonical SAN, 80-column lines)
  --to csv     one row per game: tags, result, moves in SAN and UCI, final FEN, clocks,
               evaluations, first error (the columns: docs/pgn.md), RFC 4180
  --to parquet the same table in a Parquet file (needs the package hyparquet-writer)
Games with errors are left out and reported on standard error as file:line:column: message;
the exit code is then 1. In csv and parquet they are kept, their first error in a column.

Options:
  --to <jsonl|fens|pgn|csv|parquet>
                          output format (required)
  --games <N..M>          only games N to M (counted from 1; N alone, or N.. to the end),
                          found with the header index without reading the other games' moves
  --strict                strict SAN (departures from canonical SAN are errors)
  --positions             csv, parquet: one row per position instead (game, ply, FEN, move,
                          clock, evaluation)
  --tags <A,B,...>        csv, parquet: the tag columns (default: the Seven Tag Roster and the
                          tags of the first 1,000 games; the others go to other_tags as JSON)`,
    options: { to: { type: 'string' }, games: { type: 'string' }, strict: { type: 'boolean' }, ...columnar.options },
    async stream(input, values, out) {
      // Each format gives a game's text, or its pieces (an iterable).
      const formats = {
        // In pieces, at any depth: JSON.stringify overflows its stack on variations nested about
        // 880 deep (json-text.cjs).
        jsonl: (game) => [...jsonPieces(game), '\n'],
        fens: (game) => `${mainLineFens(game).join('\n')}\n\n`,
        pgn: (game) => `${Pgn.stringify(game, { language: values.language })}\n`,
      };
      const format = formats[values.to];
      if (!format && !columnar.isColumnar(values.to))
        throw new TypeError(`--to must be one of: ${[...Object.keys(formats), 'csv', 'parquet'].join(', ')}`);
      // csv and parquet: a sink that keeps games with errors too (columnar/sink.cjs).
      const sink = await columnar.openSink(values, out, values.games === undefined ? 1 : gameRange(values.games)[0]);
      const errors = [];
      let closed = null;
      try {
        await eachGame(input, values, (game) => {
          if (!game.ok) {
            const d = game.diagnostics.find((x) => x.severity === 'error');
            errors.push(`${nameOf(input)}:${d.line}:${d.column}: ${d.message}`);
            if (!sink) return undefined;
          }
          return sink ? sink.add(game) : write(out, format(game));
        });
        await sink?.end();
      } catch (error) {
        // The output's reader has gone: the games read until then are reported all the same.
        if (!(error instanceof OutputClosed)) throw error;
        closed = error;
      }
      if (errors.length > 0) {
        process.exitCode = 1;
        process.stderr.write(`${errors.join('\n')}\n`);
      }
      if (closed) throw closed;
    },
  },
};

// The index's columns: the tags asked for (default: the Seven Tag Roster but Round), then
// where the game is.
function indexRow(number, entry, tags) {
  const cells = [number, entry.line, entry.offset, entry.length, ...tags.map((t) => entry.headers[t] ?? '')];
  return cells.map((c) => String(c).replace(/[\t\n\r]/g, ' ')).join('\t');
}

commands.index = {
  input: 'bytes',
  summary: 'list every game (number, line, byte range, tags) without reading the moves',
  help: `Lists the games of a PGN file from their tag pairs only (the moves are skipped, which is
fast on any size of database): one line per game, tab-separated, after a header line:
number, line, byte offset, byte length, then the tags asked for. With --to jsonl, one JSON
object per game: { number, line, offset, length, result, headers }.
Use the numbers with "pgn convert --games N..M".

Options:
  --tags <A,B,...>        the tag columns (default: Event,Site,Date,White,Black,Result)
  --to <tsv|jsonl>        output format (default: tsv)`,
  options: { tags: { type: 'string' }, to: { type: 'string' } },
  run(input, values) {
    const entries = Pgn.index(input.text, { language: values.language });
    const to = values.to ?? 'tsv';
    if (to === 'jsonl') {
      return entries
        .map((e, k) =>
          JSON.stringify({
            number: k + 1,
            line: e.line,
            offset: e.offset,
            length: e.length,
            result: e.result,
            headers: { ...e.headers },
          }),
        )
        .join('\n');
    }
    if (to !== 'tsv') throw new TypeError('--to must be one of: tsv, jsonl');
    const tags = (values.tags ?? 'Event,Site,Date,White,Black,Result').split(',').filter((t) => t !== '');
    return [
      ['number', 'line', 'offset', 'length', ...tags].join('\t'),
      ...entries.map((e, k) => indexRow(k + 1, e, tags)),
    ].join('\n');
  },
};

module.exports = { commands };
