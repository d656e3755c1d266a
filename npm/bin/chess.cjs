// `boardnotation fen validate <fen>` and `boardnotation chess moves <fen>`: the FEN is the
// argument itself (quoted or not), or standard input when absent or "-".
'use strict';

const { Chess, Fen } = require('../dist/chess.cjs');

const fen = {
  validate: {
    input: 'words',
    operand: '[FEN|-]',
    summary: 'check a FEN against the strict rules: one line per problem, exit 1 if invalid',
    help: `Checks a FEN (the argument, or standard input) and prints "ok" or one line per problem:
1:column: error|warning: message (code).

Options:
  --lenient               accept what chess.js's load() pads or tolerates (six fields not required)
  --chess960              read the castling field as Chess960 (X-FEN or Shredder-FEN: HAha)`,
    options: { lenient: { type: 'boolean' }, chess960: { type: 'boolean' } },
    run(input, values) {
      const result = Fen.validate(input.text, {
        language: values.language,
        strict: !values.lenient,
        chess960: Boolean(values.chess960),
      });
      if (!result.ok) process.exitCode = 1;
      const lines = [...result.errors, ...result.warnings].map(
        (d) => `${d.line}:${d.column}: ${d.severity}: ${d.message} (${d.code})`,
      );
      return result.ok ? ['ok', ...lines].join('\n') : lines.join('\n');
    },
  },
};

const chess = {
  moves: {
    input: 'words',
    operand: '[FEN|-]',
    summary: 'the legal moves of a FEN position, in SAN (or as JSON move objects)',
    help: `Prints the legal moves of the position (the FEN argument, or standard input) in SAN,
separated by spaces, in chess.js's order. The FEN must pass the strict rules of fen validate.

Options:
  --verbose               one JSON move object per line (from, to, piece, flags, san, lan, after...)
  --square <e2>           only the moves of the piece on that square (default: every piece)
  --chess960              a Chess960 position, even with KQkq (rook-file letters alone say so)`,
    options: { verbose: { type: 'boolean' }, square: { type: 'string' }, chess960: { type: 'boolean' } },
    run(input, values) {
      let position;
      try {
        // The engine's strict FEN rules, as fen validate checks them: a position the CLI lists
        // moves for is one it would call valid.
        position = new Chess(input.text, {
          strict: true,
          language: values.language,
          chess960: values.chess960 ? true : undefined,
        });
      } catch (error) {
        if (error.column) error.location = `${input.name}:1:${error.column}`;
        throw error;
      }
      const moves = position.moves({ verbose: Boolean(values.verbose), square: values.square });
      return values.verbose ? moves.map((m) => JSON.stringify(m)).join('\n') : moves.join(' ');
    },
  },
};

module.exports = { fen: { commands: fen }, chess: { commands: chess } };
