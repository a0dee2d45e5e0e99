import nlp from 'compromise';
import { after, before, type PatternRule, word } from '../../pattern-rule';
import { FINITE_BE, OBJECT_ONLY_PRONOUNS, oneOf, POSSESSIVE_DETERMINERS, wordPattern } from '../../word-classes';
import {
  DETERMINER_BEFORE,
  IRREGULAR_PARTICIPLE,
  infinitiveOf,
  MODAL_OR_NEGATIVE,
  NOT_BARE,
  NOT_DOUBLE_ING,
  STRANDED_TO_BEFORE,
} from '../lexicon/basic';
import { gerundOf } from '../lexicon/collocations';
import { baseAfterModalFix } from './verb-after-modal';

/** Nothing, or only a question word, before the modal: it opens a question. */
const QUESTION_START = /^\s*(?:(?:why|how|what|where|when)\s+)?$/iu;

/** A determiner and one or two words after it, ending where the match begins ("their strong "). */
const DETERMINER_AND_WORDS = wordPattern(
  'iu',
)`\b(?:${oneOf(POSSESSIVE_DETERMINERS)}|the|a|an|this|that)\s+((?:\p{L}+\s+){1,2})$`;

/**
 * "their strong will to fight", "a fierce will to win": after a determiner and its adjectives,
 * "will" is the noun (determination), and "to" opens the infinitive it takes.
 */
function isWillAsNoun(match: RegExpMatchArray, sentence: string): boolean {
  if (word(match, 1).toLowerCase() !== 'will') return false;
  const words = DETERMINER_AND_WORDS.exec(before(match, sentence))?.[1]?.trim().split(/\s+/u) ?? [];
  return words.length > 0 && words.every((between) => nlp(between).has('#Adjective'));
}

/**
 * "everything we can to help", "the best they could to win": after "all", "everything", "what" or
 * "the best" and a subject, or a comparison with "as … as" ("as fast as she could to catch the
 * bus"), the modal stands alone ("… we can [do]") and "to" opens an infinitive of purpose.
 */
const ELLIPTICAL_MODAL_BEFORE =
  /\b(?:(?:all|everything|anything|whatever|what|best|most|much|little)\s+(?:that\s+)?|as\s+\p{L}+\s+as\s+)(?:I|you|he|she|we|they|it|one|people)\s+$/iu;

/** A finite form of "be", which an infinitive's "to" is rarely written before. */
const FINITE_BE_FORM = /^(?:is|are|was|were|am)$/iu;

/** Words an infinitive follows ("want to", "have to", "going to", "able to"), last before "to". */
const TAKES_INFINITIVE_BEFORE =
  /\b(?:want|wants|wanted|need|needs|needed|have|has|had|going|gonna|able|try|tries|tried|trying|seem|seems|seemed|supposed|ought|like|likes|liked|love|loves|hope|hopes|hoped|plan|plans|planned|decide|decides|decided|start|starts|started|begin|begins|began|tend|tends|used|allowed|forced|asked|told|expected|wish|wishes|wished)\s+$/iu;

