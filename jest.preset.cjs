// One jest setup for every front-end package: jsdom, swc with emotion's JSX runtime.
const path = require('node:path');

module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/server/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
        },
      },
    ],
  },
  moduleNameMapper: {
    '\\.(css|svg|png|jpg|webp|avif)$': path.join(__dirname, 'shared/test/file-stub.cjs'),
    // The article renderer (shared/src/article) uses marked, which ships ES modules only: jest
    // (CommonJS) gets its UMD build, resolved from shared, which declares it.
    '^marked$': require
      .resolve('marked', { paths: [path.join(__dirname, 'shared')] })
      .replace(/lib\/.*$/, 'lib/marked.umd.js'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'shared/test/setup.ts')],
  // A test that types a whole form with user-event waits on its own conditions; the default 5 s
  // cut-off fails it on a loaded two-core machine, so the cut-off only catches a hang.
  testTimeout: 30000,
});
