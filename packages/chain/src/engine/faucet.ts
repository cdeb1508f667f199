/**
 * The faucet behind requestAirdrop: a fixed, publicly known keypair (this is a local chain; the
 * key guards nothing) that pays airdrops with ordinary signed System transfers. Airdrops are
 * therefore real transactions: journaled, replayed, and visible in getTransaction and
 * getSignaturesForAddress like a validator's faucet transfers.
 */
import { createHash, createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import { decodeBase58 } from './base58.js';

const SYSTEM_PROGRAM = new Uint8Array(32);

export class Faucet {
  readonly publicKey: Uint8Array;
  private readonly key: KeyObject;

  constructor() {
    const seed = createHash('sha256').update('toolkit local chain faucet').digest();
    this.key = createPrivateKey({
      key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]),
      format: 'der',
      type: 'pkcs8',
    });
    this.publicKey = new Uint8Array(createPublicKey(this.key).export({ format: 'der', type: 'spki' }).subarray(12));
  }

  /** A signed legacy transaction moving `lamports` from the faucet to `to`. */
  transfer(to: Uint8Array, lamports: bigint, blockhash: string): Uint8Array {
    const data = Buffer.alloc(12);
    data.writeUInt32LE(2, 0);
    data.writeBigUInt64LE(lamports, 4);
    const message = Buffer.concat([
      Buffer.from([1, 0, 1, 3]),
      this.publicKey,
      to,
      SYSTEM_PROGRAM,
      decodeBase58(blockhash)!,
      Buffer.from([1, 2, 2, 0, 1, 12]),
      data,
    ]);
    const signature = sign(null, message, this.key);
    return new Uint8Array(Buffer.concat([Buffer.from([1]), signature, message]));
  }
}
