import nlp from 'compromise';
import { matchesOf } from '../../text/pattern-matches';
import { countWords } from '../../text/words';
import type { SentenceCheck } from '../finding';
import { FINITE_BE, oneOf, wordPattern } from '../word-classes';

export const LONG_SENTENCE_WORDS = 40;

export const longSentence: SentenceCheck = (sentence) => {
  const words = countWords(sentence.text);
  if (words <= LONG_SENTENCE_WORDS) return [];
  return [
    {
      ruleId: 'style.long-sentence',
      kind: 'style',
      category: 'Sentence length',
      severity: 'moderate',
      sentence,
      focus: 0,
      error: `A sentence of ${words} words`,
      correction: 'Split it into two or three sentences, one idea each.',
      explanation: `Sentences over ${LONG_SENTENCE_WORDS} words are hard to follow.`,
    },
  ];
};

const AUXILIARY_ONLY = wordPattern('iu')`^(?:${oneOf(FINITE_BE)}|be|been|being|got|get|gets)$`;

/** Past participles that do not end in -ed: "taken", "shown", "built", "made". */
const IRREGULAR_PARTICIPLE =
  '(?:arisen|awoken|beaten|bitten|broken|chosen|driven|eaten|fallen|forbidden|forgiven|forgotten|frozen|gotten|given|hidden|proven|ridden|risen|shaken|spoken|stolen|swollen|taken|mistaken|overtaken|undertaken|forsaken|seen|woken|woven|written|trodden|striven|stricken|smitten|sunken|shrunken|laden|blown|drawn|flown|grown|known|mown|sewn|shown|sown|thrown|torn|worn|sworn|withdrawn|overthrown|outgrown|overgrown|hewn|strewn|sawn|bent|burnt|built|rebuilt|bought|brought|caught|crept|cut|dealt|dreamt|dwelt|felt|fought|hit|hurt|kept|knelt|leant|learnt|left|lent|let|lit|lost|meant|met|put|quit|sent|set|shot|shut|slept|sought|spelt|spent|spilt|spoilt|smelt|split|swept|taught|thought|wept|upset|beset|forecast|broadcast|cast|burst|cost|thrust|sat|wet|knit|bet|made|said|told|held|paid|found|sold|done|heard|led|fed|read|laid|become|run|won|hung|shed|bred|fled|ground|bound|wound|stood|understood|withheld|upheld|sung|rung|drunk|sunk|struck|stuck|spun|dug|slid|swung|clung|stung|forbade|overcome|misled|mislaid)';

// A cheap look for "be" followed by a participle, so that only likely clauses are tagged.
const MAYBE_PASSIVE = new RegExp(
  String.raw`\b(?:${oneOf(FINITE_BE)}|be|been|being|got|gets)\s+(?:\p{L}+ly\s+)?(?:\p{L}+ed|${IRREGULAR_PARTICIPLE})\b`,
  'giu',
);

const CLAUSE_BREAK = /[,;:()"“”]/u;

/**
 * Participles that after "be" name a state or a feeling ("was tired", "is interested", "was born",
 * "is supposed to"): grammar books call them adjectives, and no one acts on the subject.
 */
const STATE_PARTICIPLE =
  /\s(?:tired|bored|interested|excited|worried|pleased|surprised|scared|frightened|amazed|satisfied|disappointed|confused|annoyed|embarrassed|exhausted|relaxed|shocked|delighted|married|divorced|born|supposed|determined|qualified|experienced|concerned|dressed|engaged|retired)$/iu;

/** Words of context on each side of a likely passive: enough for "the wall was built by them". */
const WINDOW_WORDS = 5;

export const passiveVoice: SentenceCheck = (sentence) => {
  const passive = firstPassive(sentence.text);
  if (!passive) return [];
  return [
    {
      ruleId: 'style.passive-voice',
      kind: 'style',
      category: 'Passive voice',
      severity: 'minor',
      sentence,
      focus: passive.focus,
      error: passive.words,
      correction: 'Say who does the action, in the active voice.',
      explanation: 'The passive voice hides who acts and makes sentences longer.',
    },
  ];
};

/**
 * The first passive verb of a sentence. Compromise tags only the clause around each likely "be" +
 * participle: the clause holds all it needs to tell "was built" from "was tired", and tagging a
 * clause rather than the whole sentence is several times cheaper.
 */
function firstPassive(text: string): { focus: number; words: string } | undefined {
  for (const candidate of matchesOf(MAYBE_PASSIVE, text)) {
    if (STATE_PARTICIPLE.test(candidate[0])) continue;
    const at = candidate.index ?? 0;
    const clauseStart = lastBreakBefore(text, at);
    const clauseEnd = firstBreakAfter(text, at + candidate[0].length);
    const clause = text.slice(clauseStart, clauseEnd);
    const tagged = nlp(clause).match('#Passive').first().text();
    if (!tagged) continue;
    const focus = clauseStart + Math.max(0, clause.indexOf(tagged));
    // The tag may sit on the auxiliary alone ("is" of "is linked"): show the verb with it.
    const following = /^\s+\p{L}+/u.exec(text.slice(focus + tagged.length))?.[0] ?? '';
    return { focus, words: AUXILIARY_ONLY.test(tagged) ? `${tagged}${following.replace(/\s+/gu, ' ')}` : tagged };
  }
  return undefined;
}

/** Where the clause holding `index` starts: after a clause break, or WINDOW_WORDS words back. */
function lastBreakBefore(text: string, index: number): number {
  let words = 0;
  for (let at = index - 1; at >= 0; at--) {
    if (CLAUSE_BREAK.test(text.charAt(at))) return at + 1;
    if (text.charAt(at) === ' ' && ++words > WINDOW_WORDS) return at + 1;
  }
  return 0;
}

/** Where the clause holding `index` ends: at a clause break, or WINDOW_WORDS words on. */
function firstBreakAfter(text: string, index: number): number {
  let words = 0;
  for (let at = index; at < text.length; at++) {
    if (CLAUSE_BREAK.test(text.charAt(at))) return at;
    if (text.charAt(at) === ' ' && ++words > WINDOW_WORDS) return at;
  }
  return text.length;
}
