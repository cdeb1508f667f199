/**
 * An HTTP dispatcher that connects only to public addresses. The URL check at switch time
 * (rpc-target.ts) is not enough on its own: DNS may answer differently later (rebinding) and an
 * endpoint may redirect to an internal host. This checks the address of every connection as it
 * is made, and connects to exactly the address it checked.
 */
import { isIP } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { AppError } from './errors.ts';
import { isNonPublicAddress, resolveHost } from './rpc-target.ts';

export function createPublicOnlyDispatcher(): Agent {
  const connect = buildConnector({ timeout: 10_000 });
  return new Agent({
    connect(options, callback) {
      const host = options.hostname.replace(/^\[|\]$/g, '');
      const addresses = isIP(host) ? Promise.resolve([host]) : resolveHost(host);
      addresses.then(
        (list) => {
          const address = list[0];
          if (!address || list.some(isNonPublicAddress)) {
            return callback(new AppError('PRIVATE_RPC_NOT_ALLOWED'), null);
          }
          // TLS still verifies the certificate against the name (servername).
          connect({ ...options, hostname: address, servername: isIP(host) ? undefined : host }, callback);
        },
        (error: Error) => callback(error, null),
      );
    },
  });
}
