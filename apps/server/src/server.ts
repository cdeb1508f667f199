/** The process entry point (`npm start`): start everything from the environment, stop on signals. */
import fs from 'node:fs';
import { startServer } from './start-server.ts';

// A .env in the working directory fills what the environment leaves unset (see .env.example).
if (fs.existsSync('.env')) process.loadEnvFile('.env');

const server = await startServer();

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (e) => {
        console.error(e);
        process.exit(1);
      },
    );
  });
}
