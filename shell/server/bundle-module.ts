import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { runInThisContext } from 'node:vm';

/**
 * Evaluates a server bundle's code (CommonJS, as webpack emits it) as a fresh module: never from
 * Node's require cache, so two versions of one remote live side by side, and its own file name
 * in stack traces. The bundle's imports (react, react-dom/server, jsdom… kept out of it) resolve
 * from each of `resolveFrom` in turn — the bundle's own folder first when it has one, then the
 * shell server's — so a remote published outside the repository, or downloaded from a URL,
 * uses the packages installed beside the shell.
 */
export function evaluateBundle(code: string, filename: string, resolveFrom: string[]): unknown {
  const requirers = resolveFrom.map((from) => createRequire(from));
  const bundleRequire = (id: string): unknown => {
    for (const requirer of requirers) {
      let resolved: string;
      try {
        resolved = requirer.resolve(id);
      } catch {
        continue;
      }
      return requirer(resolved);
    }
    throw Object.assign(new Error(`Module « ${id} » introuvable pour ${filename}`), {
      code: 'MODULE_NOT_FOUND',
    });
  };
  const wrapped = runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${code}\n})`,
    { filename },
  ) as (exports: unknown, require: unknown, module: unknown, filename: string, dir: string) => void;
  const module = { exports: {} as unknown };
  wrapped.call(module.exports, module.exports, bundleRequire, module, filename, dirname(filename));
  return module.exports;
}
