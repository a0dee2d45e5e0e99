export const MIN_TEXT_LAYER_CHARACTERS: number;
export const MIN_IMAGE_COVERAGE: number;

/** pdf.js' operator list: operator codes and their arguments. */
export interface OperatorList {
  fnArray: ArrayLike<number>;
  argsArray: ArrayLike<unknown>;
}

export function lettersAndDigits(text: string): number;
export function lettersAndDigitsUpTo(text: string, limit: number): number;
export function needsOcrFor(textLayerCharacters: number, imageCoverage: number): boolean;
export function imageCoverage(
  operatorList: OperatorList,
  OPS: Record<string, number>,
  view: readonly [number, number, number, number] | readonly number[],
): number;
