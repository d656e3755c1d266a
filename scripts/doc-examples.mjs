#!/usr/bin/env node
// Runs the ```js blocks of Markdown files against the built package, so that documentation cannot
// drift from the code: `node scripts/doc-examples.mjs README.md docs/*.md` (no arguments: README.md,
// npm/README.md and docs/*.md). Exit code 1 when a block throws or an expected value differs.
//
// The conventions, for whoever writes docs:
// - Every block fenced ```js runs as an ES module (as a CommonJS one when it calls require()),
//   on its own, importing 'boardnotation' or its subpaths as a user does.
// - A line `console.log(<expr>); // → <value>` is checked: what console.log would print
//   (util.format, objects on one line) must equal <value>, whitespace runs compared as one space.
//   A <value> ending in ` …` only has to match the start of the output.
// - A block fenced ```js no-run is shown but not run: keep these few, for code that needs a browser,
//   a file of the reader's, or a bundler.
import { mkdirSync, readFileSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, basename, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formatWithOptions } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Inside the repository, so that 'boardnotation' resolves to node_modules/boardnotation (npm/);
// one folder per run, so that runs side by side do not remove each other's blocks.
const work = join(root, 'build', 'doc-examples', String(process.pid));

const CHECK = /^(\s*)console\.log\((.*)\);?\s*\/\/ → (.*)$/;

/** The ```js blocks of a Markdown text: { line (1-based, of the first code line), code, run }. */
export function extractBlocks(markdown) {
  const blocks = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,})\s*js\b(.*)$/.exec(lines[i]);
    if (!open) continue;
    const fence = open[2];
    const start = i + 1;
    let end = start;
    while (end < lines.length && !lines[end].trimStart().startsWith(fence)) end++;
    blocks.push({ line: start + 1, code: lines.slice(start, end).join('\n'), run: !/\bno-run\b/.test(open[3]) });
    i = end;
  }
  return blocks;
}

/** Rewrites checked console.log lines into calls of the runner's __docExpect. */
export function instrument(code, file, firstLine) {
  return code
    .split('\n')
    .map((text, index) => {
      const match = CHECK.exec(text);
      if (!match) return text;
      const where = `${file}:${firstLine + index}`;
      return `${match[1]}globalThis.__docExpect(${JSON.stringify(where)}, ${JSON.stringify(match[3])}, ${match[2]});`;
    })
    .join('\n');
}

const normalise = (s) => s.replace(/\s+/g, ' ').trim();

function installExpect(failures) {
  let checked = 0;
  globalThis.__docExpect = (where, expected, ...args) => {
    checked++;
    const actual = formatWithOptions(
      { breakLength: Infinity, depth: 6, maxArrayLength: 200, maxStringLength: 10000 },
      ...args,
    );
    const want = normalise(expected);
    const got = normalise(actual);
    const ok = want.endsWith(' …') ? got.startsWith(want.slice(0, -2)) : got === want;
    if (!ok) failures.push(`${where}: expected ${want}\n${' '.repeat(where.length + 2)}but got  ${got}`);
  };
  return () => checked;
}

export async function runFiles(files) {
  const failures = [];
  const count = installExpect(failures);
  let ran = 0;
  let skipped = 0;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  for (const file of files) {
    const name = relative(root, file);
    const blocks = extractBlocks(readFileSync(file, 'utf8'));
    for (const block of blocks) {
      if (!block.run) {
        skipped++;
        continue;
      }
      const commonjs = /\brequire\(/.test(block.code);
      const module = join(work, `${name.replace(/[\\/]/g, '_')}-${block.line}.${commonjs ? 'cjs' : 'mjs'}`);
      writeFileSync(module, instrument(block.code, name, block.line));
      const logged = console.log;
      console.log = () => {}; // the blocks' own output is not the runner's
      try {
        await import(pathToFileURL(module).href);
        ran++;
      } catch (error) {
        failures.push(
          `${name}:${block.line}: the block threw ${error?.name ?? ''}: ${String(error?.message ?? error).split('\n')[0]}`,
        );
      } finally {
        console.log = logged;
      }
    }
  }
  rmSync(work, { recursive: true, force: true });
  return { ran, skipped, checked: count(), failures };
}

function defaultFiles() {
  const docs = join(root, 'docs');
  return [
    join(root, 'README.md'),
    join(root, 'npm', 'README.md'),
    ...readdirSync(docs)
      .filter((f) => f.endsWith('.md'))
      .sort()
      .map((f) => join(docs, f)),
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = process.argv.length > 2 ? process.argv.slice(2).map((f) => resolve(f)) : defaultFiles();
  const { ran, skipped, checked, failures } = await runFiles(files);
  for (const failure of failures) process.stderr.write(`${failure}\n`);
  process.stdout.write(
    `doc examples: ${ran} blocks run, ${checked} values checked, ${skipped} not run (no-run), ${failures.length} failures in ${files.map((f) => basename(f)).join(', ')}\n`,
  );
  process.exitCode = failures.length ? 1 : 0;
}
