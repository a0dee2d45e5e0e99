import { matchesOf } from '../../text/pattern-matches';
import { tagsOfWord } from '../../text/word-tags';

/**
 * What a detail of the text is said to show, in the clause shapes readers use without "that" or
 * "because": a detail and a verb of meaning with a clause after it ("the swallows returning to the barn
 * shows he will try again", "the new lamp means he can start over"), or the author's purpose in
 * a detail ("ends with the ice breaking up to tell us hard times pass", "to show she has changed").
 * Either ties a detail to what it means, as "because" ties a claim to its reason.
 */

/**
 * A verb of meaning after a word that can name a detail (not "she", "he" or "they": "she shows
 * her mother the plant" is an act, not a reading, and "she also shows how glad she is" tells what
 * she does, with or without a word between).
 */
const MEANING_VERB =
  /(?<=\b(?!(?:he|she|they|i|we|you)\s)[\p{L}'’]+\s+)(?<!\b(?:he|she|they|i|we|you)\s+(?:also|really|clearly|\p{L}+ly)\s+)(?:shows?|showed|means?|meant|suggests?|suggested|proves?|proved|reveals?|revealed|implies|implied|signals?|signaled|signalled|hints?|hinted|lets?\s+(?:us|you|the\s+reader|readers)\s+know)\s+(?:to\s+(?:us|the\s+reader|readers)\s+)?/giu;
/**
 * A part of the text said to show a quality of mind or feeling ("The ending shows Ivo's hope", "the
 * last line reveals her loneliness"): a reading, though no clause follows. The quality is an
 * abstract noun, read from its ending ("-ness", "-tion", "-ity", …) or among the few short ones; a
 * thing or a scene shown ("the last scene shows the harbour") is the text retold.
 */
const TEXT_PART = String.raw`(?:ending|end|title|story|scene|detail|line|lines|quote|quotation|passage|paragraph|image|setting|symbol|memoir|poem|conclusion|moment)`;
const ABSTRACT_NOUN = String.raw`(?:\p{L}+(?:ness|tion|sion|ity|ment|ship|ance|ence|dom|hood|ism)|hope|love|courage|fear|pride|strength|growth|change|trust|faith|grief|loss|joy|anger|resolve|despair|peace|will)`;
const SHOWS_A_QUALITY = new RegExp(
  String.raw`(?<=\b${TEXT_PART}\s+(?:\p{L}+ly\s+)?)(?:shows?|showed|suggests?|suggested|reveals?|revealed|conveys?|conveyed|expresses?|expressed)(?=\s+(?:[\p{L}'’]+\s+){0,3}?${ABSTRACT_NOUN}\b)`,
  'giu',
);
/**
 * The author's purpose in a detail: "to show", "to tell us", "to let the reader know", "as a way to
 * say".
 */
const PURPOSE_VERB =
  /\b(?:(?:as\s+)?a\s+way\s+(?:to\s+(?:say|tell)|of\s+(?:saying|telling|showing))|to\s+(?:show|suggest|prove|reveal|tell\s+(?:us|the\s+reader|readers)|let\s+(?:us|the\s+reader|readers)\s+know|remind\s+(?:us|the\s+reader|readers)))\s+(?:that\s+|how\s+|why\s+)?/giu;
/**
 * What a character comes to understand, said as a reading ("she is learning that love lets go",
 * "the boy realizes that his father was right"): the change the text shows, told by the reader.
 * The writer's own "I learned that" is a story's reflection, read there.
 */
const LEARNS_THAT =
  /(?<=\b[\p{L}'’]+\s+(?:(?:is|was|has|had|finally|slowly|soon|now)\s+)?)(?<!\b(?:i|i['’]m|we|we['’]re|you)\s+(?:(?:am|are|was|were|have|had|finally|slowly|soon|now)\s+)?)(?:learns?|learned|learnt|learning|reali[sz]es?|reali[sz]ed|reali[sz]ing|understands?|understood|discovers?|discovered|comes?\s+to\s+(?:see|understand|reali[sz]e))\s+that\s+/giu;
/**
 * What the whole text means, said as a reading ("the message of the poem is that…", "the story
 * teaches us that…"): the point of a text told, as "this shows that" tells the point of a detail.
 */
const TEXT_MEANING = new RegExp(
  String.raw`\b(?:(?:the|its|this|that|their)\s+(?:main\s+|central\s+|real\s+)?(?:message|lesson|theme|moral|meaning)\s+(?:of\s+(?:the|this)\s+${TEXT_PART}\s+)?(?:is|was)|(?:teaches|taught)\s+(?:us|the\s+reader|readers))\s+that\s+`,
  'giu',
);
/**
 * The mood or tone a detail gives ("the grey sky sets a lonely mood", "the empty cabins add to the
 * hopeless tone", "the wind gives an air of danger"): what a detail does to the reader, a reading of
 * it. The author or the text said to create a mood ("the author creates a warm mood") answers what
 * the mood is, and names no detail.
 */
const MOOD_OF_A_DETAIL =
  /(?<=\b(?!(?:author|writer|narrator|poet|story|memoir|poem|passage|text|article|excerpt|essay|he|she|they|i|we|you)\s)[\p{L}'’]+\s+)(?:sets?|creates?|created|builds?|built|adds?\s+to|added\s+to|gives?|gave|presents?|presented|brings?|brought|lends?|lent)\s+(?:(?:the|a|an|this|that|its|their)\s+)?(?:[\p{L}-]+\s+){0,2}?(?:mood|tone|atmosphere|air|sense|feeling)\b/giu;
/** "Is a sign that…", "is a symbol of…": a detail named for what it stands for. */
const SIGN_OF = /\b(?:is|are|was|were)\s+(?:a|an|the)\s+(?:sign|symbol|signal|reminder)\s+(?:that|of)\s+/giu;

/** Subjects that open a clause: a pronoun, or a determiner before a noun. */
const CLAUSE_SUBJECT =
  /^(?:he|she|they|we|i|you|it|there|his|her|their|its|the|this|that|these|those|a|an|\p{Lu}\p{L}+)$/u;
/** The most words read after the subject for the clause's verb ("her old friend will…"). */
const SUBJECT_WORDS = 3;

/** The cues that say what a detail shows or means, at their places in the writer's own words. */
export function detailMeaningCues(own: string): RegExpExecArray[] {
  // "To show that hard times pass": a "that" already read opens the clause, whatever its subject.
  const clauses = [...matchesOf(MEANING_VERB, own), ...matchesOf(PURPOSE_VERB, own)].filter(
    (match) => /\b(?:that|why)\s*$/iu.test(match[0]) || opensAClause(own.slice(match.index + match[0].length)),
  );
  return [
    ...clauses,
    ...matchesOf(SIGN_OF, own),
    ...matchesOf(SHOWS_A_QUALITY, own),
    ...matchesOf(LEARNS_THAT, own),
    ...matchesOf(TEXT_MEANING, own),
    ...matchesOf(MOOD_OF_A_DETAIL, own),
  ];
}

/**
 * Whether the words after a verb of meaning are a clause of their own: "that", "how" or "why" (not
 * "how to"), or a subject and then a verb ("she will try", "her garden is gone"). "Shows her mother
 * the plant" has no verb after its object, so it is an act, not a reading.
 */
function opensAClause(after: string): boolean {
  const words = after.split(/[\s,;:.!?]+/u).filter(Boolean);
  const first = words[0] ?? '';
  // "Showed how to fix it" tells of a lesson given, not what a detail means.
  if (/^(?:how|what)$/iu.test(first)) return !/^to$/iu.test(words[1] ?? '');
  if (/^(?:that|why)$/iu.test(first)) return true;
  if (!CLAUSE_SUBJECT.test(first) && !CLAUSE_SUBJECT.test(first.toLowerCase())) return false;
  return words.slice(1, 1 + SUBJECT_WORDS).some((word) => isFiniteVerb(word.toLowerCase()));
}

function isFiniteVerb(word: string): boolean {
  const tags = tagsOfWord(word);
  if (tags.has('Modal') || tags.has('Copula')) return true;
  if (tags.has('Noun') && !tags.has('Verb')) return false;
  return tags.has('PastTense') || (tags.has('PresentTense') && !tags.has('Gerund') && !tags.has('Infinitive'));
}
