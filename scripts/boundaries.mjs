#!/usr/bin/env node
// One source per boundary between the C++ core, the bindings, the npm package and the docs, as
// scripts/errors-doc.mjs does for the messages:
// - the notation families (npm/src/modules.json: each family's subpaths, notations and message
//   catalogues) are written into npm/src/families/family-of.js and web-importers.js here;
//   bindings/CMakeLists.txt reads modules.json itself; what cannot be generated (the Node
//   loaders of npm/src/entries/svg.node.js, each family's bn_bindings, the catalogues) is checked;
// - constants kept in both C++ and JS (layouts of results) and the limits of docs/architecture.md
//   are read from each place and compared.
//   node scripts/boundaries.mjs           rewrite the generated files, then check
//   node scripts/boundaries.mjs --check   exit 1 when a generated file is stale or a pair differs
// tests/js/boundaries.test.cjs runs the check, so CI fails on a mismatch.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (path) => readFileSync(join(root, path), 'utf8');

/** family -> { subpaths, notations, catalogues }, in the file's order. */
export function families() {
  const modules = JSON.parse(read('npm/src/modules.json'));
  delete modules['//'];
  return modules;
}

const GENERATED =
  '// Written by scripts/boundaries.mjs from npm/src/modules.json: edit that file, then run the script.';

/** The generated files: path -> text. */
export function render() {
  const modules = families();
  const names = Object.keys(modules);
  const familyOf = names.flatMap((family) =>
    modules[family].notations.map((notation) => `  ${notation}: '${family}',`),
  );
  const importers = names.map((family) => `  ${family}: () => import('./core-${family}.mjs'),`);
  return {
    'npm/src/families/family-of.js': [
      GENERATED,
      '// The notations a document can be in, and the family (wasm module) that reads each one.',
      'export const FAMILY_OF = Object.freeze({',
      ...familyOf,
      '});',
      '',
    ].join('\n'),
    'npm/src/families/web-importers.js': [
      GENERATED,
      "// Each family's core as a dynamic import, for the browser entries (svg/init, viewer): the paths",
      '// are relative to the built entry in dist/, where esbuild leaves them as written (external), and a',
      '// bundler that reads the entry makes each one a chunk with its own wasm.',
      'export const webImporters = {',
      ...importers,
      '};',
      '',
    ].join('\n'),
  };
}

// ---- constants: a C++ or JS initializer evaluated exactly (BigInt), a documented number parsed.

// `name` = <expression>; in a C++ or JS file: the expression's text.
function initializer(path, name) {
  const text = read(path);
  // A declaration on a line of code, not a comment: no '/' before the name.
  const found = new RegExp(`^[^/\\n]*\\b${name}\\s*=\\s*([^;]*);`, 'm').exec(text);
  if (!found) throw new Error(`${path}: no ${name} = ...;`);
  return found[1];
}

