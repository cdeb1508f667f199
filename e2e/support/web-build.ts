/**
 * The app is served from apps/web/dist, as `npm start` does. The "build when missing or older
 * than its sources" rule lives once, in the lead's scripts/lib/web-build.mjs (used by npm start
 * and npm test); this only calls it, so a direct `npx vitest run --project e2e` never tests a
 * stale bundle either.
 */
import { spawnSync } from 'node:child_process';
import { access, cp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WEB_DIST = join(REPO_ROOT, 'apps/web/dist');

interface WebBuildHelper {
  ensureWebBuild(options?: { force?: boolean }): void;
  webBuildIsStale(): boolean;
}

// A computed specifier: the helper is plain .mjs without type declarations.
const helperUrl = new URL('../../scripts/lib/web-build.mjs', import.meta.url).href;
const helper = (await import(helperUrl)) as WebBuildHelper;

export const webBuildIsStale = (): boolean => helper.webBuildIsStale();

/**
 * Builds apps/web when dist is missing or older than its sources. E2E_SKIP_BUILD=1 skips the check.
 * The build runs in a child whose output goes to stderr: benchmarks print only JSON on stdout.
 */
export function ensureWebBuilt(): void {
  if (process.env.E2E_SKIP_BUILD === '1' || !helper.webBuildIsStale()) return;
  const build = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `const m = await import(${JSON.stringify(helperUrl)}); m.ensureWebBuild();`],
    { cwd: REPO_ROOT, stdio: ['ignore', 2, 2] },
  );
  if (build.status !== 0) throw new Error(`Building apps/web failed (exit ${build.status})`);
}

/**
 * A private copy of the built app for one test file: other people rebuilding apps/web/dist in the
 * same tree while tests run would otherwise swap files under the running app. Retries while a
 * concurrent build has the folder half-written (index.html missing or naming absent assets).
 */
export async function snapshotWebDist(target: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      await rm(target, { recursive: true, force: true });
      await cp(WEB_DIST, target, { recursive: true });
      const html = await readFile(join(target, 'index.html'), 'utf8');
      for (const [, asset] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) {
        await access(join(target, asset!));
      }
      return target;
    } catch (error) {
      if (attempt >= 20) throw new Error(`apps/web/dist is incomplete: ${(error as Error).message}`, { cause: error });
      ensureWebBuilt();
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
