// `boardnotation sgf format|parse`: SGF files rewritten in the canonical layout, or as JSON;
// `sgf convert`: a table of their games (sgf-convert.cjs).
'use strict';

const { Sgf } = require('../dist/sgf.cjs');
const { jsonPieces } = require('../dist/json-text.cjs');

// Attaches "file:line:col" to an error so the command prints it on one line.
function located(error, name) {
  error.location = error.line ? `${name}:${error.line}:${error.column}` : name;
  return error;
}

// The trees; each warning (a repaired malformation, a detected charset) goes to `warn` (by
// default standard error) as "file:line:col: warning: message", so that what was changed is
// never silent.
function parse(input, values, warn = (line) => process.stderr.write(line)) {
  const options = { language: values.language, strict: Boolean(values.strict) };
  try {
    const trees = Sgf.parse(input.text, options);
    for (const d of Sgf.validate(input.text, options).warnings) {
      warn(`${input.name}:${d.line}:${d.column}: warning: ${d.message}\n`);
    }
    return trees;
  } catch (error) {
    throw located(error, input.name);
  }
}

// One file of several (a directory, a list: sgf-files.cjs), in this thread or a worker: its
// output text (what the command prints for it alone), what goes to standard error, and whether
// it failed (its error is then in `stderr`, as the command prints it for one file).
function fileResult(commandName, input, values) {
  let stderr = '';
  try {
    const result = commands[commandName].run(input, values, (line) => {
      stderr += line;
    });
    const text = typeof result === 'string' ? result : [...result].join('');
    return { text: `${text}\n`, stderr, failed: false };
  } catch (error) {
    return { text: '', stderr: `${stderr}${error.location ?? 'boardnotation'}: ${error.message}\n`, failed: true };
  }
}

const commands = {
  format: {
    summary: 'SGF file -> the same collection, one node per line, in UTF-8 with CA[UTF-8]',
    help: `Reads an SGF file (decoded as its CA property says, or detected without one; repairs of
malformed files are warnings) and writes it back in UTF-8 in the canonical layout: every
property, value and variation kept, CA set to UTF-8.

Options:
  --one-line              write each game tree on one line
  --keep-charset          leave CA as the file has it (the output is still UTF-8)
  --strict                refuse malformed SGF that the default reading repairs`,
    input: 'bytes',
    options: { 'one-line': { type: 'boolean' }, 'keep-charset': { type: 'boolean' }, strict: { type: 'boolean' } },
    run(input, values, warn) {
      const options = { lineBreakBetweenNodes: !values['one-line'], keepCharset: Boolean(values['keep-charset']) };
      // The dispatcher ends the output with a line break already.
      return Sgf.stringify(parse(input, values, warn), options).replace(/\n$/, '');
    },
  },
  parse: {
    summary: 'SGF file -> its game trees as JSON ({ root: { properties, children, line, column } })',
    help: `Prints the game trees of an SGF file as JSON (values as written, escapes kept; each tree
with the charset it was decoded from and the one its CA declares).

Options:
  -p, --pretty            indent the JSON
  --strict                refuse malformed SGF that the default reading repairs`,
    input: 'bytes',
    options: { pretty: { type: 'boolean', short: 'p' }, strict: { type: 'boolean' } },
    run(input, values, warn) {
      // In pieces, at any depth: JSON.stringify overflows its stack on a line of about 2,000
      // nodes, and the pretty text of a tree 5,000 levels deep is longer than a string can be.
      return jsonPieces(parse(input, values, warn), values.pretty ? 2 : undefined);
    },
  },
};

// Several files: sgf-files.cjs reads them (with --jobs) and writes each one's result in order.
for (const name of Object.keys(commands)) {
  const command = commands[name];
  command.options.jobs = { type: 'string' };
  command.help += `

Several files, or a directory (read recursively; files that are not SGF are skipped with a
warning), are read in --jobs threads and written one after the other, in the order given
(a directory's files sorted by name); an error in one file is reported and the others are read.
  --jobs <N>              threads for several files (default: the machine's cores): this
                          one and N - 1 workers
  --files-from <file>     also read the files listed in <file>, one path per line ("-":
                          standard input), after those named`;
  command.many = (paths, values, out) => require('./sgf-files.cjs').eachFile(name, paths, values, out);
}

// A table of an archive's games (sgf-convert.cjs), one file or many alike.
commands.convert = require('./sgf-convert.cjs').command;

module.exports = { commands, fileResult };
