/**
 * The relinker: links the relocatable object upstream clang writes for `-target bpf` into the
 * SBPFv0 shared object the Solana loader (and LiteSVM) runs.
 *
 * Output layout (what the loader's v0 parser checks):
 * - ET_DYN, EM_BPF, e_flags 0, e_entry at `entrypoint`;
 * - .text and .rodata at virtual address equal to their file offset (the loader adds 2^32);
 * - PT_LOAD segments, PT_DYNAMIC, and .dynamic with TEXTREL / REL / RELSZ / RELENT / SYMTAB /
 *   STRTAB over .dynsym, .dynstr and .rel.dyn;
 * - each lddw of a .rodata address holds the absolute address and gets an R_BPF_64_RELATIVE;
 *   each pointer stored in .rodata holds the address in its upper 32 bits (the v0 loader reads
 *   them there) and gets an R_BPF_64_RELATIVE;
 * - each call to a syscall keeps imm = -1 and gets an R_BPF_64_32 against an undefined dynamic
 *   symbol named after it (the loader hashes the name); calls between our own functions are
 *   written pc-relative, which the loader turns into its own call keys.
 *
 * Nothing here depends on the host or the time: the same object always gives the same bytes.
 */

const EM_BPF = 247;
const ET_REL = 1;
const ET_DYN = 3;
const SHT_PROGBITS = 1;
const SHT_SYMTAB = 2;
const SHT_STRTAB = 3;
const SHT_NOBITS = 8;
const SHT_REL = 9;
const SHT_DYNSYM = 11;
const SHT_DYNAMIC = 6;
const SHF_WRITE = 0x1;
const SHF_ALLOC = 0x2;
const SHF_EXECINSTR = 0x4;
const SHN_UNDEF = 0;
const SHN_LORESERVE = 0xff00;
const STB_LOCAL = 0;
const STT_FUNC = 2;
const STB_GLOBAL = 1;
const PT_LOAD = 1;
const PT_DYNAMIC = 2;

const R_BPF_64_64 = 1;
const R_BPF_64_ABS64 = 2;
const R_BPF_64_ABS32 = 3;
const R_BPF_64_NODYLD32 = 4;
const R_BPF_64_RELATIVE = 8;
const R_BPF_64_32 = 10;

const DT_NULL = 0;
const DT_STRTAB = 5;
const DT_SYMTAB = 6;
const DT_STRSZ = 10;
const DT_SYMENT = 11;
const DT_REL = 17;
const DT_RELSZ = 18;
const DT_RELENT = 19;
const DT_TEXTREL = 22;

const CALL_IMM = 0x85;
const LDDW = 0x18;

/** The runtime's syscalls: a call to any other undefined name is a missing function, refused here. */
const SYSCALLS = new Set([
  'abort',
  'sol_panic_',
  'sol_log_',
  'sol_log_64_',
  'sol_log_pubkey',
  'sol_log_compute_units_',
  'sol_log_data',
  'sol_invoke_signed_c',
  'sol_invoke_signed_rust',
  'sol_create_program_address',
  'sol_try_find_program_address',
  'sol_sha256',
  'sol_keccak256',
  'sol_blake3',
  'sol_secp256k1_recover',
  'sol_poseidon',
  'sol_big_mod_exp',
  'sol_curve_validate_point',
  'sol_curve_group_op',
  'sol_curve_multiscalar_mul',
  'sol_alt_bn128_group_op',
  'sol_alt_bn128_compression',
  'sol_get_clock_sysvar',
  'sol_get_rent_sysvar',
  'sol_get_epoch_schedule_sysvar',
  'sol_get_epoch_rewards_sysvar',
  'sol_get_fees_sysvar',
  'sol_get_last_restart_slot',
  'sol_get_sysvar',
  'sol_get_epoch_stake',
  'sol_memcpy_',
  'sol_memmove_',
  'sol_memset_',
  'sol_memcmp_',
  'sol_set_return_data',
  'sol_get_return_data',
  'sol_get_stack_height',
  'sol_get_processed_sibling_instruction',
  'sol_remaining_compute_units',
]);

/** Calls the compiler emits for block copies and fills, served by the runtime's syscalls of the same signature. */
const LIBCALL_SYSCALLS: Record<string, string> = { memcpy: 'sol_memcpy_', memmove: 'sol_memmove_', memset: 'sol_memset_' };

export class RelinkError extends Error {}

interface Section {
  index: number;
  name: string;
  type: number;
  flags: number;
  offset: number;
  size: number;
  link: number;
  info: number;
  align: number;
}

