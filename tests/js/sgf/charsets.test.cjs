// SGF bytes in every charset a Go record uses (tests/fixtures/sgf/charsets, made by make.mjs
// there; manifest.json holds the text each value was written from): decoded as CA says or
// detected without it, the same through Sgf.parse, Sgf.validate, Hen.fromSgf and the CLI, the
// round trip to UTF-8, and a differential check against @sabaki/sgf's decoding.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { spawnSync } = require('node:child_process');
const sabaki = require('@sabaki/sgf');
const { Sgf, Hen } = require('boardnotation');

const folder = join(__dirname, '..', '..', 'fixtures', 'sgf', 'charsets');
const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'));
const names = Object.keys(manifest);
const bytesOf = (name) => readFileSync(join(folder, `${name}.sgf`));

// The name the model reports for each TextDecoder label the fixtures were written with.
const reported = {
  gb18030: 'GB18030',
  big5: 'Big5',
  shift_jis: 'Shift_JIS',
  'euc-jp': 'EUC-JP',
  'euc-kr': 'EUC-KR',
  'iso-2022-jp': 'ISO-2022-JP',
  'windows-1251': 'windows-1251',
  'koi8-r': 'KOI8-R',
  'latin1-bytes': 'ISO-8859-1',
  'utf-16le': 'UTF-16LE',
  'utf-16be': 'UTF-16BE',
  'utf-8': 'UTF-8',
};

// PB, PW, EV of the root and C of the first move, as text.
function valuesOf(tree) {
  const { root } = tree;
  const text = (node, id) => Sgf.decodeText(node.properties[id][0]);
  return { PB: text(root, 'PB'), PW: text(root, 'PW'), EV: text(root, 'EV'), C: text(root.children[0], 'C') };
}

test.each(names)('%s: every value reads right, with the charset reported', (name) => {
  const { charset, ca, values } = manifest[name];
  const [tree] = Sgf.parse(bytesOf(name));
  expect(valuesOf(tree)).toEqual(values);
  expect(tree.charset).toBe(reported[charset]);
  expect(tree.declaredCharset).toBe(ca);
});

test('a tree without CA says which charset was assumed and why, with its position', () => {
  const codes = (name) => Sgf.validate(bytesOf(name)).warnings.map((d) => `${d.code} ${d.line}:${d.column}`);
  for (const name of [
    'gb2312-no-ca',
    'big5-no-ca',
    'shift_jis-no-ca',
    'euc-kr-no-ca',
    'windows-1251-no-ca',
    'koi8-r-no-ca',
    'iso-2022-jp-no-ca',
  ]) {
    expect([name, codes(name)]).toEqual([name, ['sgf.charset_guessed 1:1']]);
  }
  expect(codes('latin1-no-ca')).toEqual(['sgf.charset_latin1 1:1']);
  const guessed = Sgf.validate(bytesOf('gb2312-no-ca')).warnings[0];
  expect(guessed.message).toBe(
    'The game tree at line 1, column 1 has no CA and its text is not UTF-8: it was read as GB18030, the charset its bytes fit best.',
  );
  expect(Sgf.validate(bytesOf('gb2312-no-ca'), { language: 'es' }).warnings[0].message).toMatch(/se leyó como GB18030/);
  // Declared charsets honoured as written need no word; UTF-16 neither.
  for (const name of ['gb2312-ca', 'shift_jis-ca', 'euc-kr-ca', 'big5-ca', 'utf-16le-bom', 'latin1-ca']) {
    expect([name, Sgf.validate(bytesOf(name))]).toEqual([name, { ok: true, errors: [], warnings: [] }]);
  }
});