// The value of a constant expression of integers, shifts, + - * and parentheses ("std::size_t{256}
// * 1024 * 1024", "(std::uint64_t{1} << 53) - 1", "1'000'000", "0xFFFFFFFFu", "4_000_000"), with
// `names` for the constants it refers to.
export function evaluate(expression, names = {}) {
  let text = expression
    .replace(/std::\w+\{([^}]*)\}/g, '($1)')
    .replace(/(\d)['_](?=\d)/g, '$1')
    .replace(/\b(0x[0-9a-f]+|\d+)u?l{0,2}\b/gi, '$1');
  for (const [name, value] of Object.entries(names)) text = text.split(name).join(`(${value})`);
  if (!/^[\s\dxa-fA-F()+\-*<>]*$/.test(text)) throw new Error(`cannot evaluate ${JSON.stringify(expression)}`);
  const big = text.replace(/\b(0x[0-9a-f]+|\d+)\b/gi, '$1n');
  // Digits and operators only (checked above), from our own sources.
  return Function(`"use strict"; return (${big});`)();
}

// A number as docs/architecture.md writes it: "256 MiB", "2^24", "2^53 − 1", "10,000".
export function documented(text) {
  const power = /^2\^(\d+)(?:\s*[−-]\s*(\d+))?$/.exec(text);
  if (power) return (1n << BigInt(power[1])) - BigInt(power[2] ?? 0);
  const mib = /^([\d,]+) MiB$/.exec(text);
  if (mib) return BigInt(mib[1].replace(/,/g, '')) << 20n;
  if (/^[\d,]+$/.test(text)) return BigInt(text.replace(/,/g, ''));
  throw new Error(`cannot read the documented number ${JSON.stringify(text)}`);
}

// The limits table of docs/architecture.md: its first column -> the row's text.
function limitRows() {
  const text = read('docs/architecture.md');
  const table = text.slice(text.indexOf('### Limits'));
  const rows = new Map();
  for (const line of table.split('\n')) {
    if (!line.startsWith('| ') || line.startsWith('| what') || line.startsWith('|---')) continue;
    rows.set(line.split(' | ')[0].slice(2), line);
  }
  return rows;
}

// The lists: the modes of Pgn.parse (enum Mode, the JS MODES object: "eager_fen" is JS's "eager")
// and the termination markers a result is coded by (its place in the list; JS's 0 is "none").
const pgnModes = {
  place: 'bindings/pgn_encoder.hpp enum Mode',
  value() {
    const body = /enum class Mode[^{]*\{([^}]*)\}/.exec(read('bindings/pgn_encoder.hpp'))[1];
    const entries = body.split(',').map((item) => item.trim().split(/\s*=\s*/));
    return JSON.stringify(entries.map(([name, value]) => [name.replace(/_fen$/, ''), Number(value)]));
  },
};
const jsModes = {
  place: 'npm/src/pgn/index.js MODES',
  value: () => JSON.stringify(Object.entries(Function(`return ${initializer('npm/src/pgn/index.js', 'MODES')}`)())),
};
const markers = {
  place: 'src/pgn/termination.hpp termination_markers',
  value: () =>
    JSON.stringify(
      JSON.parse(initializer('src/pgn/termination.hpp', 'termination_markers').replace(/^\{/, '[').replace(/\}$/, ']')),
    ),
};
// The kinds of value a comment's command gives (src/pgn/comment_notes.hpp, the numbers the binding
// sends) against the constants npm/src/pgn/comments.js reads them by; "text" (0) has none.
const commandKinds = {
  place: 'src/pgn/comment_notes.hpp enum CommandKind',
  value() {
    const body = /enum class CommandKind[^{]*\{([^}]*)\}/.exec(read('src/pgn/comment_notes.hpp'))[1];
    const entries = [...body.matchAll(/^\s*(\w+)\s*=\s*(\d+)/gm)].map(([, name, value]) => [name, Number(value)]);
    return JSON.stringify(entries.filter(([name]) => name !== 'text'));
  },
};
const jsCommandKinds = {
  place: 'npm/src/pgn/comments.js SECONDS, PAWNS, MATE, SHAPES',
  value: () =>
    JSON.stringify(
      ['SECONDS', 'PAWNS', 'MATE', 'SHAPES'].map((name) => [
        name.toLowerCase(),
        Number(initializer('npm/src/pgn/comments.js', name)),
      ]),
    ),
};
const jsResults = {
  place: 'npm/src/pgn/layout.js RESULTS (after null)',
  value: () => JSON.stringify(JSON.parse(initializer('npm/src/pgn/layout.js', 'RESULTS').replace(/'/g, '"')).slice(1)),
};

const cpp = (path, name, names) => ({
  place: `${path} ${name}`,
  value: () => evaluate(initializer(path, name), names),
});
const js = cpp;
const gbbColors = { color_count: evaluate(initializer('src/gbb/model.hpp', 'color_count')) };

// Pairs that must be equal: [what, one place, the other]. A limit's documented place is the row of
// the limits table whose first column starts with the given words, and the number in it.
const doc = (row, number) => ({
  place: `docs/architecture.md limits "${row}"`,
  value() {
    const line = [...limitRows()].find(([what]) => what.startsWith(row))?.[1];
    if (!line) throw new Error(`docs/architecture.md: no limit row starting "${row}"`);
    if (!line.includes(number)) throw new Error(`docs/architecture.md: the row "${row}" does not say ${number}`);
    return documented(number);
  },
});

export const PAIRS = [
  // The layouts of results (bindings/pgn_encoder.hpp is what npm/src/pgn decodes).
  ['PGN: no value', cpp('bindings/pgn_encoder.hpp', 'none'), js('npm/src/pgn/layout.js', 'NONE')],
  [
    'PGN: numbers per move record',
    cpp('bindings/pgn_encoder.hpp', 'record_size'),
    js('npm/src/pgn/layout.js', 'RECORD'),
  ],
  [
    'PGN: numbers per game record',
    cpp('bindings/pgn_encoder.hpp', 'game_record_size'),
    js('npm/src/pgn/layout.js', 'GAME_RECORD'),
  ],
  [
    'GBB: numbers per cell',
    cpp('src/gbb/board_data.hpp', 'values_per_cell', gbbColors),
    js('npm/src/gbb/color.js', 'CELL_STRIDE'),
  ],
  ['PGN: the modes of Pgn.parse', pgnModes, jsModes],
  ['PGN: the results, coded by their place', markers, jsResults],
  ["PGN: the kinds of a comment command's value", commandKinds, jsCommandKinds],
  // The limits table against the constants that enforce each limit.
  ['input size', doc('input size', '256 MiB'), cpp('src/common/limits.hpp', 'max_input_bytes')],
  ['diagnostics per call', doc('diagnostics per call', '100'), cpp('src/common/limits.hpp', 'max_diagnostics')],
  ['GBB cells', doc('GBB board', '2^24'), cpp('src/gbb/model.hpp', 'max_cells')],
  ['GBB stone count', doc('GBB stone count', '2^53 − 1'), cpp('src/common/limits.hpp', 'max_safe_integer')],
  ['GBB stringify output', doc('GBB stringify output', '256 MiB'), cpp('src/gbb/model.hpp', 'max_output_bytes')],
  ['SGF nesting', doc('SGF variation nesting', '10,000'), cpp('src/sgf/model.hpp', 'max_variation_depth')],
  ['SGF nodes', doc('SGF nodes', '4,000,000'), cpp('src/sgf/model.hpp', 'max_nodes')],
  ['FEN counters', doc('FEN halfmove clock', '1,000,000'), cpp('src/chess/fen.hpp', 'max_fen_counter')],
  ['SAN token', doc('SAN token', '64'), cpp('src/chess/san_read.cpp', 'max_san_length')],
  ['PGN nesting', doc('PGN variation nesting', '1,000'), cpp('src/pgn/model.hpp', 'max_variation_depth')],
  [
    'Pgn.stringify items',
    doc('moves, comments and NAGs', '4,000,000'),
    js('npm/src/pgn/layout.js', 'MAX_WRITTEN_ITEMS'),
  ],
  ['JSON nesting', doc('JSON nesting', '256'), cpp('src/json/model.hpp', 'max_depth')],
  ['BDL board side', doc('BDL board', '256'), cpp('src/bdl/limits.hpp', 'max_board_side')],
  ['BDL braces', doc('BDL braces', '1,000'), cpp('src/bdl/limits.hpp', 'max_brace_depth')],
  ['BDL perft depth', doc('BDL perft depth', '12'), cpp('src/bdl/limits.hpp', 'max_perft_depth')],
  ['BDL explicit entry', doc('BDL explicit move entry', '1,024'), js('npm/src/bdl/explicit.js', 'MAX_ENTRY_WIDTH')],
  ['BDL work', doc('BDL work', '50,000,000'), cpp('src/bdl/limits.hpp', 'max_work')],
];

// What is not generated but must follow modules.json.
function familyProblems() {
  const modules = families();
  const problems = [];
  const cmake = read('bindings/CMakeLists.txt');
  const svgNode = read('npm/src/entries/svg.node.js');
  const loaders = [...svgNode.matchAll(/^\s*(\w+): \(\) => require\('\.\/core-(\w+)\.node\.cjs'\)/gm)];
  const exportsJson = JSON.parse(read('npm/src/exports.json'));
  for (const [family, { subpaths, notations, catalogues }] of Object.entries(modules)) {
    if (![subpaths, notations, catalogues].every((list) => Array.isArray(list) && list.length > 0))
      problems.push(`npm/src/modules.json: ${family} needs subpaths, notations and catalogues (non-empty lists)`);
    if (!new RegExp(`^bn_bindings\\(${family}\\s`, 'm').test(cmake))
      problems.push(`bindings/CMakeLists.txt: no bn_bindings(${family} ...) for the family ${family}`);
    for (const area of catalogues ?? [])
      if (!existsSync(join(root, 'src', area, 'messages.en.tsv')))
        problems.push(
          `npm/src/modules.json: ${family} embeds the catalogue ${area}, but src/${area}/messages.en.tsv is missing`,
        );
    for (const subpath of subpaths ?? [])
      if (!Object.hasOwn(exportsJson, subpath))
        problems.push(`npm/src/modules.json: the subpath ${subpath} of ${family} has no entry in npm/src/exports.json`);
  }
  const listed = loaders.map(([, family, file]) => (family === file ? family : `${family} (core-${file})`));
  if (listed.join() !== Object.keys(modules).join())
    problems.push(
      `npm/src/entries/svg.node.js loads ${listed.join(', ') || 'no family'}; npm/src/modules.json has ${Object.keys(modules).join(', ')}`,
    );
  return problems;
}

/** Every mismatch, as a line each (empty when the boundaries agree). */
export function check() {
  const problems = [];
  for (const [path, text] of Object.entries(render())) {
    const current = existsSync(join(root, path)) ? read(path) : null;
    if (current !== text)
      problems.push(`${path} is not what npm/src/modules.json gives: run node scripts/boundaries.mjs`);
  }
  problems.push(...familyProblems());
  for (const [what, one, other] of PAIRS) {
    try {
      const [a, b] = [one.value(), other.value()];
      if (a !== b) problems.push(`${what}: ${one.place} is ${a}, ${other.place} is ${b}`);
    } catch (error) {
      problems.push(`${what}: ${error.message}`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--check'))
    for (const [path, text] of Object.entries(render())) writeFileSync(join(root, path), text);
  const problems = check();
  for (const problem of problems) console.error(`boundaries: ${problem}`);
  if (problems.length) process.exit(1);
  console.log(`boundaries: ${Object.keys(families()).length} families and ${PAIRS.length} constants agree`);
}
