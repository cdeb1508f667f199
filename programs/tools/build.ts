/**
 * `npm run build:programs`: compiles every program under programs/<name>/src/*.c with Debian's
 * clang for the upstream BPF target, links the objects with the relinker into an SBPFv0 shared
 * object and writes programs/<name>/<name>.so (committed, so running the product
 * needs no compiler). The relinker's fixture objects are rebuilt the same way.
 *
 * `--check` writes nothing and fails when a rebuild is not byte-identical to what is committed:
 * CI runs it, so a committed .so is always what its sources give.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { relink } from './relink.ts';

const programsDir = join(import.meta.dirname, '..');
const sdkDir = join(programsDir, 'sdk');
const check = process.argv.includes('--check');

/** The exact flags every program is built with: part of what makes a rebuild byte-identical. */
export const CLANG_FLAGS = ['-target', 'bpf', '-mcpu=v2', '-O2', '-ffreestanding', '-fno-builtin', '-fno-ident', '-Wall', '-Werror', '-std=c11'];

function tool(names: string[]): string {
  for (const name of names) {
    try {
      execFileSync(name, ['--version'], { stdio: 'ignore' });
      return name;
    } catch {
      // try the next name
    }
  }
  throw new Error(`none of ${names.join(', ')} is installed: apt-get install -y clang`);
}

function compile(clang: string, dir: string, file: string, out: string) {
  // Relative paths from the source's folder: nothing of the checkout's location reaches the object.
  execFileSync(clang, [...CLANG_FLAGS, '-I', relative(dir, sdkDir), '-c', file, '-o', out], { cwd: dir, stdio: 'inherit' });
}

const clang = tool(['clang', 'clang-14']);
const scratch = mkdtempSync(join(tmpdir(), 'programs-'));
const stale: string[] = [];

function emit(path: string, bytes: Uint8Array) {
  const same = existsSync(path) && Buffer.from(readFileSync(path)).equals(Buffer.from(bytes));
  if (check) {
    if (!same) stale.push(relative(programsDir, path));
  } else if (!same) {
    writeFileSync(path, bytes);
  }
  console.log(`${same ? 'unchanged' : check ? 'DIFFERS  ' : 'written  '} ${relative(programsDir, path)} (${bytes.length} bytes)`);
}

try {
  const fixtures = join(programsDir, 'tools', 'fixtures');
  for (const name of ['probe', 'probe-log']) {
    const object = join(scratch, `${name}.o`);
    compile(clang, fixtures, `${name}.c`, object);
    emit(join(fixtures, `${name}.o`), readFileSync(object));
  }

  const programs = readdirSync(programsDir, { withFileTypes: true }).filter((d) => d.isDirectory() && existsSync(join(programsDir, d.name, 'src')));
  for (const { name } of programs) {
    const src = join(programsDir, name, 'src');
    const objects = readdirSync(src)
      .filter((f) => f.endsWith('.c'))
      .sort()
      .map((file) => {
        const out = join(scratch, `${name}-${file}.o`);
        compile(clang, src, file, out);
        return out;
      });
    emit(join(programsDir, name, `${name}.so`), relink(objects.map((o) => readFileSync(o))));
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (stale.length > 0) {
  console.error(`\nA rebuild differs from what is committed: ${stale.join(', ')}. Run npm run build:programs and commit the result.`);
  process.exit(1);
}
