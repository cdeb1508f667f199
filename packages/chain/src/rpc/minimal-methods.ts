/** Cluster and clock methods: health, version, slots, epochs, blockhashes, fees, rent. */
import type { ChainEngine } from '../engine/chain-engine.js';
import { decodeBase58 } from '../engine/base58.js';
import { API_VERSION, withContext, type MethodGroup } from './context.js';
import { config, requireInteger, type Params } from './params.js';
import { RpcError } from './rpc-error.js';
import { feeForMessage } from './fee.js';

export function minimalMethods(engine: ChainEngine): MethodGroup {
  const identity = 'Loca1Va1idator11111111111111111111111111111';
  return {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': API_VERSION, 'feature-set': 3294202862 }),
    getGenesisHash: () => engine.genesisHash,
    getIdentity: () => ({ identity }),
    getSlot: (params: Params) => (config(params, 0), engine.slot),
    getBlockHeight: (params: Params) => (config(params, 0), engine.blockHeight),
    getSlotLeader: () => identity,
    getFirstAvailableBlock: () => 0,
    minimumLedgerSlot: () => 0,
    getMaxRetransmitSlot: () => engine.slot,
    getMaxShredInsertSlot: () => engine.slot,
    getTransactionCount: () => engine.history.size,
    getEpochInfo: () => {
      const { epoch, slotIndex, slotsPerEpoch } = engine.epochSchedule;
      return {
        absoluteSlot: engine.slot,
        blockHeight: engine.blockHeight,
        epoch,
        slotIndex,
        slotsInEpoch: slotsPerEpoch,
        transactionCount: engine.history.size,
      };
    },
    getEpochSchedule: () => ({ firstNormalEpoch: 0, firstNormalSlot: 0, leaderScheduleSlotOffset: 432000, slotsPerEpoch: 432000, warmup: false }),
    getLatestBlockhash: (params: Params) => (config(params, 0), withContext(engine, engine.latestBlockhash())),
    isBlockhashValid: (params: Params) => {
      const blockhash = params[0];
      if (typeof blockhash !== 'string' || decodeBase58(blockhash)?.length !== 32) throw RpcError.invalidParams('Invalid param: Invalid');
      return withContext(engine, engine.isBlockhashValid(blockhash));
    },
    getFeeForMessage: (params: Params) => {
      const message = params[0];
      if (typeof message !== 'string') throw RpcError.invalidParams('Invalid param: Invalid');
      return withContext(engine, feeForMessage(engine, Buffer.from(message, 'base64')));
    },
    getMinimumBalanceForRentExemption: (params: Params) => {
      const size = requireInteger(params, 0, 'data length', 0, 10 * 1024 * 1024);
      return engine.minimumBalanceForRentExemption(size);
    },
    getRecentPrioritizationFees: (params: Params) => {
      if (params[0] !== undefined && !Array.isArray(params[0])) throw RpcError.invalidParams('Invalid param: Invalid');
      const fees = [];
      for (let slot = Math.max(0, engine.slot - 149); slot <= engine.slot; slot++) fees.push({ slot, prioritizationFee: 0 });
      return fees;
    },
    getBlockTime: (params: Params) => {
      requireInteger(params, 0, 'slot');
      return engine.unixTime;
    },
  };
}
