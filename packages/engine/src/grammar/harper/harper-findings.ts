import nlp from 'compromise';
import { matchesOf } from '../../text/pattern-matches';
import { remembered } from '../../text/remembered-words';
import type { Sentence } from '../../text/sentences';
import { type IssueKind, kindOfFix, type StyleIssue } from '../finding';
import { englishVariantOf, type VariantEvidence } from '../spelling/english-variant';
import { everydayAbbreviation } from '../spelling/everyday-abbreviations';
import { everydayWordsNear, fittingSpelling, isClosedCompound, spellingChoices } from '../spelling/spelling-correction';
import { fitsKeepingPastForm, irregularPastOfCompound } from '../spelling/typed-past-forms';
import { inWritersVariant } from '../spelling/variant-twins';
import { isListedWord } from '../spelling/word-frequency';
import { twoWordSplits } from '../spelling/word-splits';
import { insideQuotationOfPage, withoutQuotedWords } from '../titles-and-quotes';
import { wantOrWontChoice } from '../want-or-wont';
import { capitalisedCommonWords } from './capitalised-common-words';
import { isCheckable } from './checkable-words';
import { documentSpellingFixes, neighboursAround, spellingPlaces } from './document-spellings';
import { type GrammarLint, lintMessage, lintText, misspelledIn } from './grammar-linter';
import { negativeBeforeBareVerb } from './lost-negative-apostrophe';
import { isRightInContext } from './right-in-context';
import { runTogetherNames } from './run-together-names';
import { pronounTheNextWordNeeds } from './sequential-pronouns';
import { checkFragment, fragmentJoins, isFragment, joinedIssue } from './split-words';

type Severity = StyleIssue['severity'];

/**
 * How each harper.js lint kind is reported. Kinds left out (readability, style, enhancement,
 * formatting, redundancy) are matters of taste or of PDF layout, and our own style checks
 * already cover long sentences and passive voice; counting them as errors would cost precision.
 */
const KIND_REPORT: Readonly<Record<string, readonly [IssueKind, string, Severity]>> = {
  Agreement: ['grammar', 'Agreement', 'critical'],
  Grammar: ['grammar', 'Grammar', 'critical'],
  Malapropism: ['grammar', 'Word choice', 'critical'],
  Eggcorn: ['grammar', 'Word choice', 'moderate'],
  WordOrder: ['grammar', 'Word order', 'critical'],
  WordChoice: ['grammar', 'Word choice', 'moderate'],
  Usage: ['grammar', 'Usage', 'moderate'],
  Nonstandard: ['grammar', 'Usage', 'moderate'],
  Miscellaneous: ['grammar', 'Grammar', 'moderate'],
  BoundaryError: ['spelling', 'Spelling', 'moderate'],
  Repetition: ['grammar', 'Repeated word', 'moderate'],
  Capitalization: ['grammar', 'Capitalisation', 'minor'],
  Punctuation: ['grammar', 'Punctuation', 'minor'],
  Spelling: ['spelling', 'Spelling', 'moderate'],
  Typo: ['spelling', 'Spelling', 'moderate'],
};

/**
 * Rules whose advice is a preference, not a correction ("school teachers" → "schoolteachers",
 * "Ok" → "Okay"), or that mistake a name or a countable use for an error ("Sam" → "SAM" because
 * another text wrote it so, "a passion" → "passion").
 */
const PREFERENCE_RULES = new Set([
  'CompoundNouns',
  'LongSentences',
  'SpelledNumbers',
  'OrthographicConsistency',
  'OkToOkay',
  'MassNouns',
  'UpdatePlaceNames',
  // "She said that that road was closed": a conjunction and then a demonstrative, both needed.
  'RedundantThat',
  // An informal or crude word in a story or a quoted voice is the writer's choice, not an error,
  // and the only fix offered is the word starred out.
  'AvoidCurses',
]);

/**
 * Rules a writing teacher judged wrong at least as often as right on essays (the judged findings of
 * development and held-out essays together): a correction that is wrong that often does the writer
 * more harm than the errors it finds, and our own rules cover the common cases ("he go", "to went").
 * "Knew" for "new", "the my", "they" for "them", "no" for "not", a verb form after "to", "be"
 * after a modal, a wrong negative prefix and a double comparative are among them.
 */
