// `boardnotation bdl check|format|board|perft`: BDL descriptions checked, rewritten, and their
// game shown or counted. Explicit JavaScript in a file runs only with --allow-explicit.
'use strict';

const { Bdl } = require('../dist/bdl.cjs');

function located(error, name) {
  error.location = error.line ? `${name}:${error.line}:${error.column}` : name;
  return error;
}

// --allow-explicit: the file's explicit blocks run as JavaScript in this process, with its
// privileges (no sandbox): only for files you trust.
function gameOf(input, values) {
  const evaluator = values['allow-explicit'] ? (code) => new Function(`return (${code});`)() : undefined;
  try {
    return Bdl.game(input.text, { language: values.language, evaluator });
  } catch (error) {
    if (error.code === 'bdl.needs_evaluator') error.message += ' (boardnotation: --allow-explicit runs it)';
    throw located(error, input.name);
  }
}

const explicitHelp = `  --allow-explicit        run the file's explicit JavaScript (with this process's
                          privileges: only for files you trust)`;

// One letter per square: the piece's initial, upper case for player 0, lower case for player 1.
function drawBoard(game) {
  const rows = game.board();
  const width = String(game.height - 1).length;
  const lines = [];
  for (let y = game.height - 1; y >= 0; y -= 1) {
    const cells = rows[y].map((cell) => {
      if (!cell) return '.';
      const letter = cell.piece[0];
      return cell.owner === 0 ? letter.toUpperCase() : letter.toLowerCase();
    });
    lines.push(`${String(y).padStart(width)} ${cells.join(' ')}`);
  }
  lines.push(`${' '.repeat(width)} ${Array.from({ length: game.width }, (_, x) => String(x % 10)).join(' ')}`);
  lines.push(game.isOver() ? 'game over' : `player ${game.turn} to move, ${game.moves().length} legal moves`);
  return lines.join('\n');
}

const commands = {
  check: {
    summary: 'BDL file -> "ok", or its errors and warnings (file:line:col; exit code 1 on errors)',
    help: `Reads a BDL description and runs every check (syntax, undefined or duplicate pieces, board
bounds, missing rules, ...). Prints "ok" or one line per problem: "file:line:col: error: message".
The exit code is 1 when there are errors.

Options:
  --json                  print { ok, errors, warnings } as JSON`,
    input: 'text',
    options: { json: { type: 'boolean' } },
    run(input, values) {
      const report = Bdl.check(input.text, { language: values.language });
      if (!report.ok) process.exitCode = 1;
      if (values.json) return JSON.stringify(report);
      const line = (kind) => (d) => `${input.name}:${d.line}:${d.column}: ${kind}: ${d.message}`;
      const lines = [...report.errors.map(line('error')), ...report.warnings.map(line('warning'))];
      return report.ok ? ['ok', ...lines].join('\n') : lines.join('\n');
    },
  },
  format: {
    summary: 'BDL file -> the same description in the canonical layout',
    help: `Prints a BDL description in the canonical layout (two spaces per level, one item per line).
Explicit code is kept verbatim.`,
    input: 'text',
    run(input, values) {
      try {
        return Bdl.format(input.text, { language: values.language }).replace(/\n$/, '');
      } catch (error) {
        throw located(error, input.name);
      }
    },
  },
  board: {
    summary: 'BDL file -> the initial board (upper case: player 0, lower case: player 1)',
    help: `Prints the initial board of the game a BDL file describes: the initial of each piece, upper
case for player 0 and lower case for player 1; row y = 0 is at the bottom.

Options:
  --json                  print board()[y][x] as JSON
${explicitHelp}`,
    input: 'text',
    options: { json: { type: 'boolean' }, 'allow-explicit': { type: 'boolean' } },
    run(input, values) {
      const game = gameOf(input, values);
      try {
        return values.json ? JSON.stringify(game.board()) : drawBoard(game);
      } finally {
        game.free();
      }
    },
  },
  perft: {
    summary: 'BDL file -> leaf counts of its legal-move tree for depths 1..N (--depth, default 3)',
    help: `Counts the legal move sequences of the described game from its initial position, one line
"depth count" per depth from 1 to N.

Options:
  -d, --depth <N>         deepest count, 1 to 12 (default 3)
${explicitHelp}`,
    input: 'text',
    options: { depth: { type: 'string', short: 'd', default: '3' }, 'allow-explicit': { type: 'boolean' } },
    run(input, values) {
      const depth = Number(values.depth);
      if (!Number.isInteger(depth) || depth < 1 || depth > 12)
        throw new RangeError(`--depth must be an integer from 1 to 12, not "${values.depth}"`);
      const game = gameOf(input, values);
      try {
        return Array.from({ length: depth }, (_, i) => `${i + 1} ${game.perft(i + 1)}`).join('\n');
      } finally {
        game.free();
      }
    },
  },
};

module.exports = { commands };
