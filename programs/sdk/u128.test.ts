/**
 * The SDK's 128-bit arithmetic, which every AMM quote rests on, checked against the host
 * compiler's unsigned __int128: u128.h compiled for this machine (with host-solana.h standing in
 * for the SDK's types) and run on edge and random operands. Needs clang, which CI installs to
 * build the programs; without it the test says so and is skipped.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const hasClang = spawnSync('clang', ['--version']).status === 0;

describe.skipIf(!hasClang)('u128.h on the host', () => {
  it('Given edge operands and a million random ones, when u128.h divides, multiplies and takes square roots, then every result equals unsigned __int128', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'u128-'));
    try {
      copyFileSync(path.join(here, 'u128.h'), path.join(dir, 'u128.h'));
      copyFileSync(path.join(here, 'test', 'host-solana.h'), path.join(dir, 'solana.h'));
      copyFileSync(path.join(here, 'test', 'u128-check.c'), path.join(dir, 'u128-check.c'));
      const binary = path.join(dir, 'u128-check');
      execFileSync('clang', ['-O2', '-Wall', '-Werror', '-o', binary, path.join(dir, 'u128-check.c')]);
      const run = spawnSync(binary, ['1000000'], { encoding: 'utf8' });
      const lines = run.stdout.trim().split('\n');
      expect(lines.slice(0, -1)).toEqual([]);
      expect(lines.at(-1)).toMatch(/^checked \d+ wrong 0$/);
      expect(run.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