test('mostly valid UTF-8 is read character by character: only the broken character is repaired, and where it is is said', () => {
  const bytes = bytesOf('utf8-mostly-valid');
  const { warnings } = Sgf.validate(bytes);
  const text = new TextDecoder().decode(bytes);
  const brokenColumn = text.indexOf('\uFFFD') + 1; // the one broken character of EV, 1-based
  expect(warnings.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual([
    'sgf.charset_mostly_utf8 1:1',
    `sgf.damaged_character 1:${brokenColumn}`,
  ]);
  expect(warnings[0].args).toEqual({ valid: '3', total: '4' });
  const [tree] = Sgf.parse(bytes);
  expect(tree.charset).toBe('UTF-8');
  // One clear UTF-8 name against one broken value is enough; one short name that may be
  // legacy text by chance ("é" is two bytes of UTF-8, or "茅" in GBK) is not.
  const fox = Buffer.concat([Buffer.from('(;PB[马逸超]PW['), Buffer.from([0xe5, 0x8f]), Buffer.from('])')]);
  expect(Sgf.parse(fox)[0].root.properties.PB).toEqual(['马逸超']);
  const gbk = Buffer.from([
    ...Buffer.from('(;PB['),
    0xc3,
    0xa9,
    ...Buffer.from(']PW['),
    0xb9,
    0xc5,
    0xc1,
    0xa6,
    ...Buffer.from('])'),
  ]);
  expect(Sgf.parse(gbk)[0]).toMatchObject({ charset: 'GB18030', root: { properties: { PW: ['古力'] } } });
});

// Fox collections: UTF-8 without CA in which a byte inside a character became "?" (0x3F).
test('damaged UTF-8 stays UTF-8: each damaged character is one U+FFFD with a located warning, the rest intact', () => {
  const utf8 = (s) => Buffer.from(s, 'utf8');
  const xie = utf8('谢'); // E8 B0 A2
  const damaged = Buffer.from([xie[0], 0x3f, xie[2]]);
  const bytes = Buffer.concat([
    utf8('(;GM[1]FF[4]SZ[19]\nPB['),
    damaged,
    utf8('尔豪]PW[一力辽]EV[第24届LG杯]\n;B[pd]C[黑中盘胜。'),
    damaged,
    utf8('])'),
  ]);
  const [tree] = Sgf.parse(bytes);
  expect(tree.charset).toBe('UTF-8');
  expect(tree.root.properties.PB).toEqual(['\uFFFD尔豪']);
  expect(tree.root.properties.PW).toEqual(['一力辽']);
  expect(tree.root.properties.EV).toEqual(['第24届LG杯']);
  expect(tree.root.children[0].properties.C).toEqual(['黑中盘胜。\uFFFD']);
  const { ok, warnings } = Sgf.validate(bytes);
  expect(ok).toBe(true);
  expect(warnings.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual([
    'sgf.charset_mostly_utf8 1:1',
    'sgf.damaged_character 2:4',
    'sgf.damaged_character 3:14',
  ]);
  expect(warnings[1].message).toMatch(/^The character at line 2, column 4 is not valid UTF-8/);
  expect(Sgf.validate(bytes, { language: 'es' }).warnings[1].message).toMatch(/^El carácter de la línea 2, columna 4/);
});

test('a CA that the bytes cannot be is not believed when they are valid UTF-8 (with a warning)', () => {
  const { warnings } = Sgf.validate(bytesOf('utf8-labelled-gb2312'));
  expect(warnings.map((d) => d.code)).toEqual(['sgf.charset_mismatch']);
  expect(warnings[0].column).toBe(new TextDecoder().decode(bytesOf('utf8-labelled-gb2312')).indexOf('CA[') + 3);
});

test('an unknown CA is detected instead, with a warning; the bytes of each tree use its own charset', () => {
  const gb = bytesOf('gb2312-no-ca');
  const unknown = Buffer.concat([Buffer.from('(;CA[no-such-charset]'), gb.subarray(2)]);
  const { warnings } = Sgf.validate(unknown);
  expect(warnings.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual([
    'sgf.charset_guessed 1:1',
    'sgf.unknown_charset 1:5',
  ]);
  expect(warnings[1].args).toEqual({ charset: 'no-such-charset', used: 'GB18030' });
  expect(valuesOf(Sgf.parse(unknown)[0])).toEqual(manifest['gb2312-no-ca'].values);
  // A collection of a Shift_JIS tree and a KOI8-R tree, each with its CA.
  const both = Buffer.concat([bytesOf('shift_jis-ca'), bytesOf('koi8-r-ca')]);
  const trees = Sgf.parse(both);
  expect(trees.map((t) => t.charset)).toEqual(['Shift_JIS', 'KOI8-R']);
  expect(valuesOf(trees[0])).toEqual(manifest['shift_jis-ca'].values);
  expect(valuesOf(trees[1])).toEqual(manifest['koi8-r-ca'].values);
});

test('round trip: bytes -> model -> UTF-8 SGF with CA[UTF-8] -> model', () => {
  for (const name of names) {
    const trees = Sgf.parse(bytesOf(name));
    const text = Sgf.stringify(trees);
    const again = Sgf.parse(new TextEncoder().encode(text));
    expect([name, valuesOf(again[0])]).toEqual([name, valuesOf(trees[0])]);
    expect([name, again[0].root.properties.CA]).toEqual([name, ['UTF-8']]);
    expect([name, Sgf.stringify(again)]).toEqual([name, text]);
    // keepCharset leaves the CA as the file has it.
    const kept = Sgf.parse(Sgf.stringify(trees, { keepCharset: true }))[0].root.properties.CA;
    expect([name, kept]).toEqual([name, trees[0].root.properties.CA]);
  }
});

test('Hen.fromSgf, Hen.sgf2hen and the CLI decode bytes as Sgf.parse does', () => {
  const bin = require.resolve('boardnotation/package.json').replace('package.json', 'bin/boardnotation.cjs');
  for (const name of ['gb2312-no-ca', 'shift_jis-ca', 'euc-kr-no-ca', 'utf8-mostly-valid']) {
    const bytes = bytesOf(name);
    const text = Sgf.stringify(Sgf.parse(bytes));
    expect([name, Hen.sgf2hen(bytes, 2)]).toEqual([name, Hen.sgf2hen(text, 2)]);
    expect([name, Hen.fromSgf(bytes, 1).lastMove]).toEqual([name, { row: 3, col: 15, color: 1, pass: false }]);
    const cli = spawnSync(process.execPath, [bin, 'sgf', 'parse', join(folder, `${name}.sgf`)], { encoding: 'utf8' });
    expect([name, cli.status]).toEqual([name, 0]);
    expect([name, JSON.parse(cli.stdout)[0].root.properties.PB]).toEqual([name, [manifest[name].values.PB]]);
  }
});

// @sabaki/sgf decodes with iconv-lite as the first CA says, or as jschardet guesses from the
// first 300 bytes. Where it reads a fixture right, boardnotation must agree with it; where it
// does not, boardnotation must still read the text written (and the test says which).
test('differential: the same text as @sabaki/sgf wherever @sabaki/sgf reads it right', () => {
  const wrong = [];
  for (const name of names) {
    let root;
    try {
      [root] = sabaki.parseBuffer(bytesOf(name));
    } catch {
      // iconv-lite has no ISO-2022-JP
      wrong.push(name);
      expect([name, valuesOf(Sgf.parse(bytesOf(name))[0])]).toEqual([name, manifest[name].values]);
      continue;
    }
    const theirs = {
      PB: root.data.PB?.[0],
      PW: root.data.PW?.[0],
      EV: root.data.EV?.[0],
      C: root.children[0]?.data.C?.[0],
    };
    const ours = valuesOf(Sgf.parse(bytesOf(name))[0]);
    if (JSON.stringify(theirs) === JSON.stringify(manifest[name].values)) expect([name, ours]).toEqual([name, theirs]);
    else wrong.push(name);
    expect([name, ours]).toEqual([name, manifest[name].values]);
  }
  // Every fixture with a CA that iconv-lite knows is read right by both.
  for (const name of [
    'gb2312-ca',
    'gbk-ca',
    'big5-ca',
    'shift_jis-ca',
    'euc-jp-ca',
    'euc-kr-ca',
    'windows-1251-ca',
    'koi8-r-ca',
    'latin1-ca',
  ]) {
    expect(wrong).not.toContain(name);
  }
  console.log(`@sabaki/sgf misreads ${wrong.length} of ${names.length} charset fixtures: ${wrong.join(', ')}`);
});

// Node built with small ICU has no Shift_JIS: a CA naming it is a clear error with its position
// (Sgf.parse throws, Hen.fromSgf gives null), and detection skips what it cannot try.
test('a charset the platform cannot decode is a located error, never a wrong reading', () => {
  const Real = globalThis.TextDecoder;
  globalThis.TextDecoder = class extends Real {
    constructor(label, options) {
      if (String(label).toLowerCase().replace(/[-_]/g, '') === 'shiftjis')
        throw new RangeError(`The "${label}" encoding is not supported`);
      super(label, options);
    }
  };
  try {
    const bytes = bytesOf('shift_jis-ca');
    const { ok, errors } = Sgf.validate(bytes);
    expect(ok).toBe(false);
    expect(errors.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(['sgf.charset_unavailable 1:15']);
    expect(errors[0].message).toMatch(/TextDecoder does not support it/);
    expect(() => Sgf.parse(bytes)).toThrow(expect.objectContaining({ code: 'sgf.charset_unavailable' }));
    expect(Hen.fromSgf(bytes)).toBeNull();
    expect(Hen.sgf2hen(bytes)).toBe('');
    expect(Sgf.parse(bytesOf('shift_jis-no-ca'))[0].charset).not.toBe('Shift_JIS');
  } finally {
    globalThis.TextDecoder = Real;
  }
  expect(Sgf.parse(bytesOf('shift_jis-ca'))[0].charset).toBe('Shift_JIS');
});

// Short values are where detection is hardest: a tree of two names and nothing else.
test('detection on two names alone: CJK names in their charset, Latin and Cyrillic ones not taken for CJK', () => {
  // character -> bytes in `label`, from decoding every one- and two-byte sequence (as make.mjs does).
  const encoder = (label) => {
    const decoder = new TextDecoder(label, { fatal: true });
    const table = new Map();
    const add = (bytes) => {
      try {
        const text = decoder.decode(Uint8Array.from(bytes));
        if ([...text].length === 1 && !table.has(text)) table.set(text, bytes);
      } catch {}
    };
    for (let a = 0x80; a < 0x100; a++) add([a]);
    for (let a = 0x80; a < 0x100; a++) for (let b = 0x40; b < 0x100; b++) add([a, b]);
    return (text) => [...text].flatMap((ch) => (ch.charCodeAt(0) < 0x80 ? [ch.charCodeAt(0)] : table.get(ch)));
  };
  const cases = [
    ['gb18030', 'GB18030', '聂卫平', '马晓春'],
    ['gb18030', 'GB18030', '陈耀烨', '芈昱廷'],
    ['big5', 'Big5', '王立誠', '張栩'],
    ['shift_jis', 'Shift_JIS', '張栩', '高尾紳路'],
    ['euc-kr', 'EUC-KR', '신진서', '신민준'],
    ['euc-kr', 'EUC-KR', '조훈현', '이창호'],
    ['windows-1252', 'ISO-8859-1', 'José', 'Müller'],
    ['windows-1252', 'ISO-8859-1', 'Sébastien', 'Ñandú'],
    ['windows-1251', 'windows-1251', 'Ли Ан', 'Петров'],
    ['koi8-r', 'KOI8-R', 'Петров', 'Иванов'],
  ];
  for (const [label, expected, black, white] of cases) {
    const encode = encoder(label);
    const bytes = Uint8Array.from([
      ...Buffer.from('(;PB['),
      ...encode(black),
      ...Buffer.from(']PW['),
      ...encode(white),
      ...Buffer.from('])'),
    ]);
    const [tree] = Sgf.parse(bytes);
    expect([label, black, tree.charset, tree.root.properties.PB, tree.root.properties.PW]).toEqual([
      label,
      black,
      expected,
      [black],
      [white],
    ]);
  }
});
