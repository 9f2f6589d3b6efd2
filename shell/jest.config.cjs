const path = require('node:path');
const preset = require('../jest.preset.cjs')(__dirname);

// The production server takes its write limit from the backend's source: the unit tests run before
// any build, so they read it from `src`, not from the package's built `dist`.
module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@parquet-alsace/backend/write-limit$': path.join(__dirname, '../backend/src/http/write-limit.ts'),
  },
};
