import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Folders of pdfjs-dist's own data files; pdf.js reads them from disk, never from the network. */
export interface PdfjsAssets {
  standardFontDataUrl: string;
  cMapUrl: string;
  iccUrl: string;
  wasmUrl: string;
}

let assets: PdfjsAssets | undefined;

export function pdfjsAssets(): PdfjsAssets {
  assets ??= locateAssets();
  return assets;
}

function locateAssets(): PdfjsAssets {
  const packageRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  // pdf.js appends file names to these, so each needs its trailing separator.
  const folder = (name: string) => `${join(packageRoot, name)}/`;
  return {
    standardFontDataUrl: folder('standard_fonts'),
    cMapUrl: folder('cmaps'),
    iccUrl: folder('iccs'),
    wasmUrl: folder('wasm'),
  };
}
