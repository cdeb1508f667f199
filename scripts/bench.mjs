// `npm run bench`: runs every bench/*.bench.ts in turn; each prints JSON lines of figures.
// `npm run bench -- chain` runs only the benchmarks whose file name contains "chain".
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/web-build.mjs';

const filter = process.argv[2] ?? '';
const files = readdirSync(join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
  .sort();
let failures = 0;
for (const file of files) {
  const r = spawnSync('npx', ['tsx', join('bench', file)], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) {
    failures++;
    console.log(JSON.stringify({ bench: file.replace('.bench.ts', ''), error: `exited with ${r.status}` }));
  }
}
process.exit(failures ? 1 : 0);