const UNRELIABLE_RULES = new Set([
  'PronounKnew',
  'TheMy',
  'TheyToThem',
  'NotIn',
  'InflectedVerbAfterTo',
  'PronounVerbAgreement',
  'ModalBeAdjective',
  'WrongNegative',
  'DayAndAge',
  'ToAdverb',
  'AdjectiveDoubleDegree',
]);

const LINE_BREAK = /(?<!\n)\n(?!\n)/gu;

/** harper.js findings that fall inside the given sentences, as issues a writer can act on. */
export async function checkGrammar(
  sentences: readonly Sentence[],
  pageTextOf: (page: number) => string,
): Promise<StyleIssue[]> {
  const pages = [...new Set(sentences.map((sentence) => sentence.page))].map((page) => {
    // Lines wrapped by the PDF layout are not sentence breaks; same length keeps the offsets.
    const text = pageTextOf(page).replace(LINE_BREAK, ' ');
    return { page, text };
  });
  const linted = await Promise.all(pages.map(async (page) => ({ ...page, lints: await lintText(page.text) })));
  const lints = linted.flatMap((page) => page.lints);
  // The spelling standard is the writer's: words quoted from a source keep the source's spelling.
  const ownWords = linted.map((page) => ({ ...page, text: withoutQuotedWords(page.text) }));
  const ownLints = ownWords.flatMap((page) =>
    page.lints.filter((lint) => page.text.slice(lint.start, lint.end).trim() !== ''),
  );
  // The dictionary look-ups below go to the grammar thread together rather than one after another.
  const [evidence, names] = await Promise.all([
    englishVariantOf(ownWords.map((page) => page.text).join('\n'), ownLints),
    namesAmong(lints),
  ]);
  const variant = evidence.variant === 'british' ? 'british' : 'american';
  const wholeText = pages.map((page) => page.text).join('\n');
  const [joins, capitalised, spellings, runTogether] = await Promise.all([
    fragmentJoins(linted, variant),
    capitalisedCommonWords(sentences, variant),
    spellingCandidates(lints, variant),
    runTogetherNames(lints.filter(isSpellingLint), variant, wholeText),
  ]);
  const writtenAsNames = namesInsideSentences(sentences);
  const { places, opening } = spellingPlaces(linted, sentences, (lint) =>
    isSpellingLint(lint) ? fitsKeepingPastForm(lint.problem, spellings.get(lint) ?? lint.suggestions) : undefined,
  );
  const namesWritten = new Set([
    ...writtenAsNames,
    ...capitalisedUnknownWords(lints, (lint) =>
      opening.has(lint)
        ? fittingSpelling(lint.problem.toLowerCase(), spellings.get(lint) ?? lint.suggestions)
        : undefined,
    ),
  ]);
  const spellingFixes = documentSpellingFixes(places, wholeText);
  const issues: StyleIssue[] = [];
  // A page may open inside a sentence the page before began, so the text before a lint runs over
  // earlier pages; it is joined only for the few lints that read it.
  let earlierPages = '';
  for (const { page, lints, text } of linted) {
    const onPage = sentences.filter((sentence) => sentence.page === page);
    for (const lint of lints) {
      const sentence = onPage.find((candidate) => lint.start >= candidate.start && lint.end <= candidate.end);
      if (!sentence || names.has(lint) || (isSpellingLint(lint) && writtenAsNames.has(lint.problem))) continue;
      const issue = isFragment(lint)
        ? (joinedIssue(joins.get(lint), sentence, issues) ?? checkFragment(lint, sentence, issues))
        : issueFrom(lint, sentence, evidence, {
            runTogetherName: runTogether.get(lint),
            writtenAsName: nameWrittenElsewhere(lint, namesWritten, wholeText),
            likelySpelling: inVariant(spellingFixes.get(lint), lint.problem, evidence.variant),
            spellingChoices: () => {
              const place = places.find((candidate) => candidate.lint === lint);
              return place ? spellingChoices(lint.problem, place.candidates, place.neighbours) : [];
            },
            textBefore: () => earlierPages + text.slice(0, lint.start),
          });
      if (issue) issues.push(issue);
    }
    earlierPages += `${text}\n`;
  }
  if (evidence.variant === 'british')
    issues.push(
      ...sentences.flatMap((sentence) =>
        americanSpellings(sentence, evidence).filter(
          (issue) => !insideQuotationOfPage(pageTextOf(sentence.page), sentence.start + issue.focus),
        ),
      ),
    );
  issues.push(...capitalised);
  return issues;
}

