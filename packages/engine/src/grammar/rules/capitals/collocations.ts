import { tagsOfWord } from '../../../text/word-tags';
import { after, before, type PatternRule } from '../../pattern-rule';
import { twoWordSplits } from '../../spelling/word-splits';
import { isClause, isFragmentAfterStop, isLoneClauseBeforeStop } from '../../stray-full-stops';
import { isQuotedOrTitleWord } from '../../titles-and-quotes';

/**
 * A greeting that opens a letter and its comma: one to four capitalised words or placeholders, or
 * "Dear" and any one to four words ("Dear readers,").
 */
const LETTER_GREETING =
  /^(?:(?:Dear|Hello|Hi|To)\s+[\p{L}@][\p{L}\p{N}@.]*(?:\s+[\p{L}@][\p{L}\p{N}@.]*){0,3}|[\p{Lu}@][\p{L}\p{N}@.]*(?:\s+[\p{Lu}@][\p{L}\p{N}@.]*){0,3}),\s+$/u;

/** Prepositions that open a linking phrase ("for example", "in fact", "of course", "at least"). */
const LINKING_PHRASE_START = new Set(['for', 'in', 'of', 'at', 'on']);

/**
 * A greeting names someone ("Mrs Jones,", "Dear @CAPS1,"); one word alone greets only when it is a
 * noun or a name. "However," or "Finally," is a linking word, and "Forinstance," a linking phrase run
 * together, so the capital after them is inside the sentence.
 */
function isLetterGreeting(textBefore: string): boolean {
  if (!LETTER_GREETING.test(textBefore)) return false;
  const lone = /^([\p{Lu}][\p{Ll}]+),\s+$/u.exec(textBefore)?.[1]?.toLowerCase();
  if (lone === undefined) return true;
  const runTogether = twoWordSplits(lone).some((split) => LINKING_PHRASE_START.has(split.split(' ')[0] ?? ''));
  return tagsOfWord(lone).has('Noun') && !runTogether;
}

/**
 * Words that open a clause of their own: written with a capital after a finished clause, a full stop
 * is missing. "You" is a subject as the other pronouns are, and "Also" a linking adverb as "Then" is.
 */
const CLAUSE_OPENER = /^(?:And|But|So|Then|Also|He|She|They|We|It|There|You)$/u;

/** Words no sentence ends with: after them a capital is a stray one ("that The weather"). */
const NO_SENTENCE_END =
  /^(?:the|a|an|to|of|and|but|or|so|because|that|if|when|while|in|on|at|for|with|from|by|is|are|was|were|be|my|your|his|her|our|their|its|this|these|those|said|says|think|thought|then)$/u;

/** A clause of at least this many words may end before the capital. */
const MIN_CLAUSE_WORDS = 3;

/** Determiners that open a noun subject ("The woman …", "My brother …"), and so a sentence of their own. */
const SUBJECT_DETERMINER = /^(?:The|This|These|Those|My|Our|Their|His|Her|Your|Some|Many|Most)$/u;

/** Parts of speech of a word that a noun phrase may follow as its object or complement ("saw The dog"). */
const TAKES_NOUN_AFTER = ['Verb', 'Preposition', 'Determiner', 'Conjunction'];

/**
 * "… across the field And then we hid", "… in different ways The woman …": the capital opens the next
 * sentence, whose full stop was left out. A determiner counts only after a whole clause (a subject
 * and its finite verb) ending in a word a noun phrase cannot go on from: "we saw The dog" is one
 * sentence with a stray capital.
 */
function isMissingFullStop(capital: string, textBefore: string): boolean {
  const previous = /(\p{L}+)\s$/u.exec(textBefore)?.[1];
  if (!previous || NO_SENTENCE_END.test(previous.toLowerCase())) return false;
  const clause = (textBefore.split(/[.!?;:]/u).pop() ?? '').trim();
  if (clause.split(/\s+/u).length < MIN_CLAUSE_WORDS) return false;
  if (CLAUSE_OPENER.test(capital)) return true;
  if (!SUBJECT_DETERMINER.test(capital) || !isClause(clause)) return false;
  const tags = tagsOfWord(previous.toLowerCase());
  return !TAKES_NOUN_AFTER.some((tag) => tags.has(tag));
}

/** Subjects and determiners that open a clause of their own after a comma ("…, We sat down"). */
const SUBJECT_OPENER =
  /^(?:I|He|She|They|We|It|There|You|The|This|These|Those|My|Our|Their|His|Her|Your|Some|Many|Most|People|Everyone|Sometimes|Nowadays|Today|Maybe)$/u;

/** Words that open a clause or phrase leading into the main clause after its comma ("When we left, the …"). */
const LEAD_IN =
  /^(?:when|if|because|although|though|while|after|before|since|as|once|unless|until|whenever|in|on|at|for|by|during|with|without|to|from|after|however|finally|firstly|secondly|also|moreover|furthermore|yes|no|well|so|but|and)$/iu;

