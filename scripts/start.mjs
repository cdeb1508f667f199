// `npm start`: build the web app if needed, then run the API server (which also serves the app
// and, on the local cluster, the embedded chain) in this same Node process.
import { register } from 'tsx/esm/api';
import { ensureWebBuild, root } from './lib/web-build.mjs';

ensureWebBuild();
process.chdir(root);
register();
await import('../apps/server/src/server.ts');