function issueFrom(
  lint: GrammarLint,
  sentence: Sentence,
  evidence: VariantEvidence,
  around: {
    runTogetherName: string | undefined;
    writtenAsName: string | undefined;
    likelySpelling: string | undefined;
    /** The words as likely as each other when no one is clearly meant ("features", "feathers"). */
    spellingChoices: () => readonly string[];
    textBefore: () => string;
  },
): StyleIssue | undefined {
  const { textBefore } = around;
  const report = KIND_REPORT[lint.kind];
  // A lint of an unreliable rule that names a misspelling ("imformation") is weighed as a spelling fix.
  if (!report || PREFERENCE_RULES.has(lint.rule) || (UNRELIABLE_RULES.has(lint.rule) && !isSpellingLint(lint)))
    return undefined;
  const focus = lint.start - sentence.start;
  const error = sentence.text.slice(focus, lint.end - sentence.start);
  if (error.trim() === '' || !isCheckable(lint, error, sentence, focus)) return undefined;
  if (isRightInContext(lint, sentence, focus, error, textBefore)) return undefined;
  const spelling = isSpellingLint(lint);
  // A British spelling is right unless the document is plainly American.
  if (spelling && evidence.britishOnly.has(error.toLowerCase()) && evidence.variant !== 'american') return undefined;
  if (isPastTakenForBase(lint)) return undefined;
  // "Managed check-in and check-out": a line that opens with its verb (a CV's or a list's) has no
  // subject for "managed to" to belong to; in prose, "I managed finish" is still caught.
  if (lint.rule === 'MissingTo' && focus === 0) return undefined;
  const [kind, category, severity] = report;
  const neighbours = neighboursAround(sentence.text, focus, error.length);
  const negative = spelling ? undefined : negativeBeforeBareVerb(error, neighbours.after);
  const correction = spelling
    ? (around.writtenAsName ??
      irregularPastOfCompound(error) ??
      around.likelySpelling ??
      around.runTogetherName ??
      choicesAdvice(error, around.spellingChoices()) ??
      spellingAdvice(error))
    : (pronounTheNextWordNeeds(error, neighbours.after) ??
      negative ??
      asNamedBefore(lint, correctionOf(lint, error), textBefore));
  // A capitalised word no dictionary word fits is a name ("Ania"), not a misspelling of "Aria".
  if (correction === undefined || correction === error) return undefined;
  // A starred-out word is a censor's mark, never a word the writer meant.
  if (/\*/u.test(correction)) return undefined;
  const counted = kindOfFix(kind, error, correction);
  return {
    ruleId: `harper.${lint.rule}`,
    kind: counted,
    category: counted === kind ? category : 'Spelling',
    severity,
    sentence,
    focus,
    error,
    correction,
    explanation:
      correction === around.writtenAsName
        ? `“${correction}” is a name, written with a capital elsewhere in the text.`
        : correction === negative
          ? `Before a verb “${error}” is the negative “${negative}” with its apostrophe left out.`
          : spelling
            ? spellingExplanation(lint, error, correction)
            : lintMessage(lint),
  };
}

/** The fix in the spelling standard the writer's letters or the document show. */
const inVariant = (fix: string | undefined, typed: string, variant: VariantEvidence['variant']) =>
  fix === undefined ? undefined : inWritersVariant(fix, typed, variant);

/**
 * A lint about how a word is spelled. A "wrong negative prefix" on a word no everyday list knows
 * ("imformal" read as a wrong "im-" for "in-") is a misspelling too, and its fix is weighed as one.
 */
const isSpellingLint = (lint: GrammarLint): boolean =>
  lint.kind === 'Spelling' ||
  lint.rule === 'SplitWords' ||
  (lint.rule === 'WrongNegative' && /^\p{L}+$/u.test(lint.problem) && !isListedWord(lint.problem.toLowerCase()));

/**
 * For each misspelled word, the dictionary words it may stand for: harper's suggestions and the
 * everyday words one slip away that the document's dictionary knows.
 */
async function spellingCandidates(
  lints: readonly GrammarLint[],
  variant: 'american' | 'british',
): Promise<Map<GrammarLint, string[]>> {
  // A writer repeats a misspelling: the words near it are worked out once per spelling.
  const nearWords = new Map<string, string[]>();
  const wordsNear = (problem: string): string[] => {
    let words = nearWords.get(problem);
    if (!words) {
      words = [...everydayWordsNear(problem), ...inCapitals(problem), ...twoWordSplits(problem)];
      nearWords.set(problem, words);
    }
    return words;
  };
  const near = new Map(lints.filter(isSpellingLint).map((lint) => [lint, wordsNear(lint.problem)]));
  const unknown = await misspelledIn([...new Set([...near.values()].flat())], variant);
  return new Map(
    [...near].map(([lint, words]) => [
      lint,
      [...lint.suggestions, ...words.filter((word) => !unknown.has(word.toLowerCase()))],
    ]),
  );
}

