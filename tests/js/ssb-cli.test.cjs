// `boardnotation ssb check`, run as users run it (a child process).
const { spawnSync } = require('node:child_process');
const { existsSync, mkdtempSync, readFileSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const bin = require.resolve('boardnotation/package.json').replace('package.json', 'bin/boardnotation.cjs');
const run = (args, input) => spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8' });
const dir = mkdtempSync(join(tmpdir(), 'bn-ssb-cli-'));
const corpus = join(__dirname, '..', '..', '..', 'shared', 'corpus', 'ssb');
const fixture = join(corpus, 'real_game_B_data_access_fixture.json');
const withCorpus = existsSync(fixture) ? test : test.skip;

function gameFile(edit) {
  const { invite, messages } = JSON.parse(readFileSync(fixture, 'utf8'));
  const list = [invite, ...messages];
  if (edit) edit(list);
  const file = join(dir, `game${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(list, null, 1));
  return file;
}

test('--help lists ssb check', () => {
  expect(run(['--help']).stdout).toContain('ssb check');
  expect(run(['ssb', 'check', '--help']).stdout).toContain('Replays the game');
});

withCorpus('a real game: players, moves, result, no issues', () => {
  const r = run(['ssb', 'check', gameFile()]);
  expect(r.status).toBe(0);
  const lines = r.stdout.trim().split('\n');
  expect(lines[0]).toBe('game %QycN67xQP1gHB9+LIct4KGmwDTBNhmUa1QT0TFshZvA=.sha256');
  expect(lines[1]).toBe('white @RJ09Kfs3neEZPrbpbWVDxkN92x9moe3aPusOMOc4S2I=.ed25519');
  expect(lines[3]).toMatch(/^1\. c4 c6 2\. Nc3 e5 .* 24\. Qg6#$/);
  expect(lines[4]).toBe('1-0 (mate, winner @RJ09Kfs3neEZPrbpbWVDxkN92x9moe3aPusOMOc4S2I=.ed25519)');
  expect(lines[5]).toBe('ok: no issues');
});

withCorpus('issues as file:line:col lines, exit code 1, --json, Spanish', () => {
  const file = gameFile((list) => {
    const end = list.find((m) => m.value.content.type === 'chess_game_end');
    end.value.content.winner = '@p13zSAiOpguI9nsawkGijsnMfWmFd5rlUNpzekEE+vI=.ed25519';
  });
  const r = run(['ssb', 'check', file]);
  expect(r.status).toBe(1);
  const issue = r.stdout.trim().split('\n').pop();
  expect(issue).toMatch(
    new RegExp(`^${file.replace(/[.]/g, '\\.')}:\\d+:\\d+: error: The winner field of message \\d+`),
  );
  const json = JSON.parse(run(['ssb', 'check', file, '--json']).stdout);
  expect(json.issues.map((i) => i.code)).toEqual(['ssb.replay.winner_mismatch']);
  expect(run(['ssb', 'check', file, '-l', 'es']).stdout).toContain('según la regla del protocolo');
});

test('one message from standard input is validated', () => {
  const content = JSON.stringify({
    type: 'chess_chat',
    root: '%GplJjfQtF931QBN/QLb5Dbkkn7p6vPDa6GlArwx7lXs=.sha256',
    msg: 'hi',
  });
  expect(run(['ssb', 'check', '-'], content)).toMatchObject({ status: 0, stdout: 'ok: content chess_chat\n' });
  const bad = run(['ssb', 'check'], '{"type":"chess_chat",\n"root":"x"}');
  expect(bad.status).toBe(1);
  expect(bad.stdout).toBe(
    '<stdin>:2:8: error: $.root at line 2, column 8 is not a message id ("%" + canonical base64 of 32 bytes + ".sha256"): x\n' +
      '<stdin>:1:1: error: The field $.msg is missing (object at line 1, column 1).\n',
  );
  const broken = run(['ssb', 'check'], '[{"a":1,}]');
  expect(broken.status).toBe(1);
  expect(broken.stdout).toMatch(/^<stdin>:1:9: error: Unexpected \} at line 1, column 9/);
  expect(run(['ssb', 'check', join(dir, 'missing.json')])).toMatchObject({
    status: 1,
    stderr: expect.stringMatching(/cannot read the file/),
  });
});

withCorpus('--pgn prints the game as PGN, issues on standard error', () => {
  const r = run(['ssb', 'check', gameFile(), '--pgn']);
  expect(r.status).toBe(0);
  expect(r.stderr).toBe('');
  expect(r.stdout).toMatch(/^\[Event "ssb-chess game"\]\n/);
  expect(r.stdout).toContain('[White "@RJ09Kfs3neEZPrbpbWVDxkN92x9moe3aPusOMOc4S2I=.ed25519"]\n');
  expect(r.stdout).toMatch(/\n\n1\. c4 c6 2\. Nc3 e5 [^]*\s24\.\sQg6#\s1-0\n$/);
  const gap = run([
    'ssb',
    'check',
    gameFile((list) =>
      list.splice(
        list.findIndex((m) => m.value.content.ply === 20),
        1,
      ),
    ),
    '--pgn',
  ]);
  expect(gap.status).toBe(1);
  expect(gap.stderr).toMatch(/: error: .*\n$/);
  expect(gap.stdout).toMatch(/10\.\sNxf6\+\s\{ssb-chess:\sply\s21\scould\snot\sbe\sverified/);
  expect(run(['ssb', 'check', '--pgn'], '[]')).toMatchObject({
    status: 1,
    stderr: 'boardnotation: the messages hold no game\n',
  });
});
