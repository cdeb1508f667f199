/**
 * An answer's accounts are counted against the response room before any is encoded, and an
 * account named several times is read and encoded once.
 */
import { describe, expect, it } from 'vitest';
import type { SvmAccount } from '../engine/svm.js';
import { AccountAnswer } from './account-answer.js';
import type { EncodingOptions } from './account-encoding.js';
import { AccountSizes } from './account-sizes.js';
import { JsonText } from './json.js';
import { ResponseRoom } from './response-room.js';
import { RpcError } from './rpc-error.js';

const base64: EncodingOptions = { encoding: 'base64', decimalsOf: () => null };
const accountOf = (bytes: number) => ({ data: () => new Uint8Array(bytes) }) as unknown as SvmAccount;

function counting(options: EncodingOptions, room: ResponseRoom, sizes?: AccountSizes) {
  const calls = { reads: 0, encodes: 0 };
  const answer = new AccountAnswer(
    options,
    room,
    () => {
      calls.encodes++;
      return new JsonText('{}');
    },
    false,
    sizes,
  );
  const load = () => {
    calls.reads++;
    return accountOf(1024 * 1024);
  };
  return { answer, calls, load };
}

describe('AccountAnswer', () => {
  it('Given one account named 100 times within the room, when the answer is written, then the account is read once and encoded once', () => {
    const { answer, calls, load } = counting(base64, new ResponseRoom(Infinity));
    for (let i = 0; i < 100; i++) answer.count('big', load);
    const entries = Array.from({ length: 100 }, () => answer.write('big'));
    expect(calls).toEqual({ reads: 1, encodes: 1 });
    expect(new Set(entries).size).toBe(1);
  });

  it('Given one 1 MiB account named 100 times past an 8 MiB room, when it is counted, then -32009 is thrown with nothing encoded', () => {
    const { answer, calls, load } = counting(base64, new ResponseRoom(8 * 1024 * 1024));
    let refused: unknown;
    try {
      for (let i = 0; i < 100; i++) answer.count('big', load);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(RpcError);
    expect((refused as RpcError).code).toBe(-32009);
    expect(calls).toEqual({ reads: 1, encodes: 0 });
  });

  it('Given an account whose size was learnt by an earlier answer, when an answer it cannot fit in names it, then it is refused without reading it', () => {
    let written: (address: Uint8Array) => void = () => {};
    const sizes = new AccountSizes({ onAccountWrite: (listener) => ((written = listener), () => true) });
    const room = () => new ResponseRoom(8 * 1024 * 1024);
    const first = counting(base64, room(), sizes);
    first.answer.count('11111111111111111111111111111111', first.load);
    expect(first.calls.reads).toBe(1);

    const again = counting(base64, new ResponseRoom(512 * 1024), sizes);
    expect(() => {
      for (let i = 0; i < 100; i++) again.answer.count('11111111111111111111111111111111', again.load);
    }).toThrow(RpcError);
    expect(again.calls.reads).toBe(0);

    // Once written, the size is forgotten: the next answer reads the account again.
    written(new Uint8Array(32));
    const afterWrite = counting(base64, room(), sizes);
    afterWrite.answer.count('11111111111111111111111111111111', afterWrite.load);
    expect(afterWrite.calls.reads).toBe(1);
  });

  it('Given a dataSlice, when a large account is counted, then only its slice is counted and kept', () => {
    const { answer, load } = counting({ ...base64, dataSlice: { offset: 0, length: 32 } }, new ResponseRoom(64 * 1024));
    for (let i = 0; i < 100; i++) answer.count('big', load);
    expect(answer.write('big')).toBeInstanceOf(JsonText);
  });
});
