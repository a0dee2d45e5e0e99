/**
 * Abbreviations everyday writing spells in capitals, so that a writer's lower-case "tv" or "uk" is
 * one of them. Any other short piece the dictionary lacks ("od", "wa") is far more often a word
 * garbled or split by a slip than an abbreviation, and gets no capitals offered.
 */
const EVERYDAY_ABBREVIATIONS = new Set([
  'tv',
  'pc',
  'uk',
  'us',
  'usa',
  'ok',
  'eu',
  'cd',
  'dvd',
  'dj',
  'id',
  'pe',
  'iq',
  'gp',
  'mp',
  'cv',
  'ceo',
  'nhs',
  'bbc',
  'atm',
  'sms',
  'gps',
  'faq',
  'dna',
  'ufo',
  'asap',
  'ict',
  'vip',
]);

/** The word in capitals, when everyday writing spells it so ("tv" → "TV"). */
export const everydayAbbreviation = (word: string): string | undefined =>
  /^\p{Ll}+$/u.test(word) && EVERYDAY_ABBREVIATIONS.has(word) ? word.toUpperCase() : undefined;
