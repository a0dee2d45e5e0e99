import nlp from 'compromise';
import type { StyleIssue } from '../../grammar/finding';
import { startsWithActionVerb } from './action-verbs';
import { newGrammarErrors } from './checked-rewrite';
import { openingVerb } from './opening-verb';

/**
 * Rule families that read a line as full prose: articles ("for a strategic plan"), a noun's number
 * and subject–verb agreement. A CV's lines are clipped by convention ("Prepared budget for
 * strategic plan", "Has extensive experience in …") and stack nouns as modifiers ("other computer
 * staff"), so these rules mistake the register for errors; spelling, hyphens, capitals and commas
 * read the same in any register.
 */
const FULL_PROSE_FAMILIES = ['determiner.', 'noun-number.', 'agreement.', 'tagged.'];

/** Words set wholly in capitals: a heading or an acronym ("IT SUPPORT"), not prose to correct. */
const CAPITALS_ONLY = /^[^\p{Ll}]*\p{Lu}[^\p{Ll}]*$/u;

/** Capitalised words after a word, in the same sentence: three or more set it in title case. */
const TITLE_CASE_AFTER = /^(?:[^.!?]*?\s\p{Lu}\p{Ll}*){3}/u;
const TITLE_CASE_RULE = 'capitals.word-inside-sentence-starts-with';
const CONJUNCTION_COMMA_RULE = 'commas.conjunction-comma';
const NEW_SENTENCE_CAPITAL_RULE = 'capitals.new-sentence-starts-with-capital';
/** A capitalised word just before the lowered one: "Office Assistant My daily work…". */
const CAPITALISED_WORD_BEFORE = /\p{Lu}[\p{L}'’-]*[,;]?\s+$/u;
/** An abbreviation's full stop: capitals inside the word ("PhD.", "M.S.", "U.S."). */
const ABBREVIATION_STOP = /(?:^|\s)\p{L}*\p{Lu}[\p{L}.]*\p{Lu}[\p{L}]*\.\s+$|(?:^|\s)(?:\p{L}\.){2,}\s+$/u;

/**
 * A capital lowered right after a capitalised word: a job title or heading the PDF ran into the
 * line ("Office Assistant My daily work…"), so the capital opens the line's own first sentence.
 */
function afterRunInTitle(issue: StyleIssue): boolean {
  if (issue.ruleId !== TITLE_CASE_RULE) return false;
  return CAPITALISED_WORD_BEFORE.test(issue.sentence.text.slice(0, issue.focus));
}

/**
 * A capital asked after a full stop that ends no sentence: an abbreviation's ("2 PhD. students") or a
 * stray one inside brackets ("(including the manual. maintenance…)"), where the sentence goes on.
 */
function afterStopThatEndsNoSentence(issue: StyleIssue): boolean {
  if (issue.ruleId !== NEW_SENTENCE_CAPITAL_RULE) return false;
  const before = issue.sentence.text.slice(0, issue.focus);
  return ABBREVIATION_STOP.test(before) || count(before, '(') > count(before, ')');
}

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

/**
 * A capital lowered where the words after it are set in title case ("…, Do Taxes Reduce Agency
 * Costs?"): a CV's publications and awards cite titles, whose capitals are the title's own.
 */
function insideTitle(issue: StyleIssue): boolean {
  if (issue.ruleId !== TITLE_CASE_RULE) return false;
  return TITLE_CASE_AFTER.test(issue.sentence.text.slice(issue.focus + issue.error.length));
}

/** A subject that opens a clause of its own ("We ran short…", "The team moved…"), before "so" joins a second. */
const OWN_SUBJECT = /^\s*(?:I|we|he|she|they|you|it|there)\b/iu;

/**
 * A comma asked before "so" in a line with no subject of its own: one that opens with its verb
 * ("Edit the content so it is ready") or is a noun phrase ("Daily stock counts so the wards never
 * run out"). A CV's line drops its subject, so no clause stands before "so" for it to join: what
 * follows is the purpose ("so that"), which takes no comma.
 */
function purposeSo(issue: StyleIssue): boolean {
  if (issue.ruleId !== CONJUNCTION_COMMA_RULE) return false;
  const line = issue.sentence.text;
  if (!/^\s+so\b/u.test(line.slice(issue.focus + issue.error.length))) return false;
  if (startsWithActionVerb(line) || nlp(line).match('^#Verb').found) return true;
  const before = line.slice(0, issue.focus);
  // A past or linking verb ("Stock ran short so…", "Orders were late so…") may make a clause of its own;
  // an "-s" word alone is as likely a plural noun ("New shelf labels so…").
  return !OWN_SUBJECT.test(before) && !nlp(before).has('(#PastTense|#Copula|#Modal|#Auxiliary)');
}

const TRANSITION_COMMA_RULE = 'commas.transition-comma';
/** "-ly" words opening a line ("Clearly", "Clearly and calmly"), up to the lower-case word after them. */
const OPENING_LY_ADVERBS = /^\s*\p{L}+ly(?:\s*(?:,|and\b|or\b|&)\s*\p{L}+ly)*\s+(?=\p{Ll})/u;

/**
 * A comma asked after "-ly" words that open a line with a verb next, in any form ("Clearly explained",
 * "Clearly explains", "Clearly and calmly talked"): a CV's line drops its subject, so the adverb says
 * how the verb was done, not how the writer views the sentence ("Clearly, the plan failed"), and takes
 * no comma. Two joined adverbs are one phrase, so neither takes a comma.
 */
function mannerAdverbBeforeVerb(issue: StyleIssue): boolean {
  // Whichever rule asks it: the fix that only adds a comma after the words it quotes.
  const addsComma = issue.correction.trim() === `${issue.error.trim()},`;
  if (issue.ruleId !== TRANSITION_COMMA_RULE && !addsComma) return false;
  const opening = OPENING_LY_ADVERBS.exec(issue.sentence.text);
  if (!opening || opening[0].length - opening[0].trimStart().length !== issue.focus) return false;
  return openingVerb(issue.sentence.text.slice(opening[0].length)) !== undefined;
}

/** A correction that only puts a subject pronoun before the words it replaces ("Was" → "It was"). */
const SUBJECT_ADDED = /^(?:I|it|he|she|we|they|you|there)\s+/iu;

/**
 * A fix that gives a line a subject: a CV's lines drop the subject by convention ("Was responsible
 * for…", "Managed…"), so supplying one ("It was…") misreads the register and names the wrong subject.
 */
function subjectAdded(issue: StyleIssue): boolean {
  const added = SUBJECT_ADDED.exec(issue.correction);
  if (!added || SUBJECT_ADDED.test(issue.error)) return false;
  return issue.correction.slice(added[0].length).toLowerCase() === issue.error.trim().toLowerCase();
}

const CHANNEL_RULE = 'preposition.we-travel-on-bus-on';
/** Verbs of putting something out on a channel: what they put there is "on" it. */
const PUT_OUT =
  /\b(?:post|share|advertis|publish|promot|featur|upload|announc|display|broadcast|air|stream|showcas)\p{L}*/iu;
/** A word just before the fix: what "in social media" follows. */
const LAST_WORD = /\p{L}\s*$/u;

/**
 * "In social media" or "in television" after a noun ("growth in social media", "patterns in TV
 * audiences"): the field the work was about, which takes "in"; "on" is for what appears on the
 * channel ("posted offers on social media"), after a verb or a verb of putting it out.
 */
function fieldAfterNoun(issue: StyleIssue): boolean {
  if (issue.ruleId !== CHANNEL_RULE || !/\b(?:social\s+media|TV|television)\b/iu.test(issue.error)) return false;
  const before = issue.sentence.text.slice(0, issue.focus);
  // Something put out on the channel ("Posted the opening hours in social media") takes "on".
  if (!LAST_WORD.test(before) || PUT_OUT.test(before)) return false;
  // Tagged in its line, where "patterns" after a verb is the noun it reads as.
  const word = nlp(before).terms().last();
  return word.has('#Noun') && !word.has('#Verb');
}

const REPEATED_WORD_RULE = 'basic.repeated-word';

/**
 * A capitalised word written twice ("Walla Walla Foods", "Hope Hope Trust"): on a CV, a name or two
 * names the PDF ran together (one ending as the next begins), which deleting a word would break.
 */
function repeatedName(issue: StyleIssue): boolean {
  // Both capitalised: "The the" at the start of a line is still a slip.
  return issue.ruleId === REPEATED_WORD_RULE && /^\p{Lu}\S*\s+\p{Lu}/u.test(issue.error);
}

/**
 * The grammar fixes worth offering on a CV's lines: not from rules that read the line as full prose,
 * not on words set in capitals, which are headings and acronyms, and only where the corrected line reads without an error the line did not have
 * ("five salespeople" → "five salespeoples" teaches a misspelling and is dropped).
 */
export async function fixesThatTeachNoError(issues: readonly StyleIssue[]): Promise<StyleIssue[]> {
  const kept: StyleIssue[] = [];
  for (const issue of issues) {
    if (CAPITALS_ONLY.test(issue.error) || insideTitle(issue) || purposeSo(issue)) continue;
    if (afterRunInTitle(issue) || afterStopThatEndsNoSentence(issue) || repeatedName(issue)) continue;
    if (mannerAdverbBeforeVerb(issue) || subjectAdded(issue) || fieldAfterNoun(issue)) continue;
    if (FULL_PROSE_FAMILIES.some((family) => issue.ruleId.startsWith(family))) continue;
    const line = issue.sentence.text;
    if (line.slice(issue.focus, issue.focus + issue.error.length) !== issue.error) continue;
    const corrected = `${line.slice(0, issue.focus)}${issue.correction}${line.slice(issue.focus + issue.error.length)}`;
    // Advice that quotes the word ("Check the spelling of “…”.") replaces nothing, so there is nothing to check.
    const advice = issue.correction.includes(`“${issue.error.trim()}”`);
    if (!advice && (await newGrammarErrors(line, corrected)).length > 0) continue;
    kept.push(issue);
  }
  return kept;
}
