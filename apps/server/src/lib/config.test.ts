import { describe, expect, it } from 'vitest';
import { loadConfig, publicUrlOf } from './config.ts';

describe('configuration from the environment', () => {
  it('Given nothing set, When the config loads, Then it has safe defaults', () => {
    const c = loadConfig({ INIT_CWD: '/srv/app' });
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/app/.data',
      databaseUrl: null,
      pgliteDir: '/srv/app/.data/db',
      solanaCluster: 'local',
      localRpcUrl: null,
      rpcPort: 8899,
      devnetRpcUrl: 'https://api.devnet.solana.com',
      mainnetRpcUrl: 'https://api.mainnet-beta.solana.com',
      allowCustomRpc: false,
      allowPrivateRpc: false,
      treasuryAddress: null,
      masterKey: null,
      sessionSecret: null,
      usdInr: 85,
    });
    expect(publicUrlOf(c)).toBe('http://localhost:3000');
  });

  it('Given every documented variable, When the config loads, Then each is read and blank values count as unset', () => {
    const c = loadConfig({
      PORT: '0',
      DATA_DIR: '/var/toolkit',
      DATABASE_URL: 'postgres://u@db/toolkit',
      SOLANA_CLUSTER: 'devnet',
      LOCAL_RPC_URL: '',
      ALLOW_CUSTOM_RPC: 'true',
      ALLOW_PRIVATE_RPC: '0',
      PUBLIC_URL: 'https://toolkit.example/',
      CORS_ORIGIN: 'http://localhost:5173, https://other.example',
    });
    expect(c).toMatchObject({
      port: 0,
      dataDir: '/var/toolkit',
      databaseUrl: 'postgres://u@db/toolkit',
      solanaCluster: 'devnet',
      localRpcUrl: null,
      allowCustomRpc: true,
      allowPrivateRpc: false,
      publicUrl: 'https://toolkit.example',
      corsOrigins: ['http://localhost:5173', 'https://other.example'],
    });
  });

  it('Given values that make no sense, When the config loads, Then it refuses, naming the variable', () => {
    expect(() => loadConfig({ SOLANA_CLUSTER: 'testnet' })).toThrow(/SOLANA_CLUSTER/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DEVNET_RPC_URL: 'ftp://x' })).toThrow(/DEVNET_RPC_URL/);
    expect(() => loadConfig({ ALLOW_CUSTOM_RPC: 'maybe' })).toThrow(/ALLOW_CUSTOM_RPC/);
  });
});
