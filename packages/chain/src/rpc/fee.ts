/** getFeeForMessage: the fee of a message, or null when its blockhash is no longer valid. */
import type { ChainEngine } from '../engine/chain-engine.js';
import { encodeBase58 } from '../engine/base58.js';
import { feeOf, parseTransaction } from '../engine/transaction-wire.js';
import { RpcError } from './rpc-error.js';

export function feeForMessage(engine: ChainEngine, message: Buffer): number | null {
  if (message.length < 4) throw RpcError.invalidParams('Invalid params: invalid message');
  const versioned = (message[0]! & 0x80) !== 0;
  const signatures = message[versioned ? 1 : 0]!;
  const wire = Buffer.concat([Buffer.from([signatures]), Buffer.alloc(64 * signatures), message]);
  let tx;
  try {
    tx = parseTransaction(wire);
  } catch (error) {
    throw RpcError.invalidParams(`Invalid params: invalid message: ${(error as Error).message}`);
  }
  if (!engine.isBlockhashValid(encodeBase58(tx.recentBlockhash))) return null;
  return feeOf(tx);
}
