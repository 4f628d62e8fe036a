import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompileMessages } from './build/precompileMessages.ts';

/** The API server during `pnpm dev` (the storefront proxies to it). */
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react({ jsxImportSource: '@emotion/react' }), precompileMessages()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget, '/uploads': apiTarget },
  },
  // The server render (`vite build --ssr`, issue 17) is one self-contained bundle built for production:
  // React and the libraries it renders with are compiled in with their development checks dropped, which
  // costs a server several times the CPU per page when left to node_modules without NODE_ENV.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') } : {},
  build: {
    target: 'es2022',
    sourcemap: true,
    // scripts/size-budget.mjs reads the manifest to find what a route loads.
    manifest: true,
    // The budget is checked by scripts/size-budget.mjs; Vite's own warning is noise.
    chunkSizeWarningLimit: 1024,
  },
}));
