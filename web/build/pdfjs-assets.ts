import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Where the built app serves pdf.js's font and character-map data (same origin, no CDN). */
export const PDFJS_ASSET_DIRS = ['standard_fonts', 'cmaps'] as const;

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/**
 * Emits pdf.js's standard fonts and CJK character maps into `dist/pdfjs/`, so PDFs that rely on
 * the 14 standard fonts or on CMaps render as their authors meant, offline.
 */
export function pdfjsAssets(): Plugin {
  return {
    name: 'doclens-pdfjs-assets',
    apply: 'build',
    generateBundle() {
      for (const dir of PDFJS_ASSET_DIRS) {
        for (const file of readdirSync(join(pdfjsRoot, dir))) {
          this.emitFile({
            type: 'asset',
            fileName: `pdfjs/${dir}/${file}`,
            source: readFileSync(join(pdfjsRoot, dir, file)),
          });
        }
      }
    },
  };
}
