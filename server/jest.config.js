/** Server integration tests: real PostgreSQL, real HTTP and websocket round trips. */
// `npm test` writes a JSON report here for CI's summary line; Jest does not create the folder itself.
require('node:fs').mkdirSync(require('node:path').join(__dirname, 'test-results'), { recursive: true });

const esmPackages = [
  'request-filtering-agent',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
  'graphql-upload',
  'fs-capacitor',
];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // file-type and graphql-upload are ESM-only (Node loads them with require(esm)); Jest's own module
  // system cannot, so point at their ESM entry points and compile those to CommonJS.
  moduleNameMapper: { '^file-type$': '<rootDir>/../node_modules/file-type/index.js' },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  transform: {
    '^.+\\.(t|j|mj)s$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  setupFiles: ['reflect-metadata'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 30000,
  maxWorkers: 2,
};
