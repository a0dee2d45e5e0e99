/** The part of fontkit (pdfkit's font reader, no types of its own) that the PDF export uses. */
declare module 'fontkit' {
  export interface FontkitFont {
    layout(text: string, features?: unknown): unknown;
  }
  export function create(buffer: Uint8Array): FontkitFont;
}