/** A short lower-case word may be an everyday abbreviation written in capitals ("tv" → "TV"). */
function inCapitals(word: string): string[] {
  const abbreviation = everydayAbbreviation(word);
  return abbreviation ? [abbreviation] : [];
}

/**
 * Harper's message, unless it quotes a word other than the error and the fix ("“intersted” should
 * probably be written as “inters ted”" beside the fix "interested").
 */
function spellingExplanation(lint: GrammarLint, error: string, correction: string): string {
  const message = lintMessage(lint);
  if (correction.startsWith('Check which word'))
    return `“${error}” is misspelled, and more than one word is as near to it; check which was meant.`;
  // Harper files some slips under missing spaces ("pasage" → "passage"); a fix of one word is a spelling.
  if (lint.rule === 'SplitWords' && /^\p{L}+$/u.test(correction))
    return `“${error}” is misspelled; the word meant is most likely “${correction}”.`;
  const quoted = Array.from(message.matchAll(/“([^”]*)”/gu), (match) => match[1]);
  if (quoted.every((words) => words === error || words === correction)) return message;
  return correction.startsWith('Check the spelling')
    ? `“${error}” is not in the dictionary, and the checks offer no one word for it; check how it is spelled.`
    : `“${error}” is misspelled; the word meant is most likely “${correction}”.`;
}

/** "she hid" → "hides", "he fed" → "feds": harper reads a past tense as a base form wanting -s. */
function isPastTakenForBase(lint: GrammarLint): boolean {
  const suggestion = lint.suggestions[0];
  if (lint.kind !== 'Agreement' || !suggestion || !/^\p{Ll}+$/u.test(lint.problem)) return false;
  return suggestion.startsWith(lint.problem) && isPastTense(lint.problem.toLowerCase());
}

const isPastTense = remembered((word: string): boolean => nlp(word).has('#PastTense'));

/**
 * Capitalised words the document writes inside its sentences ("Later Maddy slept"): names, which
 * stay names where they open a sentence ("Maddy walked home" is not "Made walked home").
 */
function namesInsideSentences(sentences: readonly Sentence[]): Set<string> {
  return new Set(
    sentences.flatMap((sentence) =>
      Array.from(sentence.text.matchAll(/(?<=\p{L}[ ,]*\s)\p{Lu}\p{Ll}+\b/gu), (match) => match[0]),
    ),
  );
}

/**
 * Capitalised words the dictionary lacks and no everyday word fits ("Mirelda"): names of the text.
 * Where the word opens its sentence the capital says nothing, so `wordAtOpening` gives the everyday
 * word its lower-case form fits, if any ("Internent research …" is "internet").
 */
const capitalisedUnknownWords = (
  lints: readonly GrammarLint[],
  wordAtOpening: (lint: GrammarLint) => string | undefined,
): string[] =>
  lints
    .filter(
      (lint) =>
        lint.kind === 'Spelling' &&
        /^\p{Lu}\p{Ll}+$/u.test(lint.problem) &&
        fittingSpelling(lint.problem, lint.suggestions) === undefined &&
        wordAtOpening(lint) === undefined,
    )
    .map((lint) => lint.problem);

/**
 * "mirelda" where the text writes "Mirelda" at least as often: the name, whose error is its missing
 * capital. A misspelled word the writer once capitalised ("Becuase") is written lower-case more often.
 */
function nameWrittenElsewhere(lint: GrammarLint, names: ReadonlySet<string>, text: string): string | undefined {
  if (!isSpellingLint(lint) || !/^\p{Ll}+$/u.test(lint.problem)) return undefined;
  const name = lint.problem.charAt(0).toUpperCase() + lint.problem.slice(1);
  if (!names.has(name)) return undefined;
  const count = (word: string) => text.match(new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'gu'))?.length ?? 0;
  return count(name) >= count(lint.problem) ? name : undefined;
}

/**
 * Capitalised "misspellings" whose only fitting word is itself a name ("Ania" → "Ana"): the
 * dictionary knows the suggestion only with a capital, so the writer most likely wrote a name too.
 */
