// Builds the web app when its output is missing or older than its sources, so `npm start` and
// the end-to-end tests always serve what is in the tree without paying for a build every time.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const distIndex = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/precompress.ts',
  'apps/web/public',
  'packages/shared/src',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function webBuildIsStale() {
  if (!existsSync(distIndex)) return true;
  const built = statSync(distIndex).mtimeMs;
  return sources.some((s) => newestMtime(join(root, s)) > built);
}

export function ensureWebBuild({ force = false } = {}) {
  if (!force && !webBuildIsStale()) return;
  console.error('[web] building apps/web ...');
  // Build output goes to stderr: benchmarks that build first print only JSON lines on stdout.
  // Always the production build: run from a test runner (NODE_ENV=test) Vite would bundle React's
  // development build, twice the size, and a benchmark reusing that build would measure it.
  const result = spawnSync('npm', ['run', 'build', '-w', '@toolkit/web'], {
    cwd: root,
    stdio: ['inherit', 2, 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('web build failed');
}
