import { describe, expect, it } from 'vitest';
import { assertPublicRpcTarget, isNonPublicAddress } from './rpc-target.ts';

describe('RPC target guard', () => {
  it.each([
    '127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
    '::1', '::', 'fe80::1', 'fd00::1', 'ff02::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:169.254.169.254', '64:ff9b::a9fe:a9fe', '2002:7f00:1::', '::127.0.0.1',
  ])('refuses the non-public address %s', (ip) => {
    expect(isNonPublicAddress(ip)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('accepts the public address %s', (ip) => {
    expect(isNonPublicAddress(ip)).toBe(false);
  });

  it('refuses a hostname when any of its addresses is private', async () => {
    // Given a name that resolves to one public and one loopback address (DNS answers are chosen by the attacker)
    const resolve = async () => ['8.8.8.8', '::1'];
    // Then the URL is refused
    await expect(assertPublicRpcTarget('https://rpc.example.com', { allowPrivate: false, resolve })).rejects.toMatchObject({
      statusCode: 403,
    });
    // And a name with only public addresses passes
    await expect(
      assertPublicRpcTarget('https://rpc.example.com', { allowPrivate: false, resolve: async () => ['8.8.4.4'] }),
    ).resolves.toBe('https://rpc.example.com/');
  });

  it('refuses localhost, bracketed IPv6 loopback and non-http schemes', async () => {
    await expect(assertPublicRpcTarget('http://localhost:8899', { allowPrivate: false })).rejects.toMatchObject({ statusCode: 403 });
    await expect(assertPublicRpcTarget('http://[::1]:8899', { allowPrivate: false })).rejects.toMatchObject({ statusCode: 403 });
    await expect(assertPublicRpcTarget('http://[::ffff:127.0.0.1]/', { allowPrivate: false })).rejects.toMatchObject({ statusCode: 403 });
    await expect(assertPublicRpcTarget('file:///etc/passwd', { allowPrivate: false })).rejects.toMatchObject({ statusCode: 400 });
  });

  it('lets the operator allow private targets', async () => {
    await expect(assertPublicRpcTarget('http://127.0.0.1:8899', { allowPrivate: true })).resolves.toBe('http://127.0.0.1:8899/');
  });
});
