// The native canvas (@napi-rs/canvas, Skia) in the extraction child only when a page is rendered
// for OCR. pdf.js' Node build requires it as it loads, for three globals, and that costs about
// 21 MB of resident memory in every child, while text extraction never draws anything. Plain
// JavaScript for the same reason as pdf-worker.mjs, which uses it.
import { createRequire, Module } from 'node:module';
import { fileURLToPath } from 'node:url';

const PDFJS_DISPLAY_URL = import.meta.resolve('pdfjs-dist/legacy/build/pdf.mjs');
/** Resolved as pdf.js resolves it, so both mean the same package and the same module cache entry. */
const pdfjsRequire = createRequire(fileURLToPath(PDFJS_DISPLAY_URL));
const CANVAS_PATH = pdfjsRequire.resolve('@napi-rs/canvas');
const canvasRequire = createRequire(CANVAS_PATH);

/**
 * Imports pdf.js' display half without the native canvas. DOMMatrix, which pdf.js constructs as it
 * loads, comes from the canvas package's own pure JavaScript geometry module: the same class the
 * package exports once loaded. While pdf.js loads, its `require('@napi-rs/canvas')` finds an empty
 * module in the module cache (Node documents adding entries there), so pdf.js leaves ImageData and
 * Path2D unset, which only rendering uses; the entry is removed right after, so the first page
 * rendered loads the real package (loadCanvas).
 */
export async function importPdfjsWithoutCanvas() {
  globalThis.DOMMatrix ??= canvasRequire('./geometry.js').DOMMatrix;
  const alreadyLoaded = pdfjsRequire.cache[CANVAS_PATH] !== undefined;
  if (!alreadyLoaded) pdfjsRequire.cache[CANVAS_PATH] = emptyModule(CANVAS_PATH);
  try {
    return await import(PDFJS_DISPLAY_URL);
  } finally {
    if (!alreadyLoaded) delete pdfjsRequire.cache[CANVAS_PATH];
  }
}

/**
 * Loads the native canvas before the first page is rendered and sets the globals pdf.js would
 * have set as it loaded. pdf.js' own canvas factory requires the package again when it creates a
 * canvas and finds this module.
 */
export function loadCanvas() {
  // pdf.js draws glyphs from the file's fonts and its own standard font data (disableFontFace):
  // the system's fonts, which the package would otherwise scan as it loads, are never used.
  process.env.DISABLE_SYSTEM_FONTS_LOAD ??= '1';
  const canvas = pdfjsRequire('@napi-rs/canvas');
  globalThis.ImageData ??= canvas.ImageData;
  globalThis.Path2D ??= canvas.Path2D;
  return canvas;
}

function emptyModule(path) {
  const placeholder = new Module(path);
  placeholder.filename = path;
  placeholder.loaded = true;
  placeholder.exports = {};
  return placeholder;
}
