/**
 * The app is served from apps/web/dist, as `npm start` does. The "build when missing or older
 * than its sources" rule lives once, in the lead's scripts/lib/web-build.mjs (used by npm start
 * and npm test); this only calls it, so a direct `npx vitest run --project e2e` never tests a
 * stale bundle either.
 */
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

/** Builds apps/web when dist is missing or older than its sources. E2E_SKIP_BUILD=1 skips the check. */
export function ensureWebBuilt(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  helper.ensureWebBuild();
}
