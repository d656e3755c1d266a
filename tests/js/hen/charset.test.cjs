// Hen.sgf2hen / Hen.fromSgf and the SGF CA charset: a JS string is already-decoded text (its CA
// must not be applied again); a Uint8Array holds a file's bytes, decoded as its CA says.
const { Hen } = require('boardnotation');

const latin1Bytes = Uint8Array.from([...Buffer.from('(;SZ[9]CA[ISO-8859-1]LB[aa:'), 0xe9, ...Buffer.from('])')]);
// What a program has after reading that file with its charset: "é" in a JS string.
const decoded = '(;SZ[9]CA[ISO-8859-1]LB[aa:é])';

test('a string with a non-UTF-8 CA keeps its non-ASCII text as it is', () => {
  expect(Hen.fromSgf(decoded).labels).toEqual([{ row: 0, col: 0, letter: 'é' }]);
  expect(Hen.sgf2hen(decoded)).toBe(Hen.fromSgf(decoded).toString());
  expect(Hen.sgf2hen(decoded)).toContain('é');
  expect(Hen.sgf2hen(decoded)).not.toContain('Ã');
});

test('bytes are decoded from their CA charset', () => {
  expect(Hen.fromSgf(latin1Bytes).labels).toEqual([{ row: 0, col: 0, letter: 'é' }]);
  expect(Hen.sgf2hen(latin1Bytes)).toBe(Hen.sgf2hen(decoded));
  // UTF-8 bytes without CA are UTF-8.
  expect(Hen.sgf2hen(new TextEncoder().encode('(;SZ[9]LB[aa:é])'))).toBe(Hen.sgf2hen(decoded));
});

test('the CLI reads the file as bytes, so a Latin-1 file gives the same HEN', () => {
  const { spawnSync } = require('node:child_process');
  const { mkdtempSync, writeFileSync } = require('node:fs');
  const { tmpdir } = require('node:os');
  const { join } = require('node:path');
  const file = join(mkdtempSync(join(tmpdir(), 'bn-hen-charset-')), 'latin1.sgf');
  writeFileSync(file, latin1Bytes);
  const bin = require.resolve('boardnotation/package.json').replace('package.json', 'bin/boardnotation.cjs');
  const result = spawnSync(process.execPath, [bin, 'sgf2hen', file], { encoding: 'utf8' });
  expect(result).toMatchObject({ status: 0, stdout: `${Hen.sgf2hen(decoded)}\n` });
});
