#!/usr/bin/env node
// Runs chess.js's own test suite (a checkout of jhlywa/chess.js's __tests__ folder, which is not in
// its npm package and is not copied into this repository) twice under Jest: once against chess.js
// 1.4.0 from node_modules (the reference) and once against boardnotation/chess from npm/dist. The
// tests import '../src/chess'; a moduleNameMapper sends that import to one library or the other,
// and TypeScript goes through esbuild (types stripped, not checked). A test counts for the 1.4
// suite only when chess.js 1.4.0 itself passes it: tests of later features fail on the reference
// and are left out. Prints, per file, the tests, those chess.js passes, those we pass, and every
// test chess.js passes and we fail, with the first line of our failure.
//
//   node bench/chessjs-suite.mjs --tests /tmp/chessjs-tests [--ours npm/dist/chess.cjs]
//        [--json out.json] [--workers 1] [--only pattern] [--reference-failures]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function readArgs(argv) {
  const args = { tests: null, ours: join(repo, 'npm/dist/chess.cjs'), json: null, workers: 1, only: null };
  const flags = { 'reference-failures': false };
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i].replace(/^--/, '');
    if (name in flags) {
      flags[name] = true;
      continue;
    }
    if (!(name in args) || i + 1 >= argv.length) {
      console.error(
        `usage: node bench/chessjs-suite.mjs --tests DIR [--ours FILE] [--json FILE] [--workers N] [--only PATTERN] [--reference-failures]`,
      );
      process.exit(2);
    }
    args[name] = argv[++i];
  }
  args.referenceFailures = flags['reference-failures'];
  if (!args.tests) {
    console.error('--tests DIR is required: a checkout of chess.js __tests__ (or of the repository holding it)');
    process.exit(2);
  }
  return args;
}

// The folder holding the *.test.ts files: DIR itself or DIR/__tests__.
function testsFolder(dir) {
  const abs = resolve(dir);
  return existsSync(join(abs, '__tests__')) ? join(abs, '__tests__') : abs;
}

// The support files Jest needs, written to a scratch folder: a TypeScript transform through
// esbuild, a stand-in for 'vitest' (the suite's later files import describe/test/expect from it;
// under Jest they are globals) and the few jest-extended matchers the suite uses.
function writeSupport(dir) {
  const esbuild = join(repo, 'node_modules/esbuild');
  writeFileSync(
    join(dir, 'transform.cjs'),
    `const esbuild = require(${JSON.stringify(esbuild)});
module.exports = {
  process(source, filename) {
    const out = esbuild.transformSync(source, {
      loader: filename.endsWith('.ts') ? 'ts' : 'js',
      format: 'cjs',
      target: 'node18',
      sourcemap: 'inline',
      sourcefile: filename,
    });
    return { code: out.code };
  },
};
`,
  );
  writeFileSync(
    join(dir, 'vitest.cjs'),
    `// Jest's globals under the names vitest exports.
module.exports = {
  describe, it, test, expect, beforeAll, beforeEach, afterAll, afterEach,
  vi: jest,
};
`,
  );
  writeFileSync(
    join(dir, 'matchers.cjs'),
    `// jest-extended's matchers that chess.js's suite uses, written for this runner.
function sameMembers(actual, expected, equals) {
  if (!Array.isArray(actual) || !Array.isArray(expected) || actual.length !== expected.length) return false;
  const left = [...expected];
  for (const item of actual) {
    const at = left.findIndex((other) => equals(item, other));
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}
expect.extend({
  toIncludeSameMembers(actual, expected) {
    const pass = sameMembers(actual, expected, this.equals);
    return { pass, message: () => \`expected \${this.utils.printReceived(actual)} \${pass ? 'not ' : ''}to hold the same members as \${this.utils.printExpected(expected)}\` };
  },
  toBeTrue(actual) {
    return { pass: actual === true, message: () => \`expected \${this.utils.printReceived(actual)} to be true\` };
  },
  toBeFalse(actual) {
    return { pass: actual === false, message: () => \`expected \${this.utils.printReceived(actual)} to be false\` };
  },
  // vitest's (and older Jest's) name for toThrow, gone from Jest 30: the same checks.
  toThrowError(received, expected) {
    let thrown = null;
    let threw = false;
    try {
      received();
    } catch (error) {
      threw = true;
      thrown = error;
    }
    const message = thrown && typeof thrown.message === 'string' ? thrown.message : String(thrown);
    let pass = threw;
    if (threw && typeof expected === 'string') pass = message.includes(expected);
    else if (threw && expected instanceof RegExp) pass = expected.test(message);
    else if (threw && typeof expected === 'function') pass = thrown instanceof expected;
    return { pass, message: () => (threw ? \`expected a matching error, got \${message}\` : 'expected a throw, nothing was thrown') };
  },
  toBeArrayOfSize(actual, size) {
    const pass = Array.isArray(actual) && actual.length === size;
    return { pass, message: () => \`expected \${this.utils.printReceived(actual)} to be an array of size \${size}\` };
  },
});
`,
  );
  writeFileSync(join(dir, 'empty.cjs'), 'module.exports = {};\n');
}

