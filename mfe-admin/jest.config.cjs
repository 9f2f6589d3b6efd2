const preset = require('../jest.preset.cjs')(__dirname);

// The article preview runs the shared article renderer: marked ships ES modules only, jest (CommonJS)
// gets its UMD build, as in mfe-blog.
module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^marked$': require.resolve('marked').replace(/lib\/.*$/, 'lib/marked.umd.js'),
  },
};
