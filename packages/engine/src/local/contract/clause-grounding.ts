import { isBareHeading } from '../../text/quote-shape';
import type { Sentence } from '../../text/sentences';
import type { OrientedClause } from './clause-orientation';
import { type ClauseReading, readClause } from './clause-reading';
import type { ClauseRule } from './clause-rule';
import { definesInItsCondition } from './definition-forms';
import { deniesTopic, firstTopicMatch } from './denied-topic';
import { grantsNothing } from './grants-nothing';
import { inOperativeSpan, operativeSpan } from './operative-span';
import { withoutOtherActs } from './other-acts';
import { RESTRAINTS, savesAFreedom } from './saving-sentence';
import { operativePartStart, sentenceRole, statesAClause } from './sentence-role';

/**
 * Whether the quoted sentence is about the clause its finding names. A rule that declares its
 * operative words (the act and object that make a sentence about its subject: buying at least an
 * amount, soliciting a party's staff, sharing revenue) needs them in the sentence's statement, not
 * only in an exception after it and not merely in a sentence the statistical classifier found likely
 * or a keyword matched ("shares of stock", "an employee of any government"). A clause quoted from
 * under a heading naming it counts: the heading says what the sentence is about.
 * A sentence that only names the topic (a definition, a recital, a contents line, a survival list)
 * never grounds a finding. Detection applies the same test to every candidate sentence: a clause no
 * sentence operates is neither listed nor explained (`clause-detection.ts`).
 */
export function readsAsItsTopic(clause: OrientedClause, sentences: readonly Sentence[]): boolean {
  return statesItsTopic(clause.rule, clause.sentence, sentences, operativePartStart(sentences), clause.reading);
}

/**
 * The same test for a sentence not yet read (the candidates for a clause's quote), with the
 * operative part's start computed once by the caller.
 */
export function statesItsTopic(
  rule: ClauseRule,
  sentence: Sentence,
  sentences: readonly Sentence[],
  operativeStart: number,
  reading: Pick<ClauseReading, 'statement' | 'mainClause' | 'denial'> = readClause(sentence.text, []),
): boolean {
  // A definition, recital, contents line or survival list names the topic without stating the clause.
  if (!statesAClause(rule, sentence, operativeStart)) return false;
  if (deniedInTheSentence(rule, reading)) return false;
  if (doesAnotherAct(rule, reading)) return false;
  // Without operative words of its own, a rule's patterns say what its sentences look like: a
  // sentence only the statistical classifier proposed (a duty to cooperate taken for exclusivity)
  // operates no clause.
  const operative = rule.operative ?? rule.patterns;
  // What a clause grants must be granted by the main clause: one named only in an opening condition ("If
  // the Company is unable to sell a minimum of 5,000 shares, this Agreement shall terminate") is assumed.
  // Nor is one a condition only describes as it defines a term ("Upon a sale of shares raising $1,000,000 (a
  // “Qualified Financing”), …"): the definition says what the term means, the main clause what is agreed.
  const said = rule.grants || definesInItsCondition(sentence.text) ? reading.mainClause : reading.statement;
  // The operative words count only in the operative span: not in a reference, an example list or an aside.
  const span = withoutOtherActs(rule, operativeSpan(said));
  if (operative.some((pattern) => inOperativeSpan(pattern, said, span))) return true;
  const heading = sentences.find((candidate) => candidate.index === sentence.index - 1);
  return (
    heading !== undefined &&
    heading.page === sentence.page &&
    isBareHeading(heading.text) &&
    headsItsTopic(rule, heading.text, sentence.text) &&
    (rule.headedSubject?.test(sentence.text) ?? true)
  );
}

/** Where a heading listing topics ("Company Policies and Indemnification.") moves to its next topic. */
const NEXT_TOPIC = /\s*[;,]\s*|\s(?:and|&)\s/iu;

/**
 * Whether a heading says the sentence under it is on the rule's topic. A heading of several topics heads a
 * sentence on each in turn: the sentence under "Company Policies and Indemnification." that speaks of the
 * policies is on them, and the indemnity comes after it. It is the rule's when the rule's topic comes first,
 * or when the sentence names none of the others.
 */
function headsItsTopic(rule: ClauseRule, heading: string, text: string): boolean {
  const topics = heading.split(NEXT_TOPIC).filter((topic) => /\p{L}/u.test(topic));
  const names = (topic: string): boolean => rule.patterns.some((pattern) => pattern.test(topic));
  if (!topics.some(names)) return false;
  if (topics.length < 2 || names(topics[0] ?? '')) return true;
  return !topics.filter((topic) => !names(topic)).some((other) => namedIn(other, text));
}