export const VERB_FORMS_BASIC_RULES: readonly PatternRule[] = [
  {
    id: 'verb-form.after-can-could-should-must',
    category: 'Verb form',
    pattern: new RegExp(String.raw`\b(${MODAL_OR_NEGATIVE})\s+to\s+(\p{L}+)`, 'giu'),
    explanation: 'After can, could, should or must, the verb follows without “to”.',
    fix: (match, sentence) =>
      DETERMINER_BEFORE.test(before(match, sentence)) ||
      isWillAsNoun(match, sentence) ||
      ELLIPTICAL_MODAL_BEFORE.test(before(match, sentence))
        ? undefined
        : `${word(match, 1)} ${word(match, 2)}`,
  },
  {
    id: 'verb-form.after-modal-do-not-verb',
    category: 'Verb form',
    pattern: new RegExp(
      String.raw`\b(${MODAL_OR_NEGATIVE}|to|didn't|did not|doesn't|does not|don't|do not)\s+(${NOT_BARE})\b`,
      'giu',
    ),
    explanation: 'After a modal, “to” or “do not”, the verb is in its base form (“can go”, “didn’t see”).',
    fix: (match, sentence) => {
      if (DETERMINER_BEFORE.test(before(match, sentence))) return undefined;
      // "Will is my friend", "May went home": a capital "Will" or "May" before a finite verb is a name.
      if (/^(?:Will|May)$/u.test(word(match, 1))) return undefined;
      // "The man I spoke to went home": "to" ends a relative clause, and the verb is the sentence's own.
      if (/^to$/iu.test(word(match, 1)) && STRANDED_TO_BEFORE.test(before(match, sentence))) return undefined;
      // "we have to to is wait": the doubled "to" hides a misspelled word ("do"), not an infinitive's verb.
      if (/^to$/iu.test(word(match, 1)) && /\bto\s+$/iu.test(before(match, sentence))) return undefined;
      // "listened to is loud", "go off to was (war)": before a finite "is" or "was", "to" is a
      // preposition ending its phrase or a word misspelled, unless a word that takes an infinitive
      // stands before it ("want to is", "have to was").
      if (
        /^to$/iu.test(word(match, 1)) &&
        FINITE_BE_FORM.test(word(match, 2)) &&
        !TAKES_INFINITIVE_BEFORE.test(before(match, sentence))
      )
        return undefined;
      // "to" before a noun phrase is a preposition: "next to was" does not occur, "to has" never is right.
      const base = infinitiveOf(word(match, 2));
      return base ? baseAfterModalFix(`${word(match, 1)} `, word(match, 2), base) : undefined;
    },
  },
  {
    id: 'verb-form.after-modal-verb-in-its',
    category: 'Verb form',
    pattern: new RegExp(String.raw`\b(${MODAL_OR_NEGATIVE})\s+(\p{Ll}{3,}ing)\b`, 'giu'),
    explanation: 'After a modal the verb is in its base form: “can go”, not “can going”.',
    fix: (match, sentence) => {
      const verb = word(match, 2);
      if (NOT_DOUBLE_ING.has(verb) || /thing$|ning$/u.test(verb) || DETERMINER_BEFORE.test(before(match, sentence)))
        return undefined;
      // "Would taking the phones away help?": a modal opening a question comes before its subject,
      // here the -ing word, which stays as it is.
      if (QUESTION_START.test(before(match, sentence))) return undefined;
      const base = infinitiveOf(verb);
      return base ? `${word(match, 1)} ${base}` : undefined;
    },
  },
  {
    id: 'verb-form.after-have-use-past-participle',
    category: 'Verb form',
    pattern: new RegExp(
      String.raw`\b(have|has|had|I've|you've|we've|they've|haven't|hasn't|hadn't)\s+(${Object.keys(IRREGULAR_PARTICIPLE).join('|')})\b`,
      'giu',
    ),
    explanation: 'After “have”, use the past participle (“have gone”, “has seen”).',
    fix: (match) => `${word(match, 1)} ${IRREGULAR_PARTICIPLE[word(match, 2).toLowerCase()] ?? word(match, 2)}`,
  },
  {
    id: 'verb-form.agree-verb-i-agree-not',
    category: 'Verb form',
    pattern: wordPattern('giu')`\b(${oneOf(FINITE_BE)})\s+(agree|disagree)\b`,
    explanation: '“Agree” is a verb: “I agree”, not “I am agree”.',
    fix: (match) => word(match, 2),
  },
  {
    id: 'verb-form.this-verb-followed-by-ing',
    category: 'Verb form',
    pattern: /\b(enjoy|enjoys|enjoyed|avoid|avoids|avoided|finish|finishes|finished)\s+to\s+(\p{Ll}+)\b/gu,
    explanation: 'This verb is followed by the -ing form (“enjoy swimming”).',
    fix: (match) => {
      const base = word(match, 2);
      const ing = gerundOf(base);
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
  {
    id: 'verb-form.after-let-make-verb-follows',
    category: 'Verb form',
    pattern: wordPattern(
      'giu',
    )`\b(let|lets|make|makes|made)\s+(${oneOf(OBJECT_ONLY_PRONOUNS)}|you|her|people)\s+to\s+(\p{Ll}+)\b`,
    explanation: 'After “let” and “make”, the verb follows without “to”.',
    fix: (match) => [word(match, 1), match[2], word(match, 3)].filter(Boolean).join(' '),
  },
  {
    id: 'verb-form.suggest-recommend-take-that-clause',
    category: 'Verb form',
    pattern: wordPattern(
      'giu',
    )`\b(suggest|suggests|suggested|recommend|recommends|recommended)\s+(${oneOf(OBJECT_ONLY_PRONOUNS)}|you|her)\s+to\s+(\p{Ll}+)\b`,
    explanation: '“Suggest” and “recommend” take a “that” clause or an -ing form: “I suggest that you go”.',
    fix: (match) => {
      const verb = word(match, 3);
      if (!nlp(verb).has('#Infinitive')) return undefined;
      const subject = { me: 'I', him: 'he', her: 'she', us: 'we', them: 'they', you: 'you' }[
        word(match, 2).toLowerCase()
      ];
      return subject ? `${word(match, 1)} that ${subject} ${verb}` : undefined;
    },
  },
  {
    id: 'verb-form.past-tense-stands-on-its',
    category: 'Verb form',
    pattern:
      // "broke" after "be" is the adjective "without money" ("we were broke"), not a past tense.
      /\b(am|is|are|was|were|be|been|I'm|he's|she's|we're|they're)\s+(went|came|ate|took|gave|wrote|began|knew|drove|spoke|chose|forgot|flew|swam|threw|ran|did)\b/giu,
    explanation: 'A past tense stands on its own: “I went”, not “I was went”.',
    fix: (match, sentence) =>
      // "was wrote by my aunt" is a passive wanting its participle ("was written"), not "wrote".
      /\b(?:what|all|which)\s+$/iu.test(before(match, sentence)) || /^\s+by\b/iu.test(after(match, sentence))
        ? undefined
        : word(match, 2),
  },
  {
    id: 'verb-form.look-forward-followed-by-ing',
    category: 'Verb form',
    pattern: /\b(look|looks|looking|looked)\s+forward\s+to\s+(\p{Ll}+)\b/gu,
    explanation: '“Look forward to” is followed by the -ing form: “I look forward to hearing from you”.',
    fix: (match) => {
      const verb = word(match, 2);
      if (
        !/^(?:see|hear|meet|go|visit|work|receive|start|get|come|have|be|read|talk|speak|watch|join|welcome|play|spend|travel|learn|study|stay|do|make|take)$/u.test(
          verb,
        )
      )
        return undefined;
      const ing = gerundOf(verb);
      return ing ? `${word(match, 1)} forward to ${ing}` : undefined;
    },
  },
  {
    id: 'verb-form.this-verb-followed-by-ing-2',
    category: 'Verb form',
    pattern:
      /\b(suggest|suggests|suggested|consider|considers|considered|mind|keep|keeps|kept|practise|practice|miss|missed|recommend|recommended|imagine|risk|quit|stop|stopped)\s+to\s+(\p{Ll}+)\b/gu,
    explanation: 'This verb is followed by the -ing form (“suggest going”, “keep trying”).',
    fix: (match, sentence) => {
      if (!/^(?:suggest|consider|mind|keep|practi|miss|recommend|imagine|risk|quit)/u.test(word(match, 1)))
        return undefined;
      // "is considered to be" (a passive) and "in his mind to go" (the noun) take "to".
      if (
        /^(?:considered|mind)$/iu.test(word(match, 1)) &&
        wordPattern('iu')`\b(?:${oneOf(POSSESSIVE_DETERMINERS, FINITE_BE)}|be|been|being|the|a|one's)\s+$`.test(
          before(match, sentence),
        )
      )
        return undefined;
      const base = word(match, 2);
      if (!nlp(base).has('#Infinitive') || nlp(base).has('#Noun')) return undefined;
      const ing = gerundOf(base);
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
  {
    id: 'verb-form.depend-verb-depends-on-not',
    category: 'Verb form',
    pattern: /\b(it|this|that|everything|life)\s+(is|was)\s+(depend|depends|depended)\s+on\b/giu,
    explanation: '“Depend” is a verb: “it depends on”, not “it is depend on”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2).toLowerCase() === 'is' ? 'depends' : 'depended'} on`,
  },
];
