// `npm run dev`: the API server (with the embedded chain) on :3000 and Vite with hot reload on
// :5173, which proxies /api to the server.
import { spawn } from 'node:child_process';
import { root } from './lib/web-build.mjs';

// The browser talks to Vite's origin; the API must accept it for CORS and as the sign-in domain.
const serverEnv = { ...process.env, CORS_ORIGIN: process.env.CORS_ORIGIN ?? 'http://localhost:5173' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], { cwd: root, stdio: 'inherit', env: serverEnv }),
  spawn('npm', ['run', 'dev', '-w', '@toolkit/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && stop());
