/** The process entry point (`npm start`): start everything from the environment, stop on signals. */
import { startServer } from './start-server.ts';

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
