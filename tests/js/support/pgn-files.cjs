// The PGN files the differential tests read: the fixtures, then the corpus beside the clone (as
// in CI; none when it is not there), each folder's .pgn files in name order.
const { existsSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

const corpus = join(__dirname, '..', '..', '..', '..', 'shared', 'corpus', 'pgn');
const fixtures = join(__dirname, '..', '..', 'fixtures', 'pgn');

const filesOf = (dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.pgn'))
        .sort()
        .map((f) => join(dir, f))
    : [];

/** The paths of the fixtures' and the corpus's PGN files. */
const pgnFiles = () => [...filesOf(fixtures), ...filesOf(corpus)];

module.exports = { pgnFiles };