/** Whether the sentence names a heading's topic by its last word ("Policies", "Insurance"), singular or plural. */
function namedIn(topic: string, text: string): boolean {
  const word = topic.match(/\p{L}{3,}/gu)?.at(-1);
  if (!word) return false;
  const stem = word.replace(/(?:ies|s)$/iu, '');
  return new RegExp(String.raw`\b${stem}(?:y|ies|s|es)?\b`, 'iu').test(text);
}

/**
 * Whether a sentence only names the clause's topic and can never be its quote: a definition, recital,
 * representation, reservation of rights or other form that states no clause (a heading is not one: the
 * clause is quoted from under it), a sentence that denies the topic ("nothing herein obliges Buyer to
 * purchase any minimum"), or one that names it only in a reference to terms set elsewhere ("subject to the
 * minimum purchase limits described in the Plan") or in another agreement's name. When every candidate is such a sentence, the clause is
 * not reported at all.
 */
export function merelyMentions(
  rule: ClauseRule,
  sentence: Sentence,
  operativeStart: number,
  read: (sentence: Sentence) => Pick<ClauseReading, 'statement' | 'mainClause' | 'denial'> = (unread) =>
    readClause(unread.text, []),
): boolean {
  if (!statesAClause(rule, sentence, operativeStart)) return sentenceRole(sentence.text) !== 'heading';
  const reading = read(sentence);
  if (deniedInTheSentence(rule, reading)) return true;
  if (doesAnotherAct(rule, reading)) return true;
  const operative = rule.operative ?? rule.patterns;
  // Signing "the Exclusive Reseller Agreement" names the topic in another agreement's name only, and a
  // condition defining a term, or the words after "which for purposes of this Note means", describe that term.
  const said = definesInItsCondition(sentence.text) ? reading.mainClause : reading.statement;
  const span = withoutOtherActs(rule, operativeSpan(said));
  return (
    operative.some((pattern) => pattern.test(reading.statement)) &&
    !operative.some((pattern) => inOperativeSpan(pattern, said, span))
  );
}

/**
 * The sentence's main clause does another act than the clause's own (tells, reports, keeps records), naming the
 * clause's words only in its opening condition: "When a fee becomes payable, the Host must tell the Customer …".
 */
function doesAnotherAct(rule: ClauseRule, reading: Pick<ClauseReading, 'mainClause'>): boolean {
  return rule.act !== undefined && !rule.act.test(reading.mainClause);
}

/** The clauses a liability exclusion states: for them "shall not be liable" is the clause, not its denial. */
const ABOUT_LIABILITY = new Set(['limitation-of-liability', 'uncapped-liability']);
/** A main clause saying a sum is not owed ("neither party shall be liable for late fees or compensation"). */
const NOT_OWED = /\b(?:not\s+be\s+(?:liable|responsible)|not\s+owe|no\s+liability)\b/iu;

/**
 * What a clause grants, and whatever a sentence says is not so, not required or not owed ("will not
 * constitute late payment", "is not required to buy a minimum", "shall not be liable for late fees"), is
 * denied by a negation before its words; a grant also by a sentence granting nothing, and a restraint by one
 * keeping the restrained party free.
 */
function deniedInTheSentence(rule: ClauseRule, reading: Pick<ClauseReading, 'mainClause' | 'denial'>): boolean {
  // A sentence granting nothing denies any grant, in whatever words; one keeping a party free limits a restraint.
  // A rule with a denied form tells such a sentence as what it rules out (`denied-topic.ts`), so it is kept.
  if (rule.grants && !rule.denied && grantsNothing(reading.mainClause)) return true;
  if (RESTRAINTS.has(rule.id) && savesAFreedom(reading.mainClause)) return true;
  if (rule.owedBy && negatesTheDuty(reading.mainClause, rule.operative ?? rule.patterns)) return true;
  const notOwed = !ABOUT_LIABILITY.has(rule.id) && NOT_OWED.test(reading.mainClause);
  if (!(rule.grants || reading.denial || notOwed)) return false;
  return deniesTopic(reading.mainClause, rule.operative ?? rule.patterns);
}

/** A modal negated right before the words of a duty: "will not keep", "shall generally not hold", "does not treat". */
const NEGATED_MODAL_BEFORE =
  /\b(?:shall|will|would|must|does|do|is|are|can|may)\s+(?:\p{L}+ly\s+)?(?:not|never)\s+(?:\p{L}+ly\s+)?$/iu;

/**
 * A duty a party owes (keeping information secret, paying), said with its modal negated ("The Studio will
 * generally not keep your designs confidential"): the duty is not owed, and at most the sentence permits what the
 * duty would forbid. A duty stated by a negation of its own ("shall not disclose") holds the negation in its words.
 */
function negatesTheDuty(mainClause: string, duty: readonly RegExp[]): boolean {
  const first = firstTopicMatch(mainClause, duty);
  return first !== undefined && NEGATED_MODAL_BEFORE.test(mainClause.slice(0, first.index));
}
