import { describe, expect, it } from 'vitest';
import { assertPublicRpcTarget, isNonPublicAddress } from './rpc-target.ts';

describe('RPC target guard', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::',
    '::127.0.0.1',
  ])('Given the non-public address %s, When checked, Then it is refused', (ip) => {
    expect(isNonPublicAddress(ip)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'Given the public address %s, When checked, Then it is accepted',
    (ip) => {
      expect(isNonPublicAddress(ip)).toBe(false);
    },
  );

  it('Given a hostname with one private address, When checked, Then the URL is refused', async () => {
    // Given a name that resolves to one public and one loopback address (DNS answers are chosen by the attacker)
    const resolve = async () => ['8.8.8.8', '::1'];
    // Then the URL is refused
    await expect(assertPublicRpcTarget('https://rpc.example.com', { allowPrivate: false, resolve })).rejects.toMatchObject({
      code: 'PRIVATE_RPC_NOT_ALLOWED',
    });
    // And a name with only public addresses passes
    await expect(assertPublicRpcTarget('https://rpc.example.com', { allowPrivate: false, resolve: async () => ['8.8.4.4'] })).resolves.toBe(
      'https://rpc.example.com/',
    );
  });

  it('Given localhost, bracketed IPv6 loopback or a non-http scheme, When checked, Then each is refused with its code', async () => {
    const privateTarget = { code: 'PRIVATE_RPC_NOT_ALLOWED', statusCode: 403 };
    await expect(assertPublicRpcTarget('http://localhost:8899', { allowPrivate: false })).rejects.toMatchObject(privateTarget);
    await expect(assertPublicRpcTarget('http://[::1]:8899', { allowPrivate: false })).rejects.toMatchObject(privateTarget);
    await expect(assertPublicRpcTarget('http://[::ffff:127.0.0.1]/', { allowPrivate: false })).rejects.toMatchObject(privateTarget);
    await expect(assertPublicRpcTarget('file:///etc/passwd', { allowPrivate: false })).rejects.toMatchObject({
      code: 'RPC_URL_INVALID',
      statusCode: 400,
    });
    await expect(assertPublicRpcTarget('https://nowhere.invalid', { allowPrivate: false, resolve: async () => [] })).rejects.toMatchObject({
      code: 'RPC_URL_UNRESOLVABLE',
      statusCode: 400,
    });
  });

  it('Given an operator who allows private targets, When a loopback URL is checked, Then it passes', async () => {
    await expect(assertPublicRpcTarget('http://127.0.0.1:8899', { allowPrivate: true })).resolves.toBe('http://127.0.0.1:8899/');
  });
});
