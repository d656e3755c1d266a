// The documentation cannot drift from the code: every ```js block of README.md, npm/README.md and
// docs/*.md runs against the built package with its `// →` values checked (scripts/doc-examples.mjs),
// docs/errors.md is what the message catalogues give (scripts/errors-doc.mjs), every relative link
// and anchor points at something that exists, and README.md stays a short page for users.
const { execFileSync, spawnSync } = require('node:child_process');
const { readFileSync, readdirSync, existsSync } = require('node:fs');
const { join, dirname, resolve } = require('node:path');

const root = join(__dirname, '..', '..');
const docs = join(root, 'docs');
const pages = readdirSync(docs)
  .filter((f) => f.endsWith('.md'))
  .sort()
  .map((f) => join('docs', f));
const documents = ['README.md', 'npm/README.md', ...pages];

describe('examples run and print what the docs say', () => {
  test.each(documents)('%s', (file) => {
    const run = spawnSync(process.execPath, ['scripts/doc-examples.mjs', file], { cwd: root, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`${run.stderr}${run.stdout}`);
    expect(run.stdout).toMatch(/0 failures/);
  });

  test('the runner catches a wrong value and a block that throws (it can fail)', () => {
    const { mkdtempSync, writeFileSync } = require('node:fs');
    const dir = mkdtempSync(join(require('node:os').tmpdir(), 'bn-doc-check-'));
    const page = join(dir, 'wrong.md');
    writeFileSync(
      page,
      "```js\nimport { Fen } from 'boardnotation';\nconsole.log(Fen.validate('8/8/8/8/8/8/8/8 w - - 0 1').ok); // → true\n```\n\n```js\nthrow new Error('boom');\n```\n\n```js no-run\nthrow new Error('not run');\n```\n",
    );
    const run = spawnSync(process.execPath, ['scripts/doc-examples.mjs', page], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/expected true\s+but got\s+false/);
    expect(run.stderr).toMatch(/the block threw Error: boom/);
    expect(run.stdout).toMatch(/1 not run/);
  });
});

test('docs/errors.md is current and every code has both languages', () => {
  const out = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', "import { render } from './scripts/errors-doc.mjs'; process.stdout.write(render());"],
    { cwd: root, encoding: 'utf8' },
  );
  expect(out).not.toMatch(/\*\(missing\)\*/);
  expect(readFileSync(join(docs, 'errors.md'), 'utf8')).toBe(out);
});

// GitHub's heading anchors: lower case, punctuation other than '-' and '_' dropped, spaces to '-'.
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
function anchors(file) {
  const seen = new Map();
  const list = new Set();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1].replace(/`/g, ''));
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    list.add(n ? `${base}-${n}` : base);
  }
  return list;
}

test.each(documents)('every relative link of %s reaches a file (and heading) that exists', (file) => {
  const text = readFileSync(join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  const broken = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/.test(target)) continue; // http:, https:, mailto:
    const [path, anchor] = target.split('#');
    const resolved = path ? resolve(dirname(join(root, file)), path) : join(root, file);
    if (!existsSync(resolved)) {
      broken.push(`${target} (no such file)`);
      continue;
    }
    if (anchor && resolved.endsWith('.md') && !anchors(resolved).has(anchor))
      broken.push(`${target} (no such heading)`);
  }
  expect(broken).toEqual([]);
});

test('README.md is a short page for users, linking every reference page', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  expect(readme.split('\n').length).toBeLessThanOrEqual(300);
  // Development history lives in bench/results/, tests/fuzz/README.md and CHANGELOG.md.
  expect(readme).not.toMatch(/\bround \d+\b|\bcampaign\b|\b20\d\d-\d\d-\d\d\b|\bUTC\b/i);
  for (const page of pages) expect(readme).toContain(`(${page}`);
});

test('every notation has its reference page, with a quick start', () => {
  for (const area of ['gbb', 'chess', 'pgn', 'go', 'ssb', 'bdl', 'svg', 'cli', 'demo-page', 'architecture', 'errors']) {
    expect(existsSync(join(docs, `${area}.md`))).toBe(true);
  }
  for (const area of ['gbb', 'chess', 'pgn', 'go', 'ssb', 'bdl', 'svg']) {
    expect(readFileSync(join(docs, `${area}.md`), 'utf8')).toMatch(/^## Quick start$/m);
  }
});
