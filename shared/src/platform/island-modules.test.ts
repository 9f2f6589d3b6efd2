/**
 * @jest-environment node
 *
 * The island module types (island-modules.generated.ts) follow the remotes' islands.json: an
 * island added, renamed or moved there without regenerating them fails here (and in `tsc`).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

test('island-modules.generated.ts is the one the current islands.json files give', () => {
  const script = path.resolve(__dirname, '../../scripts/island-types.mjs');
  let problem = '';
  try {
    execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    problem = String((error as { stderr?: string }).stderr ?? error);
  }
  expect(problem).toBe('');
});
