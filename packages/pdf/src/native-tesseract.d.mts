export interface TesseractWord {
  text: string;
  /** In pixels of the picture, from its top-left corner. */
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

export function readWithNativeTesseract(command: string, pgm: Uint8Array, dpi: number): Promise<TesseractWord[][][]>;
export function paragraphsFromTsv(tsv: string): TesseractWord[][][];
