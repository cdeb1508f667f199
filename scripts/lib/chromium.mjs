// The end-to-end tests drive Debian's Chromium; install it when it is missing and we may.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`[test] ${chromiumPath} is missing; install it with: sudo apt-get install -y chromium`);
    return false;
  }
  console.log('[test] installing Debian chromium ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Another apt run (a previous test, a developer) may hold the lock: wait for it.
  const opts = { stdio: 'inherit', env };
  execSync('apt-get -o DPkg::Lock::Timeout=300 update -qq', opts);
  const r = spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=300', 'install', '-y', '-qq', 'chromium'], opts);
  return r.status === 0 && existsSync(chromiumPath);
}
