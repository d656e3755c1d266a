// `boardnotation sgf format|parse`: SGF files rewritten in the canonical layout, or as JSON.
'use strict';

const { Sgf } = require('../dist/sgf.cjs');

// Attaches "file:line:col" to an error so the command prints it on one line.
function located(error, name) {
  error.location = error.line ? `${name}:${error.line}:${error.column}` : name;
  return error;
}

function parse(input, values) {
  try {
    return Sgf.parse(input.text, { language: values.language });
  } catch (error) {
    throw located(error, input.name);
  }
}

const commands = {
  format: {
    summary: 'SGF file -> the same collection, one node per line (UTF-8, CA as decoded)',
    help: `Reads an SGF file (decoded as its CA property says) and writes it back in the canonical
layout: every property, value and variation kept.

Options:
  --one-line              write each game tree on one line`,
    input: 'bytes',
    options: { 'one-line': { type: 'boolean' } },
    run(input, values) {
      // The dispatcher ends the output with a line break already.
      return Sgf.stringify(parse(input, values), { lineBreakBetweenNodes: !values['one-line'] }).replace(/\n$/, '');
    },
  },
  parse: {
    summary: 'SGF file -> its game trees as JSON ({ root: { properties, children, line, column } })',
    help: `Prints the game trees of an SGF file as JSON (values as written, escapes kept).

Options:
  -p, --pretty            indent the JSON`,
    input: 'bytes',
    options: { pretty: { type: 'boolean', short: 'p' } },
    run(input, values) {
      return JSON.stringify(parse(input, values), null, values.pretty ? 2 : undefined);
    },
  },
};

module.exports = { commands };
