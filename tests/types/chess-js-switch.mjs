// Does a chess.js 1.4 TypeScript project compile unchanged once its import says
// boardnotation/chess? Compiles, under strict, with node16, nodenext and bundler resolution:
// - chess-js-program.ts (every export and method of chess.js, with each overload's arguments);
// - each js/ts example of chess.js's README (node_modules/chess.js/README.md), read at test time;
// once against chess.js and once with the import switched. Every file that compiles against
// chess.js must compile against boardnotation/chess. Run by scripts/test.sh; exits 1 on failure.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = path.join(root, 'build/types-chess-js');
const tsc = path.join(root, 'node_modules/.bin/tsc');
const TARGETS = { cj: 'chess.js', bn: 'boardnotation/chess' };
const EXPORTS = ['Chess', 'Move', 'WHITE', 'BLACK', 'PAWN', 'KNIGHT', 'BISHOP', 'ROOK', 'QUEEN', 'KING'].concat([
  'SQUARES',
  'DEFAULT_POSITION',
  'SEVEN_TAG_ROSTER',
  'validateFen',
]);

// The README's examples are fragments: the import lines go to a shared prelude and each example
// runs in its own block, with a `chess` in scope for those that use one they did not declare.
function readmeExamples() {
  const readme = readFileSync(path.join(root, 'node_modules/chess.js/README.md'), 'utf8');
  const blocks = [...readme.matchAll(/^```(?:js|ts|typescript)\n([\s\S]*?)^```/gm)].map((m) => m[1]);
  return blocks.map((code) => {
    const body = code
      .split('\n')
      .filter((line) => !/^\s*(import\s.*from\s+'chess\.js'|const \{ Chess \} = require\('chess\.js'\))/.test(line))
      .join('\n');
    return (target) =>
      `import { ${EXPORTS.join(', ')} } from '${target}';\n` +
      `import type { Color, Piece, PieceSymbol, Square } from '${target}';\n` +
      `let chess = new Chess();\nexport {};\n{\n${body}\n}\n`;
  });
}

const program = readFileSync(path.join(root, 'tests/types/chess-js-program.ts'), 'utf8');
const sources = [(target) => program.replaceAll("from 'chess.js'", `from '${target}'`), ...readmeExamples()];
const names = sources.map((_, i) => (i === 0 ? 'program' : `readme-${String(i).padStart(2, '0')}`));

const failingFiles = (output) => new Set([...output.matchAll(/^([\w.-]+\.ts)\(\d+,\d+\): error/gm)].map((m) => m[1]));
let failed = false;
const syntaxBroken = new Set();
rmSync(work, { recursive: true, force: true });
for (const resolution of ['node16', 'nodenext', 'bundler']) {
  const dir = path.join(work, resolution);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), '{"private":true,"type":"module"}');
  const files = [];
  for (const [prefix, target] of Object.entries(TARGETS))
    sources.forEach((source, i) => {
      const file = `${prefix}-${names[i]}.ts`;
      writeFileSync(path.join(dir, file), source(target));
      files.push(file);
    });
  const module = resolution === 'bundler' ? 'esnext' : resolution;
  const config = {
    compilerOptions: {
      strict: true,
      noEmit: true,
      target: 'es2022',
      module,
      moduleResolution: resolution,
      lib: ['es2022', 'dom'],
      types: [],
      skipLibCheck: false,
      allowJs: false,
    },
    files,
  };
  // tsc reports no type errors at all while any file has a syntax error (TS1xxx), one file a run,
  // and some README fragments are not valid code: those are dropped (for every resolution mode).
  let output;
  do {
    config.files = files.filter((file) => !syntaxBroken.has(file.slice(3)));
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(config, null, 2));
    output = '';
    try {
      execFileSync(tsc, ['-p', dir, '--pretty', 'false'], { cwd: dir, encoding: 'utf8' });
    } catch (error) {
      output = `${error.stdout}${error.stderr}`;
    }
    for (const m of output.matchAll(/^(?:cj|bn)-([\w.-]+\.ts)\(\d+,\d+\): error TS1\d{3}:/gm)) syntaxBroken.add(m[1]);
  } while (/: error TS1\d{3}:/.test(output));
  const failing = failingFiles(output);
  for (const file of syntaxBroken) failing.add(`cj-${file}`);
  const compiling = names.filter((name) => !failing.has(`cj-${name}.ts`));
  const broken = compiling.filter((name) => failing.has(`bn-${name}.ts`));
  const libraryErrors = output.split('\n').filter((line) => /error/.test(line) && !/^(cj|bn)-[\w-]+\.ts\(/.test(line));
  const examples = compiling.filter((name) => name !== 'program').length;
  process.stdout.write(
    `${resolution}: ${compiling.length} of ${names.length} files compile against chess.js; ${examples} README examples\n`,
  );
  if (!compiling.includes('program') || examples < 10 || broken.length > 0 || libraryErrors.length > 0) {
    failed = true;
    process.stdout.write(
      `${output
        .split('\n')
        .filter(
          (line) =>
            broken.some((name) => line.startsWith(`bn-${name}.ts`)) ||
            libraryErrors.includes(line) ||
            line.startsWith('cj-program'),
        )
        .join('\n')}\n`,
    );
  }
}
if (failed) {
  process.stdout.write('chess.js code that does not compile against boardnotation/chess (above)\n');
  process.exit(1);
}
