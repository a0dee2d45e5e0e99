import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pdfjsAssets } from './build/pdfjs-assets.ts';

/** The gateway serves the API and the built app; in dev, Vite proxies API calls to it. */
const gateway = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), pdfjsAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/src/web-size.ts reads the manifest to find what the landing page loads.
    manifest: true,
    // Radix's shared building blocks in one chunk: split across the lazy pages that also use them,
    // they cost the landing page more (several small gzip streams) than together.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            {
              name: 'radix-core',
              test: /node_modules[\\/]@radix-ui[\\/](primitive|react-(collection|dismissable-layer|portal|presence|primitive|compose-refs|context|slot|use-[a-z-]+|visually-hidden|id))[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // `ws` carries the collaboration WebSocket (/api/collaboration) through to the gateway too.
      '/api': { target: gateway, ws: true },
      '/healthz': gateway,
      '/readyz': gateway,
    },
  },
});
