import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The gateway serves the API and the built app; in dev, Vite proxies API calls to it. */
const gateway = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/src/web-size.ts reads the manifest to find what the landing page loads.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': gateway,
      '/healthz': gateway,
      '/readyz': gateway,
    },
  },
});