async function namesAmong(lints: readonly GrammarLint[]): Promise<Set<GrammarLint>> {
  const capitalised = lints.flatMap((lint) => {
    if (lint.kind !== 'Spelling' || !/^\p{Lu}\p{Ll}/u.test(lint.problem)) return [];
    const fitting = fittingSpelling(lint.problem, lint.suggestions);
    return fitting ? [{ lint, fitting: fitting.toLowerCase() }] : [];
  });
  if (capitalised.length === 0) return new Set();
  const onlyCapitalised = await misspelledIn(
    capitalised.map(({ fitting }) => fitting),
    'american',
  );
  return new Set(capitalised.filter(({ fitting }) => onlyCapitalised.has(fitting)).map(({ lint }) => lint));
}

/**
 * Advice to check a word no dictionary word fits safely; `undefined` for a capitalised word, which
 * is far more often a name than a misspelling, and for an everyday compound.
 */
/** "Check which word was meant: “features” or “feathers”.": the near words, none chosen for the writer. */
function choicesAdvice(error: string, choices: readonly string[]): string | undefined {
  if (choices.length < 2 || isClosedCompound(error)) return undefined;
  const quoted = choices.map((choice) => `“${choice}”`);
  return `Check which word was meant: ${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}.`;
}

function spellingAdvice(error: string): string | undefined {
  // "waterslides": two everyday words closed into a compound the dictionary lacks, no misspelling.
  if (isClosedCompound(error)) return undefined;
  return /^\p{Lu}/u.test(error) ? undefined : `Check the spelling of “${error}”.`;
}

/** In a British document, the American spellings among its words ("color" → "colour"). */
function americanSpellings(sentence: Sentence, evidence: VariantEvidence): StyleIssue[] {
  return Array.from(matchesOf(/\p{L}+/gu, sentence.text)).flatMap((match): StyleIssue[] => {
    const suggestions = evidence.americanOnly.get(match[0].toLowerCase());
    const correction = suggestions && fittingSpelling(match[0], suggestions);
    if (!correction) return [];
    return [
      {
        ruleId: 'spelling.british-consistency',
        kind: 'spelling',
        category: 'Spelling',
        severity: 'minor',
        sentence,
        focus: match.index,
        error: match[0],
        correction,
        explanation: `The rest of the document uses British spelling; “${correction}” keeps it consistent.`,
      },
    ];
  });
}

/**
 * "the hinden burg" → "Hindenburg" where the text wrote "Hindenburg" before: two pieces joined into
 * a name keep the capital the writer gives that name.
 */
function asNamedBefore(lint: GrammarLint, correction: string, textBefore: () => string): string {
  if (lint.rule !== 'MergeWords' || !/^\p{Ll}+$/u.test(correction)) return correction;
  const name = correction.charAt(0).toUpperCase() + correction.slice(1);
  return new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'u').test(textBefore()) ? name : correction;
}

/** "It s", "don t": a contraction or a possessive whose apostrophe became a space. */
const APOSTROPHE_AS_SPACE = /^(\p{L}+)\s+(s|t|d|ll|re|ve|m)$/u;

const CONTRACTING_PRONOUN = /^(?:I|you|we|they|he|she|it|who|that|there|what)$/iu;

/**
 * "don t" and "It s" lost an apostrophe; "tes t" did not: "n't" follows a word ending in "n", "'d",
 * "'ll", "'re", "'ve" and "'m" follow a pronoun, and "'s" follows any word.
 */
function isContraction(word: string, ending: string): boolean {
  if (ending === 's') return true;
  if (ending === 't') return /n$/iu.test(word);
  return CONTRACTING_PRONOUN.test(word);
}

function correctionOf(lint: GrammarLint, error: string): string {
  const [want, verb] = error.split(/\s+/u);
  const choice = lint.rule === 'WantBe' && verb ? wantOrWontChoice(want ?? '', verb) : undefined;
  if (choice) return choice;
  // Merged without the apostrophe it makes another word ("It s" → "Its"); the apostrophe goes back.
  const lost = lint.rule === 'MergeWords' ? APOSTROPHE_AS_SPACE.exec(error) : null;
  if (lost && isContraction(lost[1] ?? '', lost[2] ?? '')) return `${lost[1]}'${lost[2]}`;
  const suggestion = lint.suggestions[0];
  if (suggestion === undefined) return lintMessage(lint);
  return suggestion === '' ? `Delete “${error.trim()}”.` : suggestion;
}
