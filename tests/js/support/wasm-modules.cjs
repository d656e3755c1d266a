// The wasm module objects behind the package's Node entries, seen as one (sums over the modules
// loaded so far), for the memory tests: each core-<module>.node.cjs has an internal module()
// accessor. Require it after the package's entries have been required.
'use strict';
const path = require('node:path');

const dist = path.join(path.dirname(require.resolve('boardnotation/package.json')), 'dist');
// The family modules and the root's module of every family.
const names = [...Object.keys(require('../../../npm/src/modules.json')).filter((key) => key !== '//'), 'all'];
const loaded = () => names.map((name) => require(path.join(dist, `core-${name}.node.cjs`)).module()).filter(Boolean);
const sum = (of) => loaded().reduce((total, module) => total + of(module), 0);

module.exports = {
  loaded,
  heapBytesInUse: () => sum((module) => module.heapBytesInUse()),
  count_emval_handles: () => sum((module) => module.count_emval_handles()),
  memoryBytes: () => sum((module) => module.HEAPU8.buffer.byteLength),
};
