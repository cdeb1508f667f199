/**
 * A transaction's inner instructions (the CPIs each instruction made) in getTransaction's JSON
 * shape, read from LiteSVM's execution metadata.
 *
 * Why from the metadata's text: walking LiteSVM's objects costs five native calls per inner
 * instruction (each a new wrapped object or byte array), ~120 µs for a swap's six CPIs on the
 * 2-core dev machine, the largest cost of a transaction after execution itself. The metadata's
 * one `toString()` (Rust's Debug form, ~15 µs) holds the same instructions as plain numbers, which
 * rewrite into JSON. The section is found from the end: only logs, which come before it, hold
 * program-written text, and what follows it (compute units, return data, fee) holds none. Any
 * text that does not read back as expected falls back to the objects.
 */
import { dataText, dataTextOfNumbers } from './base58.js';
import type { SvmTransactionMetadata as TransactionMetadata } from './svm.js';

export interface InnerInstructionJson {
  programIdIndex: number;
  accounts: number[];
  data: string;
  stackHeight: number;
}

export interface InnerInstructionsJson {
  index: number;
  instructions: InnerInstructionJson[];
}

const MARKER = ', inner_instructions: [';
const AFTER = '], compute_units_consumed: ';
const ITEM_START = 'InnerInstruction { instruction: CompiledInstruction { program_id_index: ';

/** The inner instructions of an executed transaction of `instructionCount` top-level instructions. */
export function innerInstructionsOf(meta: TransactionMetadata, instructionCount: number): InnerInstructionsJson[] {
  return innerInstructionsFromText(meta.toString(), instructionCount) ?? innerInstructionsFromObjects(meta);
}

/** From the metadata's Debug text; null when the text is not in the expected form. */
export function innerInstructionsFromText(text: string, instructionCount: number): InnerInstructionsJson[] | null {
  const start = text.lastIndexOf(MARKER);
  if (start < 0) return null;
  const open = start + MARKER.length - 1;
  const end = text.indexOf(AFTER, open);
  if (end < 0) return null;
  const section = text.slice(open, end + 1);
  // Only these words, digits, brackets, commas and spaces may appear; anything else is not ours.
  const json = section
    .replaceAll(ITEM_START, '[')
    .replaceAll(', accounts: ', ',')
    .replaceAll(', data: ', ',')
    .replaceAll(' }, stack_height: ', ',')
    .replaceAll(' }', ']');
  if (!/^[[\]\d, ]*$/.test(json)) return null;
  let groups: unknown;
  try {
    groups = JSON.parse(json);
  } catch {
    return null;
  }
  // One list per instruction, or none at all for a transaction refused before it ran.
  if (!Array.isArray(groups) || (groups.length !== instructionCount && groups.length !== 0)) return null;
  const out: InnerInstructionsJson[] = [];
  for (let index = 0; index < groups.length; index++) {
    const list = groups[index] as unknown[];
    if (!Array.isArray(list)) return null;
    if (list.length === 0) continue;
    const instructions: InnerInstructionJson[] = [];
    for (const item of list) {
      if (!Array.isArray(item) || item.length !== 4) return null;
      const [programIdIndex, accounts, data, stackHeight] = item as [unknown, unknown, unknown, unknown];
      if (typeof programIdIndex !== 'number' || !Array.isArray(accounts) || !Array.isArray(data) || typeof stackHeight !== 'number') return null;
      instructions.push({ programIdIndex, accounts: accounts as number[], data: dataTextOfNumbers(data as number[]), stackHeight });
    }
    out.push({ index, instructions });
  }
  return out;
}

/** From LiteSVM's objects: the reference the text form must match. */
export function innerInstructionsFromObjects(meta: TransactionMetadata): InnerInstructionsJson[] {
  const out: InnerInstructionsJson[] = [];
  meta.innerInstructions().forEach((list, index) => {
    if (list.length === 0) return;
    out.push({
      index,
      instructions: list.map((item) => {
        const compiled = item.instruction();
        return {
          programIdIndex: compiled.programIdIndex(),
          accounts: Array.from(compiled.accounts()),
          data: dataText(compiled.data()),
          stackHeight: item.stackHeight(),
        };
      }),
    });
  });
  return out;
}
