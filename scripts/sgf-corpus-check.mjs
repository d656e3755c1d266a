#!/usr/bin/env node
// Reads every SGF file of a folder (default ../shared/corpus/sgf) as bytes, the way a user's
// program does, and reports: how many the strict reading (FF[4]'s rules, the reading before
// the lenient one existed) and the default reading accept; that no tree changes without a
// warning (where both readings accept a file, the trees must be the same unless the default
// one warned); the charsets used and the warnings by code; and a comparison with @sabaki/sgf
// (which files it reads, and whether PB, PW, EV and C of the first tree come out the same).
// Then, for real names and comments in legacy charsets: every file whose text is not all ASCII
// is re-encoded (with tables made from TextDecoder, as tests/fixtures/sgf/charsets/make.mjs
// does) into each CJK charset that can hold it, with its CA and without, and must read back to
// the same trees as the UTF-8 file.
// Outside CI (a big folder takes minutes): node scripts/sgf-corpus-check.mjs [DIR]
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Sgf, Hen } from 'boardnotation';

const require = createRequire(import.meta.url);
const sabaki = require('@sabaki/sgf');
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const folder = process.argv[2] ?? join(root, '..', 'shared', 'corpus', 'sgf');

function walk(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(path));
    else if (entry.name.toLowerCase().endsWith('.sgf')) out.push(path);
  }
  return out.sort();
}

// Ids, values and shape, without positions.
const content = (trees) =>
  JSON.stringify(
    trees.map((t) => t.root),
    (k, v) => (k === 'line' || k === 'column' ? undefined : v),
  );
const texts = (tree) =>
  ['PB', 'PW', 'EV']
    .map((id) => tree.root.properties[id]?.[0] ?? '')
    .concat(tree.root.children[0]?.properties.C?.[0] ?? '');
const sabakiTexts = (node) =>
  ['PB', 'PW', 'EV'].map((id) => node.data[id]?.[0] ?? '').concat(node.children[0]?.data.C?.[0] ?? '');

const files = walk(folder);
const count = {
  files: files.length,
  strict: 0,
  lenient: 0,
  silentChange: 0,
  sabaki: 0,
  sabakiOnly: 0,
  sameText: 0,
  differentText: 0,
  hen: 0,
};
const charsets = {};
const warnings = {};
const examples = [];
for (const file of files) {
  const bytes = readFileSync(file);
  const strict = Sgf.validate(bytes, { strict: true });
  const lenient = Sgf.validate(bytes);
  if (strict.ok) count.strict++;
  if (lenient.ok) count.lenient++;
  for (const d of lenient.warnings) warnings[d.code] = (warnings[d.code] ?? 0) + 1;
  let trees = null;
  if (lenient.ok) {
    trees = Sgf.parse(bytes);
    for (const t of trees) charsets[t.charset] = (charsets[t.charset] ?? 0) + 1;
    if (strict.ok && content(Sgf.parse(bytes, { strict: true })) !== content(trees) && lenient.warnings.length === 0) {
      count.silentChange++;
      examples.push(`silent change: ${file}`);
    }
    if (Hen.fromSgf(bytes, Infinity) !== null) count.hen++;
  }
  let theirs = null;
  try {
    theirs = sabaki.parseBuffer(bytes);
    count.sabaki++;
  } catch {}
  if (theirs && !lenient.ok) {
    count.sabakiOnly++;
    examples.push(`@sabaki/sgf reads, boardnotation does not: ${file}: ${lenient.errors[0]?.code}`);
  }
  if (theirs?.length && trees?.length) {
    const ours = texts(trees[0]).map((v) => Sgf.decodeText(v));
    if (JSON.stringify(ours) === JSON.stringify(sabakiTexts(theirs[0]))) count.sameText++;
    else {
      count.differentText++;
      if (examples.length < 40)
        examples.push(
          `text differs: ${file}: ours ${JSON.stringify(ours)} @sabaki/sgf ${JSON.stringify(sabakiTexts(theirs[0]))}`,
        );
    }
  }
}
console.log(JSON.stringify({ folder, ...count, charsets, warnings }, null, 2));
for (const line of examples.slice(0, 40)) console.log(line);

// character -> bytes in `label`, from decoding every one- and two-byte sequence.
function encoderFor(label) {
  const decoder = new TextDecoder(label, { fatal: true });
  const table = new Map();
  for (let a = 0x80; a < 0x100; a++) {
    for (let b = -1; b < 0x100; b++) {
      const bytes = b < 0 ? [a] : [a, b];
      if (b >= 0 && b < 0x30) continue;
      let text;
      try {
        text = decoder.decode(Uint8Array.from(bytes));
      } catch {
        continue;
      }
      if ([...text].length === 1 && !table.has(text)) table.set(text, bytes);
    }
  }
  return (text) => {
    const out = [];
    for (const ch of text) {
      const c = ch.codePointAt(0);
      if (c < 0x80) out.push(c);
      else if (table.has(ch)) out.push(...table.get(ch));
      else return null;
    }
    return Uint8Array.from(out);
  };
}
const labels = ['gb18030', 'big5', 'shift_jis', 'euc-kr'];
const encoders = Object.fromEntries(labels.map((l) => [l, encoderFor(l)]));
const transcoded = Object.fromEntries(labels.map((l) => [l, { files: 0, withCa: 0, withoutCa: 0, detectedAs: {} }]));
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  if (!/[^\x00-\x7f]/.test(text) || !Sgf.validate(text).ok) continue;
  const expected = content(Sgf.parse(text).map((t) => ({ root: withoutCa(t.root) })));
  for (const label of labels) {
    const bare = text.replace(/CA\[[^\]]*\]/g, '');
    const bytes = encoders[label](bare);
    if (!bytes) continue;
    const entry = transcoded[label];
    entry.files++;
    const trees = Sgf.parse(bytes);
    if (content(trees.map((t) => ({ root: withoutCa(t.root) }))) === expected) entry.withoutCa++;
    entry.detectedAs[trees[0].charset] = (entry.detectedAs[trees[0].charset] ?? 0) + 1;
    const declared = encoders[label](bare.replace('(;', `(;CA[${label}]`));
    if (content(Sgf.parse(declared).map((t) => ({ root: withoutCa(t.root) }))) === expected) entry.withCa++;
  }
}
function withoutCa(node) {
  const properties = { ...node.properties };
  delete properties.CA;
  return { properties, children: node.children.map(withoutCa) };
}
console.log(JSON.stringify({ transcoded }, null, 2));