/**
 * "I was tired after the walk, We sat down": a finished clause, a comma and a capitalised subject.
 * The capital shows the writer began a new sentence; the fix is the full stop (the comma splice), not
 * a small letter that keeps the run-on.
 */
function isSentenceAfterCommaSplice(capital: string, textBefore: string): boolean {
  if (!SUBJECT_OPENER.test(capital) || !/\p{L},\s$/u.test(textBefore)) return false;
  const clause = (textBefore.split(/[.!?;:]/u).pop() ?? '').trim().split(/\s+/u);
  if (clause.length < MIN_CLAUSE_WORDS + 1 || LEAD_IN.test(clause[0] ?? '')) return false;
  // "Wrote the report, The team …": a line that opens with its verb (a CV's) has no subject for the
  // comma-splice check to see, so the capital is lowered there as before.
  return /^(?:I|He|She|They|We|It|There|You)$/u.test(capital) || !isVerbFirst(clause[0] ?? '');
}

function isVerbFirst(word: string): boolean {
  const tags = tagsOfWord(word.toLowerCase());
  return tags.has('Verb') && !tags.has('Noun') && !tags.has('Pronoun');
}

/**
 * Inside quotation marks ("Staff Only, Do not enter"), in a title after its colon ("Green Cities:
 * How We live") or in a run of Title Case words ("The Garden of Our memories"), capitals are the
 * sign's or the title's own, not the writer's slips.
 */
function isQuotedOrTitle(textBefore: string): boolean {
  if (isQuotedOrTitleWord(textBefore)) return true;
  const sinceColon = /:\s+((?:\p{Lu}\p{L}*\s+)+)$/u.exec(textBefore);
  return sinceColon !== null;
}

const isRepeatOfPrevious = (capital: string, textBefore: string): boolean =>
  /(\p{L}+)\s$/u.exec(textBefore)?.[1]?.toLowerCase() === capital.toLowerCase();

export const CAPITALS_COLLOCATIONS_RULES: readonly PatternRule[] = [
  {
    id: 'capitals.word-inside-sentence-starts-with',
    category: 'Capitalisation',
    pattern:
      /(?<=[\p{Ll},;]\s)(You|It|The|If|He|She|We|They|This|These|Those|There|My|Our|Their|His|When|Because|But|And|So|Then|Also|Some|Many|Most|All|People|However|In|On|At|For|To|Of|With|What|How|Why|Your|Its|Every|Each|Both|Any|Not|Only|Even|Although|While|Where|Who|Which|From|By|As|Or|Nowadays|Today|Now|Maybe|Sometimes|Everyone|Everybody|Nobody|Someone|Something|Nothing|Everything|Another|Other|Such|Than|After|Before|Since|Until|Unless|Whether|Would|Could|Should|Will|Can|Is|Are|Was|Were|Do|Does|Did|Have|Has|Had)\b(?=\s+\p{Ll})/gu,
    explanation: 'A word inside a sentence starts with a small letter unless it is a name.',
    fix: (match, sentence) => {
      // "Mr Brown, In my view …": after a letter's greeting, a name and a comma, the letter's first sentence starts.
      if (isLetterGreeting(before(match, sentence))) return undefined;
      // Lower-casing it would keep the run-on; the full stop the writer left out is not this rule's to place.
      if (isMissingFullStop(match[0], before(match, sentence))) return undefined;
      // "The The garden": the same word twice is a repeat to delete; lowering the second keeps it.
      if (isRepeatOfPrevious(match[0], before(match, sentence))) return undefined;
      if (isSentenceAfterCommaSplice(match[0], before(match, sentence))) return undefined;
      if (isQuotedOrTitle(before(match, sentence))) return undefined;
      return match[0].toLowerCase();
    },
  },
  {
    id: 'capitals.new-sentence-starts-with-capital',
    category: 'Capitalisation',
    pattern: /(?<=(?:^|\s)\p{L}{2,}[.!?]\s+)(\p{Ll}+)\b/gu,
    explanation: 'A new sentence starts with a capital letter.',
    fix: (match, sentence) => {
      // "etc. and", "e.g. the", "approx. ten": an abbreviation's full stop ends no sentence.
      if (
        /\b(?:etc|vs|approx|incl|esp|no|fig|ca|cf|al|co|ltd|inc|corp|st|dr|mr|mrs|ms|jr|sr|dept|univ|ave|rd)[.]\s+$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      // A lone letter other than "a" is no word ("l" typed for "I"): its capital would be none either.
      if (match[0].length === 1 && match[0] !== 'a') return undefined;
      if (isFragmentAfterStop(match[0], after(match, sentence))) return undefined;
      if (isLoneClauseBeforeStop(before(match, sentence))) return undefined;
      return match[0].charAt(0).toUpperCase() + match[0].slice(1);
    },
  },
];