function runJest(label, testsDir, target, scratch, args) {
  const config = {
    rootDir: testsDir,
    roots: [testsDir],
    testMatch: ['**/*.test.ts', '**/*.test.js'],
    testEnvironment: 'node',
    transform: { '\\.[jt]s$': join(scratch, 'transform.cjs') },
    moduleFileExtensions: ['ts', 'js', 'cjs', 'mjs', 'json'],
    moduleNameMapper: {
      '^(\\.\\./)+src/chess$': target,
      '^vitest$': join(scratch, 'vitest.cjs'),
      '^jest-extended$': join(scratch, 'empty.cjs'),
    },
    setupFilesAfterEnv: [join(scratch, 'matchers.cjs')],
    cacheDirectory: join(scratch, `cache-${label}`),
    watchman: false,
    testTimeout: 120000,
  };
  const configFile = join(scratch, `jest-${label}.json`);
  const resultFile = join(scratch, `result-${label}.json`);
  writeFileSync(configFile, JSON.stringify(config));
  const jestArgs = [
    join(repo, 'node_modules/jest/bin/jest.js'),
    '--config',
    configFile,
    '--json',
    '--outputFile',
    resultFile,
    '--maxWorkers',
    String(args.workers),
    '--silent',
  ];
  if (args.only) jestArgs.push('--testPathPatterns', args.only);
  const run = spawnSync(process.execPath, jestArgs, { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (!existsSync(resultFile)) {
    console.error(run.stdout, run.stderr);
    throw new Error(`Jest (${label}) wrote no results`);
  }
  return JSON.parse(readFileSync(resultFile, 'utf8'));
}

// One entry per test: key "file › describe › title" (a repeated name gets " #2", " #3"...).
function outcomes(result, testsDir) {
  const tests = new Map();
  const suiteErrors = new Map();
  for (const file of result.testResults) {
    const rel = relative(testsDir, file.name);
    const seen = new Map();
    if (file.assertionResults.length === 0 && file.message) suiteErrors.set(rel, firstLine(file.message));
    for (const t of file.assertionResults) {
      const base = [rel, ...t.ancestorTitles, t.title].join(' › ');
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      const key = n === 1 ? base : `${base} #${n}`;
      tests.set(key, { file: rel, status: t.status, message: firstLine(t.failureMessages.join('\n')) });
    }
  }
  return { tests, suiteErrors };
}

function firstLine(text) {
  // Jest's messages carry colour codes and a stack; keep the first meaningful lines.
  const clean = text.replace(/\u001b\[[0-9;]*m/g, '');
  const lines = clean
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('at '));
  return lines.slice(0, 4).join(' | ').slice(0, 400);
}

const args = readArgs(process.argv.slice(2));
const testsDir = testsFolder(args.tests);
const reference = join(repo, 'node_modules/chess.js/dist/cjs/chess.js');
const ours = resolve(args.ours);
for (const [what, file] of [
  ['chess.js 1.4.0', reference],
  ['boardnotation/chess', ours],
]) {
  if (!existsSync(file)) {
    console.error(`${what} not found at ${file}`);
    process.exit(2);
  }
}
const referenceVersion = JSON.parse(readFileSync(join(repo, 'node_modules/chess.js/package.json'), 'utf8')).version;
const scratch = mkdtempSync(join(tmpdir(), 'bn-chessjs-suite-'));
try {
  writeSupport(scratch);
  const ref = outcomes(runJest('chessjs', testsDir, reference, scratch, args), testsDir);
  const our = outcomes(runJest('ours', testsDir, ours, scratch, args), testsDir);

  const files = new Map();
  const failures = [];
  for (const [key, r] of ref.tests) {
    const row = files.get(r.file) ?? { tests: 0, reference: 0, ours: 0, both: 0 };
    files.set(r.file, row);
    row.tests++;
    const o = our.tests.get(key);
    const oursPassed = o?.status === 'passed';
    if (r.status === 'passed') row.reference++;
    if (oursPassed) row.ours++;
    if (r.status === 'passed' && oursPassed) row.both++;
    if (r.status === 'passed' && !oursPassed) {
      failures.push({ key, message: o ? o.message : (our.suiteErrors.get(r.file) ?? 'not run') });
    }
  }
  for (const [file, message] of ref.suiteErrors) {
    if (!files.has(file)) files.set(file, { tests: 0, reference: 0, ours: 0, both: 0, error: message });
  }

  const total = { tests: 0, reference: 0, ours: 0, both: 0 };
  console.log(`chess.js suite: ${testsDir}`);
  console.log(
    `reference: chess.js ${referenceVersion} (${relative(repo, reference)}); ours: ${relative(repo, ours) || ours}\n`,
  );
  console.log("| file | tests | chess.js passes | we pass | we pass of chess.js's |");
  console.log('|---|---|---|---|---|');
  for (const [file, row] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    for (const k of Object.keys(total)) total[k] += row[k];
    const note = row.error ? ` (does not load under chess.js ${referenceVersion}: ${row.error.slice(0, 80)})` : '';
    console.log(`| ${file}${note} | ${row.tests} | ${row.reference} | ${row.ours} | ${row.both}/${row.reference} |`);
  }
  const rate = total.reference ? ((100 * total.both) / total.reference).toFixed(1) : '0';
  console.log(
    `| **all** | ${total.tests} | ${total.reference} | ${total.ours} | **${total.both}/${total.reference} (${rate} %)** |\n`,
  );
  console.log(`Tests chess.js ${referenceVersion} passes and we fail: ${failures.length}`);
  for (const f of failures) console.log(`- ${f.key}\n    ${f.message}`);
  // The tests left out, with chess.js's own failure: what the suite's files expect of other versions.
  if (args.referenceFailures) {
    const left = [...ref.tests].filter(([, r]) => r.status !== 'passed');
    console.log(`\nTests chess.js ${referenceVersion} fails (not counted): ${left.length}`);
    for (const [key, r] of left) console.log(`- ${key}\n    ${r.message}`);
  }
  if (args.json) {
    mkdirSync(dirname(resolve(args.json)), { recursive: true });
    writeFileSync(
      args.json,
      JSON.stringify({ referenceVersion, files: Object.fromEntries(files), total, failures }, null, 2),
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
