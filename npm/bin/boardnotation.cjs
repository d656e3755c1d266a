#!/usr/bin/env node
// The boardnotation command: `boardnotation <notation> <command> [file|-] [options]`.
// Each notation's commands live in their own module (gbb.cjs, chess.cjs for fen and chess, hen.cjs,
// sgf.cjs, ssb.cjs, bdl.cjs, pgn.cjs); this file reads input, dispatches, prints the help of every
// level (`boardnotation --help`, `boardnotation pgn --help`, `boardnotation pgn check --help`), and
// turns every failure into one line and exit code 1 (no stack traces). Everything a command
// prints goes through one writer (output.cjs): slow readers are waited for, and a reader that
// stops early (`| head -1`) ends the command quietly.
// A notation may also name shortcuts: commands reachable without the notation (`sgf2hen`).
'use strict';

const { readFileSync, statSync } = require('node:fs');
const { parseArgs } = require('node:util');
const { version } = require('../package.json');
const { openOutput, OutputClosed } = require('./output.cjs');

const notations = {
  gbb: require('./gbb.cjs'),
  ...require('./chess.cjs'),
  hen: require('./hen.cjs'),
  sgf: require('./sgf.cjs'),
  ssb: require('./ssb.cjs'),
  bdl: require('./bdl.cjs'),
  pgn: require('./pgn.cjs'),
};
// Every notation a document can be in draws its board: `boardnotation pgn svg`; `boardnotation svg
// FILE` detects the notation (svg.cjs).
const svg = require('./svg.cjs');
for (const name of svg.NOTATIONS) notations[name].commands.svg = svg.svgCommand(name);
const shortcuts = Object.fromEntries(
  Object.entries(notations).flatMap(([name, n]) =>
    Object.entries(n.shortcuts ?? {}).map(([shortcut, command]) => [shortcut, [name, command]]),
  ),
);

// The options every command takes: the dispatcher handles them, so each command's help leaves
// them out and gets this block appended.
const commonOptions = `Common options (every command):
  -l, --language <en|es>  language of messages and errors (default en)
  -o, --output <file>     write the result to a file (default: standard output)`;

const usage = `Usage: boardnotation <notation> <command> [file|-] [options]

Notations and commands:
${Object.entries(notations)
  .map(([name, n]) =>
    Object.entries(n.commands)
      .map(([cmd, c]) => `  ${`${name} ${cmd}`.padEnd(15)} ${c.summary}`)
      .join('\n'),
  )
  .join('\n')}
${Object.entries(shortcuts)
  .map(([shortcut, [name, cmd]]) => `  ${shortcut.padEnd(15)} same as: ${name} ${cmd}`)
  .join('\n')}
  ${'svg'.padEnd(15)} ${svg.detectedSvg.summary}

Input is the file named, or standard input when the file is "-" or absent; fen validate, chess
moves, hen validate and hen to-sgf take the FEN or HEN itself as the argument.

Run "boardnotation <notation> --help" for a notation's commands and "boardnotation <notation>
<command> --help" for a command's options.

Options:
  -h, --help              show this help
  -v, --version           show the version

${commonOptions}`;

// A notation's help: its commands, and the shortcuts that reach them without the notation.
function notationUsage(name) {
  const { commands, shortcuts = {} } = notations[name];
  const width = Math.max(...Object.keys(commands).map((c) => c.length)) + 2;
  const list = Object.entries(shortcuts)
    .map(([shortcut, cmd]) => `  boardnotation ${shortcut} = boardnotation ${name} ${cmd}\n`)
    .join('');
  return `Usage: boardnotation ${name} <command> [input] [options]

Commands:
${Object.entries(commands)
  .map(([cmd, c]) => `  ${cmd.padEnd(width)}${c.summary}`)
  .join('\n')}
${list ? `\nShortcuts:\n${list}` : ''}
Run "boardnotation ${name} <command> --help" for a command's options.`;
}

// A command's help: its own text (its own options), then the options every command takes. A
// command that reads its argument as text (a FEN, a HEN) names it in `operand`.
function commandUsage(name, cmd, command = notations[name].commands[cmd]) {
  return `Usage: boardnotation ${name ? `${name} ` : ''}${cmd} ${command.operand ?? '[file|-]'} [options]\n\n${command.help}\n\n${commonOptions}\n  -h, --help              show this help`;
}

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

