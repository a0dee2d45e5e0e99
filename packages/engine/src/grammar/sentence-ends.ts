/**
 * Where a sentence plainly ends inside text the sentence splitter kept as one: end punctuation,
 * perhaps behind closing quotation marks or the characters a wrong text encoding made of them
 * (`ï¿½`, `�`), then a capital, an opening quotation mark or an anonymisation placeholder, with or
 * without the space a writer forgot ("home.Then we …").
 */
export const SENTENCE_END_INSIDE = /[.!?]+(?:["'”’]|ï¿½|\uFFFD)*(?=\s*(?:["“‘]|ï¿½|\uFFFD)*\s*[\p{Lu}@])/gu;
