// `npm test`: every test (unit, chain, API, end-to-end) in one vitest run, then one plain
// summary line ("N passed, N failed") that people and CI can read.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureWebBuild, root } from './lib/web-build.mjs';

const args = process.argv.slice(2);
const wantsE2e = args.length === 0 || args.some((a) => a.includes('e2e'));
if (wantsE2e) {
  if (!ensureChromium()) process.exit(1);
  ensureWebBuild();
}

const reportDir = mkdtempSync(join(tmpdir(), 'toolkit-test-'));
const report = join(reportDir, 'report.json');
const run = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args], {
  cwd: root,
  stdio: 'inherit',
});

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed = result.numPassedTests;
  failed = result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
  skipped = result.numPendingTests + result.numTodoTests;
} catch {
  failed = Math.max(failed, 1);
}
rmSync(reportDir, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(run.status === 0 && failed === 0 && passed > 0 ? 0 : 1);
