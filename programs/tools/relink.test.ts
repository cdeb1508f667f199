import { readFileSync } from 'node:fs';
import { getAddressEncoder, getProgramDerivedAddress, lamports, type Address } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { fundedSigner, send, svmWith } from '../testing/svm.ts';
import { relink, RelinkError } from './relink.ts';

const probeObject = readFileSync(new URL('./fixtures/probe.o', import.meta.url));
const probeLogObject = readFileSync(new URL('./fixtures/probe-log.o', import.meta.url));
const probeProgram = () => relink([probeObject, probeLogObject]);
const PROBE = 'Probe11111111111111111111111111111111111111' as Address;
const SYSTEM = '11111111111111111111111111111111' as Address;

function probeInstruction(data: number[], accounts: { address: Address; role: number }[] = []) {
  return { programAddress: PROBE, accounts, data: new Uint8Array(data) };
}

describe('relink', () => {
  it('Given the same object twice, when relinked, then the bytes are identical', () => {
    expect(Buffer.from(probeProgram()).equals(Buffer.from(probeProgram()))).toBe(true);
  });

  it('Given the probe relinked, when LiteSVM loads it and it logs a .rodata string and a sum, then both appear', async () => {
    const svm = svmWith({ [PROBE]: probeProgram() });
    const payer = await fundedSigner(svm);
    const outcome = await send(svm, payer, [probeInstruction([2, 1, 2, 3])]);
    expect(outcome.error).toBe('');
    expect(outcome.logs).toContain('Program log: probe: entered');
    expect(outcome.logs).toContain('Program log: 0x8, 0x0, 0x0, 0x0, 0x0');
  });

  it('Given two objects, when a function of one calls into the other, which logs strings of a merged string section, then both strings are the right ones', async () => {
    const svm = svmWith({ [PROBE]: probeProgram() });
    const payer = await fundedSigner(svm);
    const first = await send(svm, payer, [probeInstruction([3, 0])]);
    const second = await send(svm, payer, [probeInstruction([3, 1])]);
    expect(first.logs).toContain('Program log: probe: first string');
    expect(second.logs).toContain('Program log: probe: second file');
  });

  it('Given the probe without its second file, when relinked, then the missing function is refused by name', () => {
    expect(() => relink(probeObject)).toThrow(/probe_log_second_file/);
  });

  it('Given the probe, when it returns a custom error, then the runtime reports that code', async () => {
    const svm = svmWith({ [PROBE]: probeProgram() });
    const payer = await fundedSigner(svm);
    const outcome = await send(svm, payer, [probeInstruction([1])]);
    expect(outcome.ok).toBe(false);
    expect(outcome.error).toMatch(/Custom\(42\)|custom program error: 0x2a/i);
  });

  it('Given SOL at the probe PDA, when the probe signs a System transfer for it (seeds and bump from .rodata), then the lamports move', async () => {
    const svm = svmWith({ [PROBE]: probeProgram() });
    const payer = await fundedSigner(svm);
    const [vault] = await getProgramDerivedAddress({ programAddress: PROBE, seeds: ['vault'] });
    svm.airdrop(vault, lamports(5_000_000_000n));
    const destination = (await fundedSigner(svm, 1n)).address;
    const amount = 1_234_567n;
    const data = new Uint8Array(9);
    data[0] = 0;
    new DataView(data.buffer).setBigUint64(1, amount, true);
    const outcome = await send(svm, payer, [
      probeInstruction(
        [...data],
        [
          { address: vault, role: 1 },
          { address: destination, role: 1 },
          { address: SYSTEM, role: 0 },
        ],
      ),
    ]);
    expect(outcome.error).toBe('');
    expect(svm.getBalance(destination)).toBe(1_000_000_000n + amount);
    expect(svm.getBalance(vault)).toBe(5_000_000_000n - amount);
    expect(getAddressEncoder().encode(vault)).toHaveLength(32);
  });

  it('Given an object that is not BPF, when relinked, then it is refused with the reason', () => {
    const notBpf = new Uint8Array(probeObject);
    notBpf[18] = 62; // EM_X86_64
    expect(() => relink([notBpf, probeLogObject])).toThrow(RelinkError);
    expect(() => relink([notBpf, probeLogObject])).toThrow(/BPF/);
  });
});
