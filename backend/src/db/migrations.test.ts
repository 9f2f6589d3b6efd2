import { join } from 'node:path';
import { findRepoRoot } from '../config.ts';
import { parseMigrationFileName, readMigrations } from './migrations.ts';

describe('migration files', () => {
  test.each([
    ['20261122000100_validation_helpers.sql', { version: '20261122000100', name: 'validation_helpers' }],
    ['README.md', null],
    ['20261122_Bad-Name.sql', null],
  ])('%s', (fileName, expected) => {
    expect(parseMigrationFileName(fileName)).toEqual(expected);
  });

  test('the repository migrations are in version order, one change per file', () => {
    const migrations = readMigrations(join(findRepoRoot(), 'supabase', 'migrations'));
    const versions = migrations.map((migration) => migration.version);
    expect(versions).toEqual([...versions].sort());
    expect(new Set(versions).size).toBe(versions.length);
    // The released history is squashed into one baseline (docs/adr-020-declarative-schemas.md).
    expect(migrations[0]).toMatchObject({ version: '20261126019000', name: 'baseline' });
    expect(migrations.length).toBeGreaterThanOrEqual(2);
  });
});
