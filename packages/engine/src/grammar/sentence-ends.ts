/**
 * Where a sentence plainly ends inside text the sentence splitter kept as one: end punctuation,
 * perhaps behind closing quotation marks or the characters a wrong text encoding made of them
 * (`ï¿½`, `�`), then a capital, an opening quotation mark or an anonymisation placeholder, with or
 * without the space a writer forgot ("home.Then we …").
 */
export const SENTENCE_END_INSIDE = /[.!?]+(?:["'”’]|ï¿½|\uFFFD)*(?=\s*(?:["“‘]|ï¿½|\uFFFD)*\s*[\p{Lu}@])/gu;

/**
 * A full stop after a word, a space and a lower-case word ("… different. she …"): the writer forgot
 * the capital, but the sentence ended. Closing quotation marks, question marks holding the place of
 * a lost mark, or encoding garbage may stand between ("… again.” the …", "… again.?? the …"). A full
 * stop after a single letter ("e.g. the") or after a title or a short abbreviation an essay writes
 * before a lower-case word ("etc. and", "Mr. smith") is no sentence end.
 */
export const SENTENCE_END_BEFORE_LOWER_CASE =
  /(?<=(?<![.\p{L}])\p{L}{2,})(?<!\b(?:etc|vs|approx|incl|esp|cf|viz|mr|mrs|ms|dr|st|no))\.(?:["'”’?]|ï¿½|\uFFFD)*(?=\s+(?:["“‘]|ï¿½|\uFFFD)*\p{Ll})/giu;
