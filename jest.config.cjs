// Jest runs the npm package's tests (tests/js), the hostile-input suite (tests/hostile) and the
// browser tests (tests/e2e) against the built package. .mjs test files are ES modules: run with
// NODE_OPTIONS=--experimental-vm-modules (scripts/test.sh does). No transforms: the package is
// tested as users load it.
module.exports = {
  testEnvironment: 'node',
  transform: {},
  testMatch: [
    '<rootDir>/tests/js/**/*.test.{cjs,mjs}',
    '<rootDir>/tests/hostile/**/*.test.{cjs,mjs}',
    '<rootDir>/tests/e2e/**/*.test.{cjs,mjs}',
  ],
  moduleFileExtensions: ['js', 'mjs', 'cjs', 'json'],
  testTimeout: 60000,
  // build/site holds a copy of the package (scripts/build-site.mjs): not a second 'boardnotation' module.
  modulePathIgnorePatterns: ['<rootDir>/build/'],
};
