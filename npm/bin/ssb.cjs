// `boardnotation ssb check messages.json`: a game's ssb-chess messages replayed and checked
// (a JSON array of messages), or one message or content validated (a JSON object).
'use strict';

const { Ssb } = require('../dist/ssb.cjs');

// "1. e4 c5 2. Nf3": the moves as movetext (plies that could not be checked are marked "?").
function movetext(game) {
  return game.plies
    .map((p, i) => {
      const number =
        p.ply % 2 === 1
          ? `${(p.ply + 1) / 2}. `
          : i === 0 || game.plies[i - 1].ply !== p.ply - 1
            ? `${p.ply / 2}... `
            : '';
      return `${number}${p.san}${p.verified ? '' : '?'}`;
    })
    .join(' ');
}

function where(name, d) {
  return d.line ? `${name}:${d.line}:${d.column}` : name;
}

const commands = {
  check: {
    summary: 'ssb-chess messages (JSON array) -> the game replayed and every issue (exit 1 on errors)',
    help: `Replays the game told by a JSON array of ssb-chess messages (in any order) with the chess
engine, prints the players, the moves, the result by the protocol's rule, then one line per
issue ("file:line:col: error: message"). A JSON object is checked as one message or content.
The exit code is 1 when there is an error.

Options:
  --json                  print the replay (or the validation) as JSON
  --pgn                   print the game as PGN (issues go to standard error)`,
    input: 'text',
    options: { json: { type: 'boolean' }, pgn: { type: 'boolean' } },
    run(input, values) {
      const options = { language: values.language };
      const isArray = /^\s*(\uFEFF)?\s*\[/.test(input.text);
      if (!isArray) {
        const report = Ssb.validate(input.text, options);
        if (!report.ok) process.exitCode = 1;
        if (values.json) return JSON.stringify(report, null, 2);
        const lines = [...report.errors, ...report.warnings].map(
          (d) => `${where(input.name, d)}: ${d.severity}: ${d.message}`,
        );
        return report.ok
          ? [`ok: ${report.shape} ${report.type ?? ''}`.trimEnd(), ...lines].join('\n')
          : lines.join('\n');
      }
      const game = Ssb.replay(input.text, options);
      if (!game.ok) process.exitCode = 1;
      if (values.json) return JSON.stringify(game, null, 2);
      if (values.pgn) {
        const issues = game.issues.map((d) => `${where(input.name, d)}: ${d.severity}: ${d.message}`);
        if (issues.length) process.stderr.write(`${issues.join('\n')}\n`);
        if (game.pgn === null) throw new TypeError('the messages hold no game');
        return game.pgn.trimEnd();
      }
      const lines = [];
      if (game.gameId) {
        lines.push(`game ${game.gameId}`);
        lines.push(`white ${game.white ?? '?'}`, `black ${game.black ?? '?'}`);
        if (game.plies.length) lines.push(movetext(game));
        lines.push(`${game.result} (${game.status}${game.winner ? `, winner ${game.winner}` : ''})`);
      }
      for (const d of game.issues) lines.push(`${where(input.name, d)}: ${d.severity}: ${d.message}`);
      if (game.ok) lines.push(game.issues.length ? 'ok (warnings only)' : 'ok: no issues');
      return lines.join('\n');
    },
  },
};

module.exports = { commands };
