/**
 * Whether a page's extracted text is something a person could read. PDFs whose fonts carry no
 * usable character map give pdf.js replacement characters, private-use code points, a few stray
 * glyphs or letter salad; analysing that would produce confident findings about nothing, so such
 * a page counts as a page without text.
 */

// Code points that stand for "a glyph we could not map": U+FFFD, private use, unassigned.
// Dot leaders, rules and redaction marks ("....", "____", "[***]") are layout, not text.
const REDACTION = /\[[^\p{L}\p{N}\]]*\]/gu;
const REPEATED_MARK = /([^\p{L}\p{N}\s])\1{2,}/gu;
const UNMAPPED = /[\uFFFD\p{Co}\p{Cn}]/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;
const LETTER_OR_DIGIT_ONE = /[\p{L}\p{N}]/u;
const ASCII_ONLY = /^[^\u0080-\uffff]*$/;
const ASCII_LETTER_OR_DIGIT = /[A-Za-z0-9]/;
// A word in lower case, or capitalised, with at most one closing mark: the word is the group.
const PLAIN_WORD = /^([A-Za-z][a-z]+)[,.;:]?$/;
// Scripts written without spaces: one character is already a word.
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const LATIN_WORD = /^\p{Script=Latin}+(?:['’-]\p{Script=Latin}+)*$/u;
const OTHER_SCRIPT_WORD = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u;
const NUMBER = /^[$€£¥]?[\p{N}]+(?:[.,:/%-]\p{N}+)*[%)]?$/u;
const EDGE_PUNCTUATION = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;
// Invoice numbers, part numbers and asset ids: letters with digits.
const CODE = /^(?=.*\p{N})(?=.*\p{L})[\p{L}\p{N}]+$/u;
const JOINER = /[.@/_:-]/;
const WORD_PART = /^[\p{L}\p{N}]+$/u;
const VOWEL = /[aeiouy]/i;
// Letters inside a word switching from lower to upper case more than once ("hTeQx"): font salad.
const CASE_FLIP = /\p{Ll}\p{Lu}/gu;

/** Below these shares a page reads as noise (measured on the fixtures and corpus: see the test). */
const MAX_UNMAPPED_SHARE = 0.2;
const MIN_LETTER_SHARE = 0.5;
const MIN_WORD_SHARE = 0.4;
const MIN_LETTERS = 3;
// Too few tokens to judge the word share: a short page is kept if its characters are letters.
const MIN_TOKENS_FOR_WORD_SHARE = 8;
const MAX_ABBREVIATION = 3;

/**
 * A page is judged on this many characters at most, taken as SAMPLE_SLICES stretches spread over
 * the page: the shares above are those of the whole page within a few points, and a dense page
 * (4-5,000 characters) then costs a quarter of the work. Noise from a font without a character map
 * runs through every line that uses the font, so it shows in the sample as it does in the page.
 */
export const SAMPLE_CHARACTERS = 1_200;
const SAMPLE_SLICES = 6;
/** A slice is widened to a token's edge by this much at most: text without spaces is cut anyway. */
const MAX_WIDENING = 40;

export function isReadableText(text: string): boolean {
  return isReadableSample(readabilitySample(text));
}

/**
 * The page itself when it is short; otherwise SAMPLE_SLICES stretches from its start to its end,
 * each widened to whole tokens so that no word is cut into a fragment that reads as noise.
 */
export function readabilitySample(text: string): string {
  if (text.length <= SAMPLE_CHARACTERS) return text;
  const sliceLength = Math.floor(SAMPLE_CHARACTERS / SAMPLE_SLICES);
  const stride = (text.length - sliceLength) / (SAMPLE_SLICES - 1);
  const slices: string[] = [];
  for (let slice = 0; slice < SAMPLE_SLICES; slice++) {
    const start = tokenStartAtOrBefore(text, Math.round(slice * stride));
    slices.push(text.slice(start, tokenEndAtOrAfter(text, start + sliceLength)));
  }
  return slices.join('\n');
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d || code === 0xa0;
}

function tokenStartAtOrBefore(text: string, index: number): number {
  let start = index;
  const limit = Math.max(0, index - MAX_WIDENING);
  while (start > limit && !isSpace(text.charCodeAt(start - 1))) start--;
  return start;
}

function tokenEndAtOrAfter(text: string, index: number): number {
  let end = Math.min(index, text.length);
  const limit = Math.min(text.length, index + MAX_WIDENING);
  while (end < limit && !isSpace(text.charCodeAt(end))) end++;
  return end;
}

function isReadableSample(text: string): boolean {
  const marksRemoved = text.replace(REDACTION, ' ').replace(REPEATED_MARK, ' ');
  const ascii = ASCII_ONLY.test(marksRemoved);
  const { visible, unmapped, lettersAndDigits } = ascii
    ? asciiCharacterCounts(marksRemoved)
    : unicodeCharacterCounts(marksRemoved);
  if (visible === 0) return false;
  if (unmapped / visible > MAX_UNMAPPED_SHARE) return false;
  if (lettersAndDigits / visible < MIN_LETTER_SHARE) return false;
  if (!ascii && UNSPACED_SCRIPT.test(marksRemoved)) return true;
  if (lettersAndDigits < MIN_LETTERS) return false;
  // Tokens of marks only ("[", "§", "•") are neither words nor noise: they do not vote.
  const hasLetterOrDigit = ascii ? ASCII_LETTER_OR_DIGIT : LETTER_OR_DIGIT_ONE;
  const tokens = marksRemoved.split(/\s+/).filter((token) => hasLetterOrDigit.test(token));
  if (tokens.length < MIN_TOKENS_FOR_WORD_SHARE) return tokens.some(isWordLikeRemembered);
  return tokens.filter(isWordLikeRemembered).length / tokens.length >= MIN_WORD_SHARE;
}

/**
 * Tokens already judged: a document's words recur from page to page (articles, defined terms,
 * headings), and judging one takes several Unicode regexes. Emptied when full, so that a file of
 * endless distinct tokens holds no more than this many.
 */
const wordLikeByToken = new Map<string, boolean>();
const MAX_REMEMBERED_TOKENS = 20_000;

function isWordLikeRemembered(token: string): boolean {
  // Most tokens of a text page are plain words: judged at once, as isWordLike would judge them.
  const plain = PLAIN_WORD.exec(token);
  if (plain) return (plain[1] as string).length <= MAX_ABBREVIATION || VOWEL.test(token);
  let wordLike = wordLikeByToken.get(token);
  if (wordLike === undefined) {
    wordLike = isWordLike(token);
    if (wordLikeByToken.size >= MAX_REMEMBERED_TOKENS) wordLikeByToken.clear();
    wordLikeByToken.set(token, wordLike);
  }
  return wordLike;
}

function isWordLike(token: string): boolean {
  const core = token.replace(EDGE_PUNCTUATION, '');
  if (core === '') return false;
  if (NUMBER.test(core) || CODE.test(core)) return true;
  if (LATIN_WORD.test(core)) return isPronounceable(core);
  if (OTHER_SCRIPT_WORD.test(core)) return core.length >= 2;
  // Addresses, dates and file names ("example.com", "18-Jun-2019"): words joined by marks.
  const parts = core.split(JOINER);
  return parts.length > 1 && parts.every((part) => WORD_PART.test(part)) && parts.some(isPartWordLike);
}

function isPartWordLike(part: string): boolean {
  return NUMBER.test(part) || (LATIN_WORD.test(part) && isPronounceable(part));
}

/**
 * A single letter is a word only as "a", "I" and the like; short abbreviations ("Mr", "pdf") pass,
 * and a longer word has a vowel unless it is an acronym.
 */
function isPronounceable(word: string): boolean {
  const bare = word.normalize('NFD').replace(/\p{M}/gu, '');
  if (bare.length === 1) return /^[aiouyAIOUY]$/.test(bare);
  if (countMatches(bare, CASE_FLIP) > 1) return false;
  return bare.length <= MAX_ABBREVIATION || VOWEL.test(bare) || /^\p{Lu}+$/u.test(bare);
}

interface CharacterCounts {
  /** Characters other than white space. */
  visible: number;
  unmapped: number;
  lettersAndDigits: number;
}

/**
 * The counts of a sample of ASCII alone, the common case, by character codes: the Unicode
 * regexes below gave an array of every letter to count them, most of the readability check's time.
 */
function asciiCharacterCounts(text: string): CharacterCounts {
  let visible = 0;
  let lettersAndDigits = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0x20 || (code >= 0x09 && code <= 0x0d)) continue;
    visible++;
    const lower = code | 0x20;
    if ((code >= 0x30 && code <= 0x39) || (lower >= 0x61 && lower <= 0x7a)) lettersAndDigits++;
  }
  return { visible, unmapped: 0, lettersAndDigits };
}

function unicodeCharacterCounts(text: string): CharacterCounts {
  const visible = text.replace(/\s+/g, '');
  return {
    visible: visible.length,
    unmapped: countMatches(visible, UNMAPPED),
    lettersAndDigits: countMatches(visible, LETTER_OR_DIGIT),
  };
}

function countMatches(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}
