import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompileMessages } from './build/precompileMessages.ts';

/** The API server during `pnpm dev` (the storefront proxies to it). */
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), precompileMessages()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget, '/uploads': apiTarget },
  },
  // The server render (`vite build --ssr`, issue 17) bundles the workspace packages, which ship TypeScript
  // sources; the libraries they use load from node_modules as in any Node program.
  ssr: { noExternal: ['@mall/ui', '@mall/api'] },
  build: {
    target: 'es2022',
    sourcemap: true,
    // scripts/size-budget.mjs reads the manifest to find what a route loads.
    manifest: true,
    // The budget is checked by scripts/size-budget.mjs; Vite's own warning is noise.
    chunkSizeWarningLimit: 1024,
  },
});
