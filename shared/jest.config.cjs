const preset = require('../jest.preset.cjs')(__dirname);

// The article renderer uses marked, which ships ES modules only: jest (CommonJS) gets its UMD build.
module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^marked$': require.resolve('marked').replace(/lib\/.*$/, 'lib/marked.umd.js'),
  },
};
