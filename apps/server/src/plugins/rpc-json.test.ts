import { createSolanaRpcFromTransport, type RpcTransport } from '@solana/kit';
import { parseJsonWithBigInts } from '@solana/rpc-spec-types';
import { describe, expect, it } from 'vitest';
import { parseRpcJson } from './rpc-json.ts';

/** An RPC whose node answers `text` to everything, parsed as the server's transport parses it. */
const answering = (text: string, parse: (t: string) => unknown) => createSolanaRpcFromTransport((async () => parse(text)) as RpcTransport);

describe('parsing JSON-RPC answers', () => {
  const answers = {
    // Balances around 2^53 and at the u64 maximum, written out as a node writes them.
    balance: (n: string) => `{"jsonrpc":"2.0","id":"1","result":{"context":{"slot":7},"value":${n}}}`,
  };

  it.each(['0', '42', '999999999999999', '9007199254740991', '9007199254740993', '18446744073709551615'])(
    'Given a balance of %s, When the server parses the answer, Then kit reads exactly what its own parser gives',
    async (n) => {
      const text = answers.balance(n);
      const fast = await answering(text, parseRpcJson)
        .getBalance('11111111111111111111111111111111' as never)
        .send();
      const kit = await answering(text, parseJsonWithBigInts)
        .getBalance('11111111111111111111111111111111' as never)
        .send();
      expect(fast).toEqual(kit);
      expect(fast.value).toBe(BigInt(n));
    },
  );

  it('Given a transaction with numbers that stay numbers and numbers that become bigints, When parsed, Then both parsers give the same result', async () => {
    const text = JSON.stringify({
      jsonrpc: '2.0',
      id: '1',
      result: {
        slot: 12,
        blockTime: 1_700_000_000,
        meta: {
          err: null,
          fee: 5000,
          preBalances: [10, 20],
          postTokenBalances: [
            {
              accountIndex: 3,
              mint: 'So11111111111111111111111111111111111111112',
              uiTokenAmount: { amount: '123456789012345', decimals: 9, uiAmount: 12.5, uiAmountString: '12.5' },
            },
          ],
          innerInstructions: [{ index: 2, instructions: [{ programIdIndex: 4, accounts: [1, 2], data: '3Bxs4h24hBtQy9rw', stackHeight: 2 }] }],
          logMessages: ['Program log: consumed 1234 of 200000 compute units'],
        },
        transaction: {
          message: {
            accountKeys: [],
            header: { numRequiredSignatures: 1, numReadonlySignedAccounts: 0, numReadonlyUnsignedAccounts: 1 },
            instructions: [],
            recentBlockhash: 'x',
          },
          signatures: [],
        },
        version: 0,
      },
    });
    const sig = '1111111111111111111111111111111111111111111111111111111111111111' as never;
    const fast = await answering(text, parseRpcJson).getTransaction(sig, { maxSupportedTransactionVersion: 0, encoding: 'json' }).send();
    const kit = await answering(text, parseJsonWithBigInts).getTransaction(sig, { maxSupportedTransactionVersion: 0, encoding: 'json' }).send();
    expect(fast).toEqual(kit);
  });

  it('Given accounts with a rentEpoch of u64::MAX and strings full of digits, When parsed, Then kit reads exactly what its own parser gives', async () => {
    const account = (data: string) =>
      `{"data":["${data}","base64"],"executable":false,"lamports":2039280,"owner":"TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA","rentEpoch":18446744073709551615,"space":165}`;
    const text = `{"jsonrpc":"2.0","id":"1","result":{"context":{"slot":9007199254740993},"value":[${account('12345678901234567890AAAA')},null,${account('AQ==')}]}}`;
    const keys = ['11111111111111111111111111111111' as never];
    const fast = await answering(text, parseRpcJson).getMultipleAccounts(keys).send();
    const kit = await answering(text, parseJsonWithBigInts).getMultipleAccounts(keys).send();
    expect(fast).toEqual(kit);
    expect((fast.value[0] as unknown as { rentEpoch: bigint }).rentEpoch).toBe(18446744073709551615n);
    expect(fast.context.slot).toBe(9007199254740993n);
    expect(fast.value[0]!.data[0]).toBe('12345678901234567890AAAA');
  });

  it('Given an error answer with a custom program error, When parsed, Then its integers are as kit’s parser gives them', () => {
    const text =
      '{"jsonrpc":"2.0","id":"1","error":{"code":-32002,"message":"failed","data":{"err":{"InstructionError":[2,{"Custom":6005}]},"logs":[]}}}';
    expect(parseRpcJson(text)).toEqual(parseJsonWithBigInts(text));
  });

  it('Given a batch answer where one call answered an error, When parsed, Then every other answer has its small integers as numbers and its large ones as bigints', () => {
    const text =
      '[{"jsonrpc":"2.0","id":"0","result":{"meta":{"postTokenBalances":[{"accountIndex":3,"uiTokenAmount":{"amount":"7"}}]}}},' +
      '{"jsonrpc":"2.0","id":"1","error":{"code":-32602,"message":"Invalid params"}},' +
      '{"jsonrpc":"2.0","id":"2","result":{"context":{"slot":18446744073709551615},"value":42}}]';
    const parsed = parseRpcJson(text) as [
      { result: { meta: { postTokenBalances: [{ accountIndex: unknown }] } } },
      { error: { code: unknown } },
      { result: { context: { slot: unknown }; value: unknown } },
    ];
    expect(parsed[0].result.meta.postTokenBalances[0].accountIndex).toBe(3);
    expect(parsed[1].error.code).toBe(-32602);
    expect(parsed[2].result.context.slot).toBe(18446744073709551615n);
    expect(parsed[2].result.value).toBe(42);
  });

  it('Given a batch answer holding a written NUL, When parsed, Then it reads the same: small integers as numbers, large ones as bigints, the text kept', () => {
    const text = '[{"jsonrpc":"2.0","id":"0","result":{"log":"a\\u0000b","index":5,"big":9007199254740993}}]';
    expect(parseRpcJson(text)).toEqual([{ jsonrpc: '2.0', id: '0', result: { log: 'a\u0000b', index: 5, big: 9007199254740993n } }]);
  });
});