interface ElfSymbol {
  name: string;
  value: number;
  size: number;
  type: number;
  bind: number;
  shndx: number;
}

interface Relocation {
  offset: number;
  type: number;
  symbol: number;
}

/** Where an input section lands in the output: which region, at what offset inside it. */
interface Placement {
  region: 'text' | 'rodata';
  at: number;
}

const align = (value: number, to: number) => Math.ceil(value / to) * to;

function readObject(object: Uint8Array) {
  const view = new DataView(object.buffer, object.byteOffset, object.byteLength);
  const magic = object[0] === 0x7f && object[1] === 0x45 && object[2] === 0x4c && object[3] === 0x46;
  if (!magic || object[4] !== 2 || object[5] !== 1) throw new RelinkError('not a 64-bit little-endian ELF object');
  if (view.getUint16(16, true) !== ET_REL) throw new RelinkError('not a relocatable object (ET_REL)');
  if (view.getUint16(18, true) !== EM_BPF) throw new RelinkError('not a BPF object (e_machine 247)');
  const shoff = Number(view.getBigUint64(40, true));
  const shentsize = view.getUint16(58, true);
  const shnum = view.getUint16(60, true);
  const shstrndx = view.getUint16(62, true);

  const raw = Array.from({ length: shnum }, (_, index) => {
    const at = shoff + index * shentsize;
    return {
      index,
      nameOffset: view.getUint32(at, true),
      type: view.getUint32(at + 4, true),
      flags: Number(view.getBigUint64(at + 8, true)),
      offset: Number(view.getBigUint64(at + 24, true)),
      size: Number(view.getBigUint64(at + 32, true)),
      link: view.getUint32(at + 40, true),
      info: view.getUint32(at + 44, true),
      align: Number(view.getBigUint64(at + 48, true)),
    };
  });
  const cString = (at: number) => {
    let end = at;
    while (object[end] !== 0) end++;
    return new TextDecoder().decode(object.subarray(at, end));
  };
  const names = raw[shstrndx];
  const sections: Section[] = raw.map((s) => ({ ...s, name: cString(names.offset + s.nameOffset) }));

  const symtab = sections.find((s) => s.type === SHT_SYMTAB);
  const symbols: ElfSymbol[] = [];
  if (symtab) {
    const strtab = sections[symtab.link];
    for (let at = symtab.offset; at < symtab.offset + symtab.size; at += 24) {
      const info = object[at + 4];
      symbols.push({
        name: cString(strtab.offset + view.getUint32(at, true)),
        type: info & 0xf,
        bind: info >> 4,
        shndx: view.getUint16(at + 6, true),
        value: Number(view.getBigUint64(at + 8, true)),
        size: Number(view.getBigUint64(at + 16, true)),
      });
    }
  }

  const relocations = new Map<number, Relocation[]>();
  for (const s of sections.filter((s) => s.type === SHT_REL)) {
    const list: Relocation[] = [];
    for (let at = s.offset; at < s.offset + s.size; at += 16) {
      const info = view.getBigUint64(at + 8, true);
      list.push({ offset: Number(view.getBigUint64(at, true)), type: Number(info & 0xffffffffn), symbol: Number(info >> 32n) });
    }
    relocations.set(s.info, list);
  }
  return { sections, symbols, relocations };
}

type ParsedObject = ReturnType<typeof readObject>;

/** Where a symbol is defined: which object, which of its sections, at what offset. */
interface Definition {
  object: number;
  section: number;
  value: number;
  type: number;
}

