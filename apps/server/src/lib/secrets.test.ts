import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isAddress } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { loadSecrets } from './secrets.ts';

describe('secrets', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'toolkit-secrets-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('Given an empty data folder, When secrets load twice, Then they are generated once, owner-only, and reused', () => {
    const config = loadConfig({}, { dataDir });
    const first = loadSecrets(config);
    const second = loadSecrets(config);
    expect(second.masterKey.equals(first.masterKey)).toBe(true);
    expect(second.sessionSecret.equals(first.sessionSecret)).toBe(true);
    expect(second.treasuryAddress).toBe(first.treasuryAddress);
    expect(isAddress(first.treasuryAddress)).toBe(true);
    expect(fs.statSync(path.join(dataDir, 'secrets')).mode & 0o777).toBe(0o700);
    // The treasury file is a solana-keygen keypair: 64 bytes, public half = the address
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets', 'treasury.json'), 'utf8'))).toHaveLength(64);
  });

  it('Given secrets in the environment, When they load, Then they are used and a malformed key is refused', () => {
    const hex = 'ab'.repeat(32);
    const s = loadSecrets(
      loadConfig(
        { MASTER_KEY: hex, SESSION_SECRET: Buffer.alloc(32, 7).toString('base64'), TREASURY_ADDRESS: 'So11111111111111111111111111111111111111112' },
        { dataDir },
      ),
    );
    expect(s.masterKey.toString('hex')).toBe(hex);
    expect(s.sessionSecret).toEqual(Buffer.alloc(32, 7));
    expect(s.treasuryAddress).toBe('So11111111111111111111111111111111111111112');
    expect(() => loadSecrets(loadConfig({ MASTER_KEY: 'short' }, { dataDir }))).toThrow(/MASTER_KEY/);
  });
});
