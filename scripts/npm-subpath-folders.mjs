// Writes a folder per subpath of npm/package.json's "exports" (npm/sgf/package.json,
// npm/sgf/init/package.json...) whose package.json points at the entry of that subpath: what a
// resolver that reads no "exports" follows (Parcel 2 without its packageExports option, older
// tools). Resolvers that read "exports" never look at them. Generated from the exports map, so
// the two cannot disagree; the folders are in the package's "files" and ignored by git.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The subpaths that are folders: not the root, not "./package.json", not a pattern.
export function subpathFolders(exportsMap) {
  return Object.keys(exportsMap).filter((key) => key !== '.' && !key.includes('*') && !key.endsWith('.json'));
}

export function writeSubpathFolders(npm) {
  const manifest = JSON.parse(readFileSync(join(npm, 'package.json'), 'utf8'));
  const folders = subpathFolders(manifest.exports);
  for (const top of new Set(folders.map((key) => key.split('/')[1])))
    rmSync(join(npm, top), { recursive: true, force: true });
  for (const key of folders) {
    const folder = join(npm, key);
    // A subpath without conditions (the viewer: ES module only) is its own "import".
    const entry = manifest.exports[key];
    const esm = entry.import ?? entry;
    const target = (file) => relative(folder, join(npm, file)).split('\\').join('/');
    const module = target(esm.default);
    const types = target(entry.require?.types ?? esm.types);
    const stub = { private: true, main: entry.require ? target(entry.require.default) : module, module, types };
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'package.json'), `${JSON.stringify(stub, null, 2)}\n`);
  }
  return folders;
}
