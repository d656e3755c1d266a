// `boardnotation hen validate|to-sgf|from-sgf` (shortcuts: hen2sgf, sgf2hen): HEN strings
// checked and converted. HEN commands take the string itself as their argument.
'use strict';

const { Hen } = require('../dist/hen.cjs');

function located(error, name) {
  error.location = name;
  return error;
}

// Hen.validate reports '' valid (hen-js's Hen.parse('') is null: no position, not an error),
// but a command given nothing to check or convert has been given no HEN: an error.
function requireHen(input) {
  if (input.text.trim() === '') throw located(new Error('empty HEN string: there is no position to read'), input.name);
}

// Hen.validate's report: --hen-js gives hen-js's plain strings (their offset is in the text).
function validation(input, values) {
  return Hen.validate(input.text, { language: values.language, henJsCompatible: Boolean(values['hen-js']) });
}

const commands = {
  validate: {
    summary: 'HEN string -> "ok", or its errors (exit code 1); --json for { ok, errors, warnings }',
    help: `Checks a HEN string strictly against the grammar and prints "ok" or one line per problem
("error at offset N: message", then warnings). The exit code is 1 when there are errors, and
for an empty string (no position to check).

Options:
  --json                  print { ok, errors, warnings } as JSON
  --hen-js                hen-js behaviour: b/w stones only, square boards`,
    input: 'argument',
    operand: '[HEN|-]',
    options: { json: { type: 'boolean' }, 'hen-js': { type: 'boolean' } },
    run(input, values) {
      requireHen(input);
      const report = validation(input, values);
      if (!report.ok) process.exitCode = 1;
      if (values.json) return JSON.stringify(report);
      // With --hen-js the diagnostics are hen-js's plain strings (their offset is in the text).
      const line = (kind) => (d) =>
        typeof d === 'string' ? `${kind}: ${d}` : `${kind} at offset ${d.offset}: ${d.message}`;
      const lines = [...report.errors.map(line('error')), ...report.warnings.map(line('warning'))];
      return report.ok ? ['ok', ...lines].join('\n') : lines.join('\n');
    },
  },
  'to-sgf': {
    summary: 'HEN string -> SGF (setup stones, the last move, marks and labels)',
    help: `Prints the SGF of a HEN position (hen.toSgf()). A string that "hen validate" refuses is
refused with its first error (exit code 1), and so is an empty one.

Options:
  --hen-js                hen-js behaviour: b/w stones only, square boards`,
    input: 'argument',
    operand: '[HEN|-]',
    options: { 'hen-js': { type: 'boolean' } },
    run(input, values) {
      requireHen(input);
      // What hen validate refuses is refused here too, with its first error at its place:
      // Hen.parse alone would drop what it cannot read and print an empty board.
      const [error] = validation(input, values).errors;
      if (error !== undefined) {
        const message = typeof error === 'string' ? error : error.message;
        throw located(
          new Error(message),
          typeof error === 'string' ? input.name : `${input.name}:${error.line}:${error.column}`,
        );
      }
      return Hen.parse(input.text.trim(), { henJsCompatible: Boolean(values['hen-js']) }).toSgf();
    },
  },
  'from-sgf': {
    summary: 'SGF file -> the HEN of its main line after --move N moves (default 0: the setup)',
    help: `Replays the main line of the first game of an SGF file and prints the position as HEN.

Options:
  -m, --move <N>          moves to play (default 0; past the end: the final position)
  --hen-js                hen-js behaviour: b/w stones only, square boards`,
    input: 'bytes', // the file's bytes: its CA charset decides how they are decoded
    options: { move: { type: 'string', short: 'm', default: '0' }, 'hen-js': { type: 'boolean' } },
    run(input, values) {
      if (!/^\d+$/.test(values.move)) throw new RangeError(`--move takes a non-negative integer, not "${values.move}"`);
      const hen = Hen.sgf2hen(input.text, Number(values.move), { henJsCompatible: Boolean(values['hen-js']) });
      if (hen === '')
        throw located(
          new Error('no Go game could be read (invalid or empty SGF, a board larger than 25x25, or not Go)'),
          input.name,
        );
      return hen;
    },
  },
};

module.exports = { commands, shortcuts: { hen2sgf: 'to-sgf', sgf2hen: 'from-sgf' } };
