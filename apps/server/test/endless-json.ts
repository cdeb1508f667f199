import type { RequestListener } from 'node:http';

/**
 * A JSON answer that does not end: 64 KB chunks of spaces, up to 100 MB, written as fast as the
 * reader takes them. `sent()` is how many bytes have left the server, to show a reader stopped early.
 */
export function endlessJson(): { handler: RequestListener; sent(): number } {
  let sent = 0;
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const handler: RequestListener = (_, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    const pump = () => {
      while (sent < 100 * 1024 * 1024 && !res.destroyed) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      res.end();
    };
    pump();
  };
  return { handler, sent: () => sent };
}
