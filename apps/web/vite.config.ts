import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './precompress.ts';

/**
 * The app is built into apps/web/dist, which the API server serves with an SPA fallback.
 * In development the API lives on :3000; proxying keeps /api same-origin, as in production.
 */
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    // The server reads it to preload the trading page's lazily loaded chunks from that page's HTML.
    manifest: true,
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // A feature's lazily loaded pages are named after the feature (bots-<hash>.js), whether
        // the router loads its index.ts or its pages.ts.
        chunkFileNames: (chunk) => {
          const feature = /features[\\/]([^\\/]+)[\\/](?:index|pages)\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
          return `assets/${feature ?? '[name]'}-[hash].js`;
        },
      },
      // @toolkit/shared builds its zod schemas at module level. Its modules (and zod's) have no
      // side effects, and schema-building calls are pure, so schemas no page uses drop out. Forms
      // validate with the shared schemas, so zod is its own chunk, loaded with the app's pages
      // (never by the landing route). The app's own modules have no side effects either (only its
      // CSS does): a barrel such as shared/ui/index.ts then brings only what is used, where it
      // brought every component (and Radix, Redux and zod with them) into the entry chunk.
      treeshake: {
        manualPureFunctions: ['z'],
        moduleSideEffects: (id: string) =>
          /\.css($|\?)/.test(id) || !/[\\/](packages[\\/]shared[\\/]src|apps[\\/]web[\\/]src|node_modules[\\/]zod)[\\/]/.test(id),
      },
    },
  },
});
