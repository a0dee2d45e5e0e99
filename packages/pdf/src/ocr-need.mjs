// Whether a page is worth reading by OCR. Plain JavaScript: the extraction child (pdf-worker.mjs)
// decides before rendering. Types in ocr-need.d.mts.
//
// OCR costs seconds of CPU a page, and it only adds text where a picture of text stands in for the
// text layer: a scan covers (nearly) the whole page. A logo, a signature or a stamp on a page of
// few words is not worth it: the page would keep its words and gain nothing, or noise.

/**
 * This many letters and digits in a page's text layer and it is read as it is: a scan carries at
 * most a stamp or a page number as text.
 */
export const MIN_TEXT_LAYER_CHARACTERS = 50;
/**
 * Pictures must cover at least this share of the page. A scanned page covers 0.8-1 even with wide
 * margins; a logo, a signature or a stamp covers a few hundredths. Among the fixture PDFs the only
 * page of few words with a picture is a contract's map exhibit covering 0.41, and OCR read noise
 * from it ("- kid a mers FE gai") for seconds of CPU.
 */
export const MIN_IMAGE_COVERAGE = 0.5;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;

export function lettersAndDigits(text) {
  return text.match(LETTER_OR_DIGIT)?.length ?? 0;
}

const NEXT_LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;

/**
 * The count of letters and digits, up to `limit`: every page is asked whether it has a text layer,
 * and a page of text answers within its first words, where counting all its letters cost as much
 * as judging its readability.
 */
export function lettersAndDigitsUpTo(text, limit) {
  NEXT_LETTER_OR_DIGIT.lastIndex = 0;
  let count = 0;
  while (count < limit && NEXT_LETTER_OR_DIGIT.exec(text)) count++;
  return count;
}

/** The decision itself, from what the text layer holds and how much of the page pictures cover. */
export function needsOcrFor(textLayerCharacters, imageCoverage) {
  return textLayerCharacters < MIN_TEXT_LAYER_CHARACTERS && imageCoverage >= MIN_IMAGE_COVERAGE;
}

/**
 * Reads a page's operator list only when its text layer is short: building it parses the page's
 * content again (rendering then reuses it).
 */
export async function pageNeedsOcr(page, text, OPS) {
  if (lettersAndDigitsUpTo(text, MIN_TEXT_LAYER_CHARACTERS) >= MIN_TEXT_LAYER_CHARACTERS) return false;
  const coverage = imageCoverage(await page.getOperatorList(), OPS, page.view);
  return needsOcrFor(lettersAndDigits(text), coverage);
}

/**
 * The share of the page (`view`, [x0, y0, x1, y1] in page units) that pictures paint over: each
 * image fills the unit square of the transformation in force when it is painted; overlaps count
 * twice, and the share stops at 1. Rules and boxes drawn as one-pixel masks are not pictures.
 */
export function imageCoverage({ fnArray, argsArray }, OPS, view) {
  const [x0, y0, x1, y1] = view;
  const pageArea = Math.abs((x1 - x0) * (y1 - y0));
  if (!(pageArea > 0)) return 0;
  const stack = [];
  let ctm = [1, 0, 0, 1, 0, 0];
  let covered = 0;
  const paint = (transform) => {
    covered += clippedArea(multiply(ctm, transform), view);
  };
  for (let index = 0; index < fnArray.length; index++) {
    const args = argsArray[index];
    switch (fnArray[index]) {
      case OPS.save:
      case OPS.beginAnnotation:
        stack.push(ctm);
        break;
      case OPS.restore:
      case OPS.endAnnotation:
        ctm = stack.pop() ?? ctm;
        break;
      case OPS.transform:
        ctm = multiply(ctm, args);
        break;
      case OPS.paintFormXObjectBegin:
        stack.push(ctm);
        if (args?.[0]) ctm = multiply(ctm, args[0]);
        break;
      case OPS.paintFormXObjectEnd:
        ctm = stack.pop() ?? ctm;
        break;
      case OPS.paintImageXObject:
      case OPS.paintInlineImageXObject:
      case OPS.paintImageMaskXObject:
        paint([1, 0, 0, 1, 0, 0]);
        break;
      case OPS.paintImageXObjectRepeat:
      case OPS.paintImageMaskXObjectRepeat: {
        // [image, scaleX, scaleY, positions (x, y pairs)]
        const [, scaleX, scaleY, positions] = args;
        for (let at = 0; at + 1 < (positions?.length ?? 0); at += 2)
          paint([scaleX, 0, 0, scaleY, positions[at], positions[at + 1]]);
        break;
      }
      case OPS.paintImageMaskXObjectGroup:
        for (const image of args?.[0] ?? []) if (image?.transform) paint(image.transform);
        break;
      case OPS.paintInlineImageXObjectGroup:
        for (const part of args?.[1] ?? []) if (part?.transform) paint(part.transform);
        break;
    }
    if (covered >= pageArea) return 1;
  }
  return covered / pageArea;
}

function multiply(m1, m2) {
  return [
    m1[0] * m2[0] + m1[2] * m2[1],
    m1[1] * m2[0] + m1[3] * m2[1],
    m1[0] * m2[2] + m1[2] * m2[3],
    m1[1] * m2[2] + m1[3] * m2[3],
    m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
    m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
  ];
}

/** Area of the unit square under `m`, as its bounding box clipped to the page. */
function clippedArea(m, [x0, y0, x1, y1]) {
  const xs = [m[4], m[0] + m[4], m[2] + m[4], m[0] + m[2] + m[4]];
  const ys = [m[5], m[1] + m[5], m[3] + m[5], m[1] + m[3] + m[5]];
  const width = Math.min(Math.max(...xs), Math.max(x0, x1)) - Math.max(Math.min(...xs), Math.min(x0, x1));
  const height = Math.min(Math.max(...ys), Math.max(y0, y1)) - Math.max(Math.min(...ys), Math.min(y0, y1));
  return width > 0 && height > 0 ? width * height : 0;
}
