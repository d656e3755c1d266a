#!/usr/bin/env node
// What a wasm module is made of: the bytes of each function body, grouped by source area, and the
// data segments. For a module linked with names (em++ ... --profiling-funcs), e.g.
//   em++ <the link command of build/wasm/bindings/CMakeFiles/bn_module_chess.dir/link.txt> --profiling-funcs
//   node bench/wasm-sizes.mjs <module.wasm> [--top N] [--area AREA]
// Sizes are raw bytes before compression (gzip shrinks code ~2.5x, zero-filled data much more).
// The areas are guessed from the demangled names (bn::chess::, boost::spirit::x3::, dlmalloc...).
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '40' }, area: { type: 'string' } },
});
const bytes = readFileSync(positionals[0]);

// ---- The sections we need: imports (function indices start after imported functions), code, data, names.
let at = 8;
const u32 = () => {
  let result = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    result |= (b & 0x7f) << shift;
    if ((b & 0x80) === 0) return result >>> 0;
    shift += 7;
  }
};
const text = (length) => bytes.subarray(at, (at += length)).toString('utf8');
let importedFunctions = 0;
const bodies = [];
const segments = [];
const names = new Map();
const sections = [];
while (at < bytes.length) {
  const id = bytes[at++];
  const size = u32();
  const end = at + size;
  const start = at;
  let name = '';
  if (id === 0) name = text(u32());
  sections.push({ id, name, size });
  if (id === 2) {
    for (let n = u32(); n > 0; n--) {
      text(u32());
      text(u32());
      const kind = bytes[at++];
      if (kind === 0) {
        u32();
        importedFunctions++;
      } else if (kind === 1) {
        at++;
        const f = u32();
        u32();
        if (f & 1) u32();
      } else if (kind === 2) {
        const f = u32();
        u32();
        if (f & 1) u32();
      } else if (kind === 3) {
        at += 2;
      } else if (kind === 4) {
        at++;
        u32();
      }
    }
  } else if (id === 10) {
    for (let n = u32(); n > 0; n--) {
      const length = u32();
      bodies.push(bytes.subarray(at, at + length));
      at += length;
    }
  } else if (id === 11) {
    for (let n = u32(); n > 0; n--) {
      const flags = u32();
      if (flags === 0) {
        while (bytes[at++] !== 0x0b);
      } else if (flags === 2) {
        u32();
        while (bytes[at++] !== 0x0b);
      }
      const length = u32();
      segments.push(bytes.subarray(at, at + length));
      at += length;
    }
  } else if (id === 0 && name === 'name') {
    while (at < end) {
      const kind = bytes[at++];
      const length = u32();
      const subEnd = at + length;
      if (kind === 1)
        for (let n = u32(); n > 0; n--) {
          const index = u32();
          names.set(index, text(u32()));
        }
      at = subEnd;
    }
  }
  at = end;
  void start;
}

// ---- Demangle every name at once.
const indices = bodies.map((_, i) => i + importedFunctions);
const mangled = indices.map((i) => names.get(i) ?? `function ${i}`);
const demangled = execFileSync('llvm-cxxfilt', { input: mangled.join('\n'), maxBuffer: 1 << 28 })
  .toString()
  .split('\n');

// The area of a function: the first rule whose pattern its name matches.
const AREAS = [
  ['bindings (embind)', /^(emscripten::|void emscripten::|.*emscripten::internal::|_embind_|embind_)/],
  ['bindings', /^(\(anonymous namespace\)::|bn::bind|bn::bindings|.*EMSCRIPTEN_BINDINGS)/],
  ['spirit x3', /boost::spirit::x3/],
  ...['gbb', 'go', 'sgf', 'hen', 'chess', 'pgn', 'ssb', 'json', 'bdl', 'common', 'messages'].map((area) => [
    area,
    new RegExp(`^([\\w:<>,* ]*[ (])?bn::${area}::`),
  ]),
  ['libc++ / C++ ABI', /^(std::|__cxa|__cxxabiv1|operator new|operator delete|__gxx|__dynamic_cast|typeinfo|vtable)/],
  ['boost (other)', /boost::/],
  [
    'malloc',
    /^(dlmalloc|dlfree|dlrealloc|malloc|free|realloc|sbrk|emscripten_builtin|internal_memalign|dispose_chunk|tmalloc|prepend_alloc|init_top|add_segment|sys_alloc|calloc|aligned_alloc|posix_memalign|memalign)/,
  ],
  [
    'libc',
    /^(printf|vfprintf|fprintf|snprintf|vsnprintf|sprintf|printf_core|fmt_|pop_arg|out|pad|strto|__floatscan|__intscan|decfloat|hexfloat|scanexp|__shgetc|__shlim|frexp|__|mem|str|wcr|wctomb|fwrite|fputs|getint|copysign|scalbn|fmodl|fmod|abort|qsort|isdigit|isspace|tolower|toupper|wc|mbr|btowc|sn_write|__towrite|__lockfile|stackSave|stackRestore|stackAlloc|emscripten_stack)/,
  ],
  ['bn (other)', /bn::/],
];
const areaOf = (name) => (AREAS.find(([, pattern]) => pattern.test(name)) ?? ['other'])[0];

const functions = bodies.map((body, i) => ({
  size: body.length,
  body,
  name: demangled[i],
  area: areaOf(demangled[i]),
}));
const byArea = new Map();
for (const f of functions) {
  const a = byArea.get(f.area) ?? { size: 0, count: 0, bodies: [] };
  a.size += f.size;
  a.count++;
  a.bodies.push(f.body);
  byArea.set(f.area, a);
}
const codeSize = functions.reduce((s, f) => s + f.size, 0);
const dataSize = segments.reduce((s, d) => s + d.length, 0);
const zeros = segments.reduce((s, d) => s + d.filter((b) => b === 0).length, 0);
const kb = (n) => (n / 1024).toFixed(1);
console.log(
  `${positionals[0]}: ${bytes.length} bytes; code ${kb(codeSize)} KB in ${functions.length} functions; data ${kb(dataSize)} KB in ${segments.length} segments (${kb(zeros)} KB of zeros)`,
);
console.log('sections:', sections.map((s) => `${s.name || s.id} ${kb(s.size)}`).join(', '));
// gzip KB: the area's function bodies compressed together, on their own (an estimate of what the
// area adds to the download: in the module, gzip also finds repeats across areas).
console.log('\n| area | functions | KB | gzip KB |\n|---|---|---|---|');
for (const [area, a] of [...byArea].sort((x, y) => y[1].size - x[1].size)) {
  console.log(
    `| ${area} | ${a.count} | ${kb(a.size)} | ${kb(gzipSync(Buffer.concat(a.bodies), { level: 9 }).length)} |`,
  );
}
const shown = functions
  .filter((f) => !flags.area || f.area === flags.area)
  .sort((a, b) => b.size - a.size)
  .slice(0, Number(flags.top));
console.log(`\nThe ${shown.length} biggest functions${flags.area ? ` of ${flags.area}` : ''}:`);
for (const f of shown) console.log(`${String(f.size).padStart(7)}  ${f.area.padEnd(18)} ${f.name.slice(0, 220)}`);
