// The tarball `npm pack` makes, installed in a fresh project, works through require, import,
// both subpaths and the bin: what a user gets from the registry, with its README and LICENSE.
const { execFileSync } = require('node:child_process');
const { mkdtempSync, writeFileSync, readdirSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, dirname } = require('node:path');

const packageDir = dirname(require.resolve('boardnotation/package.json'));
const sh = (command, args, cwd) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

test('npm pack -> npm install in a temporary project -> require, import and the bin work', () => {
  const work = mkdtempSync(join(tmpdir(), 'bn-pack-'));
  sh('npm', ['pack', packageDir, '--pack-destination', work, '--silent'], work);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  expect(tarball).toMatch(/^boardnotation-.*\.tgz$/);

  const files = sh('tar', ['-tzf', join(work, tarball)], work).split('\n');
  expect(files).toEqual(
    expect.arrayContaining([
      'package/dist/boardnotation-gbb.wasm',
      'package/types/index.d.ts',
      'package/bin/boardnotation.cjs',
    ]),
  );
  // One wasm module per notation family (npm/src/modules.json) and one of them all for the root, nothing else.
  const modules = [...Object.keys(require('../../npm/src/modules.json')).filter((key) => key !== '//'), 'all'];
  expect(files.filter((f) => f.endsWith('.wasm')).sort()).toEqual(
    modules.map((m) => `package/dist/boardnotation-${m}.wasm`).sort(),
  );
  expect(files.some((f) => f.includes('/src/'))).toBe(false);
  // A folder per subpath for resolvers that read no `exports` (Parcel 2): its package.json points
  // at the files the exports map gives that subpath, and they are in the tarball.
  const manifest = require('../../npm/package.json');
  const folders = Object.keys(manifest.exports).filter((k) => k !== '.' && !k.includes('*') && !k.endsWith('.json'));
  expect(folders).toEqual(expect.arrayContaining(['./sgf', './sgf/init', './viewer']));
  for (const key of folders) {
    const stub = require(join(__dirname, '../../npm', key, 'package.json'));
    const entry = manifest.exports[key].import ?? manifest.exports[key];
    const inPackage = (file) => join('package', key, file).split('\\').join('/');
    expect(inPackage(stub.module)).toBe(join('package', entry.default));
    for (const file of [stub.main, stub.module, stub.types]) expect(files).toContain(inPackage(file));
    expect(files).toContain(`package/${key.slice(2)}/package.json`);
  }

  const project = join(work, 'project');
  sh('mkdir', ['-p', project], work);
  writeFileSync(join(project, 'package.json'), '{"name":"user-project","private":true}');
  sh('npm', ['install', '--no-audit', '--no-fund', '--silent', join(work, tarball)], project);

  writeFileSync(
    join(project, 'use.cjs'),
    `
    const { GBB } = require('boardnotation');
    const sub = require('boardnotation/gbb');
    console.log(GBB.parse('GBB/1.0 size 2 2 cell 1 1 Rojo 3').getCell(1, 1).r, sub.GBB === GBB);`,
  );
  expect(sh('node', ['use.cjs'], project).trim()).toBe('3 true');

  writeFileSync(
    join(project, 'use.mjs'),
    `
    import { GBB, GBBParsingErrors } from 'boardnotation';
    import { GBB as G } from 'boardnotation/gbb';
    try { GBB.parse('GBB/1.0 size 0 1'); } catch (e) { console.log(e instanceof GBBParsingErrors.InvalidSizeDefinition, G === GBB); }`,
  );
  expect(sh('node', ['use.mjs'], project).trim()).toBe('true true');

  const bin = join(project, 'node_modules', '.bin', 'boardnotation');
  expect(sh(bin, ['--version'], project).trim()).toBe(require('boardnotation/package.json').version);

  // --to parquet needs the optional hyparquet-writer, which a plain install does not bring: the
  // command says how to get it (npm/bin/columnar/parquet.cjs); --to csv needs nothing more.
  writeFileSync(join(project, 'g.pgn'), '[Event "a"]\n\n1. e4 *\n');
  const { spawnSync } = require('node:child_process');
  const parquet = spawnSync(bin, ['pgn', 'convert', 'g.pgn', '--to', 'parquet', '-o', 'g.parquet'], {
    cwd: project,
    encoding: 'utf8',
  });
  expect(parquet.status).toBe(1);
  expect(parquet.stderr).toMatch(/--to parquet needs the package hyparquet-writer .*npm install hyparquet-writer/);
  expect(sh(bin, ['pgn', 'convert', 'g.pgn', '--to', 'csv'], project)).toMatch(/^game,line,Event,/);
});

test('the tarball carries the README, the LICENSE and where the project lives (npm pack --dry-run)', () => {
  const [report] = JSON.parse(sh('npm', ['pack', '--dry-run', '--json', packageDir], packageDir));
  const paths = report.files.map((f) => f.path);
  expect(paths).toEqual(
    expect.arrayContaining(['README.md', 'LICENSE', 'package.json', 'dist/boardnotation-gbb.wasm']),
  );
  const { readFileSync } = require('node:fs');
  expect(readFileSync(join(packageDir, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
  const manifest = require('boardnotation/package.json');
  expect(manifest.license).toBe('MIT');
  for (const field of ['repository', 'homepage', 'bugs']) expect(manifest[field]).toBeTruthy();
});