/** Links clang `-target bpf` relocatable objects (one, or one per C file) into an SBPFv0 shared object. */
export function relink(input: Uint8Array | Uint8Array[]): Uint8Array {
  const objects: ParsedObject[] = (Array.isArray(input) ? input : [input]).map((bytes) => readObject(bytes));
  const raw = Array.isArray(input) ? input : [input];

  // Every executable section goes into .text, every other allocated read-only one into .rodata,
  // object by object, in section order. Writable data cannot be loaded by the v0 loader: programs
  // keep state in accounts and on the heap.
  const placements = new Map<string, Placement>();
  const key = (object: number, section: number) => `${object}:${section}`;
  let textSize = 0;
  let rodataSize = 0;
  objects.forEach(({ sections }, o) => {
    for (const s of sections) {
      if (!(s.flags & SHF_ALLOC) || s.size === 0) continue;
      if (s.flags & SHF_WRITE || s.type === SHT_NOBITS) {
        throw new RelinkError(`section ${s.name} is writable data, which SBPFv0 cannot load: keep state in accounts or on the heap`);
      }
      if (s.type !== SHT_PROGBITS) throw new RelinkError(`section ${s.name} has unsupported type ${s.type}`);
      if (s.flags & SHF_EXECINSTR) {
        textSize = align(textSize, 8);
        placements.set(key(o, s.index), { region: 'text', at: textSize });
        textSize += s.size;
      } else {
        rodataSize = align(rodataSize, Math.max(1, s.align));
        placements.set(key(o, s.index), { region: 'rodata', at: rodataSize });
        rodataSize += s.size;
      }
    }
  });
  if (textSize === 0) throw new RelinkError('the objects have no code');

  // Global definitions across objects: a call or a reference to a name defined in another file.
  const globals = new Map<string, Definition>();
  objects.forEach(({ symbols }, o) => {
    for (const sym of symbols) {
      if (sym.bind === STB_LOCAL || sym.shndx === SHN_UNDEF || sym.shndx >= SHN_LORESERVE) continue;
      if (globals.has(sym.name)) throw new RelinkError(`${sym.name} is defined twice`);
      globals.set(sym.name, { object: o, section: sym.shndx, value: sym.value, type: sym.type });
    }
  });
  const definitionOf = (o: number, sym: ElfSymbol): Definition | null =>
    sym.shndx !== SHN_UNDEF ? { object: o, section: sym.shndx, value: sym.value, type: sym.type } : (globals.get(sym.name) ?? null);

  const elfHeaderSize = 64;
  const programHeaderSize = 56;
  const programHeaderCount = rodataSize > 0 ? 4 : 3;
  const textOffset = align(elfHeaderSize + programHeaderCount * programHeaderSize, 8);
  const rodataOffset = align(textOffset + textSize, 8);
  const regionStart = { text: textOffset, rodata: rodataOffset };
  const addressOf = (d: Definition, offsetInSection: number) => {
    const placement = placements.get(key(d.object, d.section));
    if (!placement)
      throw new RelinkError(`a relocation refers to section ${objects[d.object].sections[d.section]?.name ?? d.section}, which is not loaded`);
    return regionStart[placement.region] + placement.at + d.value + offsetInSection;
  };

  const text = new Uint8Array(textSize);
  const rodata = new Uint8Array(rodataSize);
  objects.forEach(({ sections }, o) => {
    for (const s of sections) {
      const placement = placements.get(key(o, s.index));
      if (placement) (placement.region === 'text' ? text : rodata).set(raw[o].subarray(s.offset, s.offset + s.size), placement.at);
    }
  });
  const textView = new DataView(text.buffer);
  const rodataView = new DataView(rodata.buffer);

  const dynamicRelocations: { offset: number; type: number; symbol: number }[] = [];
  const syscallNames: string[] = [];
  const syscallSymbol = (name: string) => {
    let index = syscallNames.indexOf(name);
    if (index < 0) index = syscallNames.push(name) - 1;
    return index + 1; // dynamic symbol 0 is the null symbol
  };

  objects.forEach(({ sections, symbols, relocations }, o) => {
    for (const [targetIndex, list] of relocations) {
      const target = sections[targetIndex];
      const placement = placements.get(key(o, targetIndex));
      if (!placement) {
        if (target.flags & SHF_ALLOC) throw new RelinkError(`relocations for unloaded section ${target.name}`);
        continue; // debug info and the like are not part of the program
      }
      const bytes = placement.region === 'text' ? textView : rodataView;
      for (const r of list) {
        const symbol = symbols[r.symbol];
        const definition = definitionOf(o, symbol);
        const at = placement.at + r.offset; // offset inside the region
        const address = regionStart[placement.region] + at;
        switch (r.type) {
          case R_BPF_64_64: {
            if (placement.region !== 'text' || text[at] !== LDDW) throw new RelinkError(`R_BPF_64_64 at ${address} is not on an lddw`);
            if (!definition) throw new RelinkError(`undefined data symbol ${symbol.name}`);
            const resolved = addressOf(definition, bytes.getInt32(at + 4, true));
            bytes.setUint32(at + 4, resolved, true);
            bytes.setUint32(at + 12, 0, true);
            dynamicRelocations.push({ offset: address, type: R_BPF_64_RELATIVE, symbol: 0 });
            break;
          }
          case R_BPF_64_ABS64: {
            if (placement.region !== 'rodata') throw new RelinkError(`R_BPF_64_ABS64 at ${address} outside .rodata`);
            if (!definition) throw new RelinkError(`undefined data symbol ${symbol.name}`);
            const resolved = addressOf(definition, Number(bytes.getBigUint64(at, true)));
            // The v0 loader reads a data relocation's address from the slot's upper 32 bits.
            bytes.setUint32(at, 0, true);
            bytes.setUint32(at + 4, resolved, true);
            dynamicRelocations.push({ offset: address, type: R_BPF_64_RELATIVE, symbol: 0 });
            break;
          }
          case R_BPF_64_32: {
            if (placement.region !== 'text' || text[at] !== CALL_IMM) throw new RelinkError(`R_BPF_64_32 at ${address} is not on a call`);
            if (!definition) {
              const syscall = LIBCALL_SYSCALLS[symbol.name] ?? symbol.name;
              if (!SYSCALLS.has(syscall)) throw new RelinkError(`call to ${symbol.name}, which no object defines and is no syscall`);
              bytes.setInt32(at + 4, -1, true);
              dynamicRelocations.push({ offset: address, type: R_BPF_64_32, symbol: syscallSymbol(syscall) });
            } else {
              // A call to a section symbol carries its target in the instruction (imm + 1 slots on).
              const targetAddress = addressOf(definition, definition.type === STT_FUNC ? 0 : (bytes.getInt32(at + 4, true) + 1) * 8);
              bytes.setInt32(at + 4, (targetAddress - address) / 8 - 1, true);
            }
            break;
          }
          case R_BPF_64_ABS32:
          case R_BPF_64_NODYLD32:
            throw new RelinkError(`relocation type ${r.type} in loaded section ${target.name}`);
          default:
            throw new RelinkError(`unsupported relocation type ${r.type} in ${target.name}`);
        }
      }
    }
  });
  dynamicRelocations.sort((a, b) => a.offset - b.offset);

  const entry = globals.get('entrypoint');
  if (!entry) throw new RelinkError('the objects define no global `entrypoint`');
  const entryAddress = addressOf(entry, 0);
  if (placements.get(key(entry.object, entry.section))?.region !== 'text') throw new RelinkError('`entrypoint` is not code');

  // Dynamic tables after the loaded code and data.
  const encoder = new TextEncoder();
  const dynstrParts = [new Uint8Array([0])];
  const nameOffsets: number[] = [];
  let dynstrSize = 1;
  for (const name of syscallNames) {
    nameOffsets.push(dynstrSize);
    const bytes = encoder.encode(`${name}\0`);
    dynstrParts.push(bytes);
    dynstrSize += bytes.length;
  }
  const dynamicEntries = 9;
  const dynamicOffset = align(rodataOffset + rodataSize, 8);
  const dynamicSize = dynamicEntries * 16;
  const dynsymOffset = dynamicOffset + dynamicSize;
  const dynsymSize = (syscallNames.length + 1) * 24;
  const dynstrOffset = dynsymOffset + dynsymSize;
  const relDynOffset = align(dynstrOffset + dynstrSize, 8);
  const relDynSize = dynamicRelocations.length * 16;
  const sectionNames = ['', '.text', '.rodata', '.dynamic', '.dynsym', '.dynstr', '.rel.dyn', '.shstrtab'];
  const shstrtabOffset = relDynOffset + relDynSize;
  const shstrtab = encoder.encode(sectionNames.map((n) => `${n}\0`).join(''));
  const sectionHeadersOffset = align(shstrtabOffset + shstrtab.length, 8);
  const sectionCount = sectionNames.length;
  const fileSize = sectionHeadersOffset + sectionCount * 64;

  const out = new Uint8Array(fileSize);
  const view = new DataView(out.buffer);
  out.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);
  view.setUint16(16, ET_DYN, true);
  view.setUint16(18, EM_BPF, true);
  view.setUint32(20, 1, true);
  view.setBigUint64(24, BigInt(entryAddress), true);
  view.setBigUint64(32, BigInt(elfHeaderSize), true);
  view.setBigUint64(40, BigInt(sectionHeadersOffset), true);
  view.setUint32(48, 0, true); // e_flags 0: SBPFv0
  view.setUint16(52, elfHeaderSize, true);
  view.setUint16(54, programHeaderSize, true);
  view.setUint16(56, programHeaderCount, true);
  view.setUint16(58, 64, true);
  view.setUint16(60, sectionCount, true);
  view.setUint16(62, sectionCount - 1, true);

  let ph = elfHeaderSize;
  const programHeader = (type: number, flags: number, offset: number, size: number, alignment: number) => {
    view.setUint32(ph, type, true);
    view.setUint32(ph + 4, flags, true);
    view.setBigUint64(ph + 8, BigInt(offset), true);
    view.setBigUint64(ph + 16, BigInt(offset), true);
    view.setBigUint64(ph + 24, BigInt(offset), true);
    view.setBigUint64(ph + 32, BigInt(size), true);
    view.setBigUint64(ph + 40, BigInt(size), true);
    view.setBigUint64(ph + 48, BigInt(alignment), true);
    ph += programHeaderSize;
  };
  programHeader(PT_LOAD, 5, textOffset, textSize, 0x1000);
  if (rodataSize > 0) programHeader(PT_LOAD, 4, rodataOffset, rodataSize, 0x1000);
  programHeader(PT_LOAD, 4, dynamicOffset, relDynOffset + relDynSize - dynamicOffset, 0x1000);
  programHeader(PT_DYNAMIC, 4, dynamicOffset, dynamicSize, 8);

  out.set(text, textOffset);
  out.set(rodata, rodataOffset);

  const dynamic: [number, number][] = [
    [DT_TEXTREL, 0],
    [DT_REL, relDynOffset],
    [DT_RELSZ, relDynSize],
    [DT_RELENT, 16],
    [DT_SYMTAB, dynsymOffset],
    [DT_SYMENT, 24],
    [DT_STRTAB, dynstrOffset],
    [DT_STRSZ, dynstrSize],
    [DT_NULL, 0],
  ];
  dynamic.forEach(([tag, value], i) => {
    view.setBigUint64(dynamicOffset + i * 16, BigInt(tag), true);
    view.setBigUint64(dynamicOffset + i * 16 + 8, BigInt(value), true);
  });
  syscallNames.forEach((_, i) => {
    const at = dynsymOffset + (i + 1) * 24;
    view.setUint32(at, nameOffsets[i], true);
    out[at + 4] = (STB_GLOBAL << 4) | 0; // a global, untyped, undefined symbol: a syscall
  });
  let at = dynstrOffset;
  for (const part of dynstrParts) {
    out.set(part, at);
    at += part.length;
  }
  dynamicRelocations.forEach((r, i) => {
    view.setBigUint64(relDynOffset + i * 16, BigInt(r.offset), true);
    view.setBigUint64(relDynOffset + i * 16 + 8, (BigInt(r.symbol) << 32n) | BigInt(r.type), true);
  });
  out.set(shstrtab, shstrtabOffset);

  const nameOffset = (name: string) =>
    encoder.encode(
      sectionNames
        .slice(0, sectionNames.indexOf(name))
        .map((n) => `${n}\0`)
        .join(''),
    ).length;
  const sectionHeader = (
    index: number,
    name: string,
    type: number,
    flags: number,
    offset: number,
    size: number,
    link = 0,
    info = 0,
    alignment = 1,
    entsize = 0,
    addressed = true,
  ) => {
    const h = sectionHeadersOffset + index * 64;
    view.setUint32(h, nameOffset(name), true);
    view.setUint32(h + 4, type, true);
    view.setBigUint64(h + 8, BigInt(flags), true);
    view.setBigUint64(h + 16, BigInt(addressed ? offset : 0), true);
    view.setBigUint64(h + 24, BigInt(offset), true);
    view.setBigUint64(h + 32, BigInt(size), true);
    view.setUint32(h + 40, link, true);
    view.setUint32(h + 44, info, true);
    view.setBigUint64(h + 48, BigInt(alignment), true);
    view.setBigUint64(h + 56, BigInt(entsize), true);
  };
  sectionHeader(1, '.text', SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR, textOffset, textSize, 0, 0, 8);
  sectionHeader(2, '.rodata', SHT_PROGBITS, SHF_ALLOC, rodataOffset, rodataSize, 0, 0, 8);
  sectionHeader(3, '.dynamic', SHT_DYNAMIC, SHF_ALLOC | SHF_WRITE, dynamicOffset, dynamicSize, 5, 0, 8, 16);
  sectionHeader(4, '.dynsym', SHT_DYNSYM, SHF_ALLOC, dynsymOffset, dynsymSize, 5, 1, 8, 24);
  sectionHeader(5, '.dynstr', SHT_STRTAB, SHF_ALLOC, dynstrOffset, dynstrSize);
  sectionHeader(6, '.rel.dyn', SHT_REL, SHF_ALLOC, relDynOffset, relDynSize, 4, 0, 8, 16);
  sectionHeader(7, '.shstrtab', SHT_STRTAB, 0, shstrtabOffset, shstrtab.length, 0, 0, 1, 0, false);
  return out;
}