// --files-from: the paths listed in a file (or standard input: "-"), one per line, blank lines
// skipped. An archive of a few hundred thousand files does not fit on a command line.
function listedFiles(list) {
  let text;
  try {
    text = readFileSync(list === '-' ? 0 : list, 'utf8');
  } catch (error) {
    throw new UsageError(`${list}: cannot read the list of files (${error.code ?? error.message})`);
  }
  return text.split(/\r?\n/).filter((line) => line.trim() !== '');
}

function isDirectory(path) {
  try {
    return path !== undefined && path !== '-' && statSync(path).isDirectory();
  } catch {
    return false;
  }
}

// Help and the version: on standard output, whatever --output says.
async function print(text) {
  const out = openOutput(undefined);
  await out.write(`${text}\n`);
  await out.end();
}

function main(argv) {
  if (argv.length === 0 || argv[0] === '-h' || argv[0] === '--help') return print(usage);
  if (argv[0] === '-v' || argv[0] === '--version') return print(version);
  if (argv[0] === 'svg') return runCommand(null, 'svg', svg.detectedSvg, argv.slice(1));
  const [notationName, commandName, ...rest] = shortcuts[argv[0]] ? [...shortcuts[argv[0]], ...argv.slice(1)] : argv;
  const notation = notations[notationName];
  if (!notation) throw new UsageError(`unknown notation "${notationName}"; run boardnotation --help`);
  // `boardnotation pgn`, `boardnotation pgn --help`: what the notation's commands are.
  if (commandName === undefined || commandName === '-h' || commandName === '--help')
    return print(notationUsage(notationName));
  const command = notation.commands[commandName];
  if (!command)
    throw new UsageError(`unknown command "${notationName} ${commandName}"; run boardnotation ${notationName} --help`);
  return runCommand(notationName, commandName, command, rest);
}

// Parses a command's options, reads its input and writes its result: a string, or pieces of text
// (an iterable: JSON longer than one string can be). A 'stream' command writes its own output
// as it goes, through the writer it is given (its write() is awaited).
async function runCommand(notationName, commandName, command, rest) {
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      language: { type: 'string', short: 'l', default: 'en' },
      output: { type: 'string', short: 'o' },
      help: { type: 'boolean', short: 'h' },
      ...(command.many ? { 'files-from': { type: 'string' } } : {}),
      ...command.options,
    },
  });
  if (values.help) return print(commandUsage(notationName, commandName, command));
  // Commands that take several files or a directory (sgf format|parse|convert) read them their way.
  const listed = values['files-from'] !== undefined;
  if (command.many && (listed || positionals.length > 1 || isDirectory(positionals[0]))) {
    if (listed && values['files-from'] === '-' && positionals.includes('-'))
      throw new UsageError('standard input cannot be both an input and the list of files (--files-from -)');
    const paths = listed ? [...positionals, ...listedFiles(values['files-from'])] : positionals;
    const out = openOutput(values.output);
    await command.many(paths, values, out);
    await out.end();
    return undefined;
  }
  if (positionals.length > 1 && command.input !== 'words')
    throw new UsageError(`expected at most one input file, got ${positionals.length}`);

  const out = openOutput(values.output);
  if (command.input === 'stream') {
    // Commands that read big inputs a piece at a time and write as they go (pgn).
    await command.stream({ path: positionals[0] }, values, out);
  } else {
    // Commands whose input is short text (a FEN) take it as the argument, unquoted words joined.
    const input = command.input === 'words' ? readText(positionals) : readInput(positionals[0], command.input);
    // A command may answer later (a Promise), and with bytes (svg --format png): written as they are.
    const result = await command.run(input, values);
    if (result instanceof Uint8Array) {
      await out.write(result);
    } else if (typeof result === 'string') {
      await out.write(`${result}\n`);
    } else {
      for (const piece of result) await out.write(piece);
      await out.write('\n');
    }
  }
  await out.end();
}

async function run(argv) {
  // Standard error closed by its reader (`2>&1 | head -1`): nothing more can be told there.
  process.stderr.on('error', () => {});
  try {
    await main(argv);
  } catch (error) {
    // The reader of the output has gone: it has what it wanted, the command ends quietly.
    if (error instanceof OutputClosed) return;
    if (
      error instanceof UsageError ||
      error instanceof TypeError ||
      error instanceof RangeError ||
      error.code?.startsWith?.('ERR_PARSE_ARGS')
    ) {
      fail(`boardnotation: ${error.message}`);
    } else if (error.location) {
      fail(`${error.location}: ${error.message}`);
    } else {
      fail(`boardnotation: ${error.message}`);
    }
  }
}

// Run as a command; required (tests/js/cli-help.test.cjs), it only gives its notations and commands.
if (require.main === module) run(process.argv.slice(2));
module.exports = { notations, shortcuts };
