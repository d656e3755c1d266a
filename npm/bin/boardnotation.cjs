#!/usr/bin/env node
// The boardnotation command: `boardnotation <notation> <command> [file|-] [options]`.
// Each notation's commands live in their own module (gbb.cjs, hen.cjs, sgf.cjs, ssb.cjs); this file
// reads input, dispatches, and turns every failure into one line and exit code 1 (no stack traces).
// A notation may also name shortcuts: commands reachable without the notation (`sgf2hen`).
'use strict';

const { readFileSync, writeFileSync } = require('node:fs');
const { parseArgs } = require('node:util');
const { version } = require('../package.json');

const notations = { gbb: require('./gbb.cjs'), ...require('./chess.cjs'), hen: require('./hen.cjs'), sgf: require('./sgf.cjs'), ssb: require('./ssb.cjs'), bdl: require('./bdl.cjs'), pgn: require('./pgn.cjs') };
const shortcuts = Object.fromEntries(Object.entries(notations).flatMap(([name, n]) =>
  Object.entries(n.shortcuts ?? {}).map(([shortcut, command]) => [shortcut, [name, command]])));

const usage = `Usage: boardnotation <notation> <command> [file|-] [options]

Notations and commands:
${Object.entries(notations).map(([name, n]) => Object.entries(n.commands).map(([cmd, c]) => `  ${`${name} ${cmd}`.padEnd(15)} ${c.summary}`).join('\n')).join('\n')}
${Object.entries(shortcuts).map(([shortcut, [name, cmd]]) => `  ${shortcut.padEnd(15)} same as: ${name} ${cmd}`).join('\n')}

Input is the file named, or standard input when the file is "-" or absent; the fen, chess and
hen commands take the FEN or HEN itself as the argument.

Common options:
  -l, --language <en|es>  language of error messages (default en)
  -o, --output <file>     write the result to a file instead of standard output
  -h, --help              show this help (or a command's help)
  -v, --version           show the version`;

class UsageError extends Error {}

function fail(message) {
  process.stderr.write(`${message.split('\n')[0]}\n`);
  process.exitCode = 1;
}

// `kind` is the command's `input`: 'text' (a file, read as UTF-8), 'bytes' (a file, raw: the
// command decodes it) or 'argument' (the argument itself is the input).
function readInput(file, kind = 'text') {
  const encoding = kind === 'bytes' ? undefined : 'utf8';
  if (file === undefined || file === '-') return { name: '<stdin>', text: readFileSync(0, encoding) };
  if (kind === 'argument') return { name: '<argument>', text: file };
  try {
    return { name: file, text: readFileSync(file, encoding) };
  } catch (error) {
    throw new UsageError(`${file}: cannot read the file (${error.code ?? error.message})`);
  }
}

// For 'words' commands: the arguments joined by spaces (an unquoted FEN), or standard input.
function readText(positionals) {
  if (positionals.length === 0 || (positionals.length === 1 && positionals[0] === '-')) {
    return { name: '<stdin>', text: readFileSync(0, 'utf8').replace(/\r?\n$/, '') };
  }
  return { name: '<argument>', text: positionals.join(' ') };
}

function main(argv) {
  if (argv.length === 0 || argv[0] === '-h' || argv[0] === '--help') return process.stdout.write(`${usage}\n`);
  if (argv[0] === '-v' || argv[0] === '--version') return process.stdout.write(`${version}\n`);
  const [notationName, commandName, ...rest] = shortcuts[argv[0]] ? [...shortcuts[argv[0]], ...argv.slice(1)] : argv;
  const notation = notations[notationName];
  if (!notation) throw new UsageError(`unknown notation "${notationName}"; run boardnotation --help`);
  const command = notation.commands[commandName];
  if (!command) throw new UsageError(`unknown command "${notationName} ${commandName ?? ''}"; run boardnotation --help`);

  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      language: { type: 'string', short: 'l', default: 'en' },
      output: { type: 'string', short: 'o' },
      help: { type: 'boolean', short: 'h' },
      ...command.options,
    },
  });
  if (values.help) return process.stdout.write(`Usage: boardnotation ${notationName} ${commandName} [file|-] [options]\n\n${command.help}\n`);
  if (positionals.length > 1 && command.input !== 'words') throw new UsageError(`expected at most one input file, got ${positionals.length}`);

  // Commands that read big inputs a piece at a time and write their own output (pgn).
  if (command.input === 'stream') return command.stream({ path: positionals[0] }, values);
  // Commands whose input is short text (a FEN) take it as the argument, unquoted words joined.
  const input = command.input === 'words' ? readText(positionals) : readInput(positionals[0], command.input);
  const result = command.run(input, values);
  if (values.output) writeFileSync(values.output, `${result}\n`);
  else process.stdout.write(`${result}\n`);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError || error instanceof TypeError || error instanceof RangeError || error.code?.startsWith?.('ERR_PARSE_ARGS')) {
    fail(`boardnotation: ${error.message}`);
  } else if (error.location) {
    fail(`${error.location}: ${error.message}`);
  } else {
    fail(`boardnotation: ${error.message}`);
  }
}
