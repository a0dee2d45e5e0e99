import nlp from 'compromise';
import { formOfBe, infinitiveOf, pastTenseOf, phraseHas } from '../../../text/word-forms';
import { after, before, type PatternRule, word } from '../../pattern-rule';
import {
  ARTICLES,
  FINITE_BE,
  OBJECT_ONLY_PRONOUNS,
  oneOf,
  POSSESSIVE_DETERMINERS,
  wordPattern,
} from '../../word-classes';
import { gerundOf, isBareVerbOnly } from '../lexicon/collocations';
import { CLAUSE_OPENING, isPlainVerb, NOT_A_PARTICIPLE, PRESENT_BE, thirdPersonOf } from '../lexicon/verb-forms';

export const VERB_FORMS_VERB_FORMS_2_RULES: readonly PatternRule[] = [
  {
    id: 'verb-form.help-takes-verb-without-ing',
    category: 'Verb form',
    pattern: wordPattern(
      'giu',
    )`\b(help|helps|helped|helping)\s+((?:${oneOf(OBJECT_ONLY_PRONOUNS)}|you|her|people|others)\s+)?(\p{Ll}{3,}ing)\b`,
    explanation: '“Help” takes a verb without -ing: “help save the planet”, “help you find a job”.',
    fix: (match, sentence) => {
      if (
        /\b(?:can't|cannot|couldn't|can\s+not|could\s+not|the|a|any|some|more|of|no|your|my|our|their|his|her)\s+$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      const ing = word(match, 3);
      if (/(?:thing|ning|ring|sing|ding|ling)$/u.test(ing)) return undefined;
      const base = infinitiveOf(ing);
      return base && base !== ing && isPlainVerb(base) ? `${word(match, 1)} ${word(match, 2)}${base}` : undefined;
    },
  },
  {
    id: 'verb-form.after-preposition-verb-takes-ing-5',
    category: 'Verb form',
    pattern: wordPattern(
      'giu',
    )`\b(of|without|by|about|after|before|instead\s+of)\s+(\p{Ll}+)(?=\s+(?:${oneOf(POSSESSIVE_DETERMINERS, ARTICLES, OBJECT_ONLY_PRONOUNS)}|it|this|these|those|some)\b)`,
    explanation: 'After a preposition, a verb takes the -ing form: “the habit of eating healthy food”.',
    fix: (match, sentence) => {
      const verb = word(match, 2).toLowerCase();
      // "I sort of lose my temper": "sort of" and "kind of" are adverbs there.
      if (/\b(?:sort|kind)\s+$/iu.test(before(match, sentence))) return undefined;
      // "the pace of change the world has seen": after "of" a word that is also a noun may be one.
      const verbAfterAnyPreposition =
        !/^of$/iu.test(word(match, 1)) && /^(?:eat|drink|change|watch|visit)$/u.test(verb);
      if (!isPlainVerb(verb) && !verbAfterAnyPreposition) return undefined;
      if (/^(?:go|come|be|have|do|travel|live|feel|find|see|know|think|say|get|put|tell|ask)$/u.test(verb))
        return undefined;
      const ing = gerundOf(verb);
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
  {
    id: 'verb-form.verb-in-ing-needs-be',
    category: 'Verb tense',
    pattern:
      /\b(I|[Yy]ou|[Hh]e|[Ss]he|[Ww]e|[Tt]hey)\s+((?:still|always|just|also|really|now|currently|all)\s+)?(\p{Ll}{2,}ing)\b/gu,
    explanation: 'A verb in -ing needs “be” before it: “they are still looking”, “where you are going”.',
    fix: (match, sentence) => {
      const ing = word(match, 3);
      // "you being by yourself": a subject before "being" may open a clause of its own.
      if (ing === 'being' || NOT_A_PARTICIPLE.test(ing) || !phraseHas(`they are ${ing}`, '#Gerund')) return undefined;
      // A misspelt word ("begaing") is no -ing form: its base must be a verb that gives the same -ing form back.
      const stem = infinitiveOf(ing) ?? '';
      if (!stem || gerundOf(stem) !== ing || !phraseHas(stem, '#Verb')) return undefined;
      const prior = before(match, sentence);
      // "a photo of my brother and I sailing": after a bare "and" the pronoun may close a noun phrase.
      if (/\b(?:and|or)\s+$/iu.test(prior) && !/[,;]\s*(?:and|or)\s+$/iu.test(prior)) return undefined;
      if (
        !CLAUSE_OPENING.test(prior) &&
        !/\b(?:that|what|where|why|how|who|think|believe|hope|know|while)\s+$/iu.test(prior)
      )
        return undefined;
      const subject = word(match, 1);
      // "you starting doing things": before another -ing form the writer meant the simple present.
      if (/^\s+\p{Ll}+ing\b/u.test(sentence.slice((match.index ?? 0) + match[0].length))) {
        const base = infinitiveOf(ing);
        if (!base || base === ing) return undefined;
        const verb = /^(?:he|she)$/iu.test(subject) ? thirdPersonOf(base) : base;
        return verb ? `${subject} ${word(match, 2)}${verb}` : undefined;
      }
      // A story told in the past wants "was" or "were": "when we arrived, they were waiting".
      const past = nlp(sentence).has('#PastTense');
      return `${subject} ${formOfBe(subject, past)} ${word(match, 2)}${ing}`;
    },
  },
  {
    id: 'verb-form.after-spend-time-verb-follows',
    category: 'Verb form',
    pattern:
      /\b((?:spend|spends|spent|spending)\s+(?:\p{Ll}+\s+){0,2}(?:time|hours|days|years|weeks|minutes|evenings|weekends))\s+(?:for|in|on)\s+(\p{Ll}{2,}ing)\b(?=\s+(?:the|a|an|my|your|his|her|our|their|it|them|with|and|or|but|to|more|at|in|on|for|outside|together|alone|abroad|online|here|there|every|all|about|around|instead|so|because|when|while|until|after|before|\p{Ll}+ly)\b|\s*[,.!?;])/giu,
    explanation: 'After “spend time”, the verb follows directly in its -ing form: “spend more time playing”.',
    fix: (match) => (NOT_A_PARTICIPLE.test(word(match, 2)) ? undefined : `${word(match, 1)} ${word(match, 2)}`),
  },
  {
    id: 'verb-form.verb-in-simple-present-past',
    category: 'Verb form',
    pattern: wordPattern(
      'giu',
    )`(?<!\b(?:there|here|it|this|that|what|which)\s+)\b(${oneOf(FINITE_BE)})\s+(always|often|usually|also|still|never|really|sometimes|normally|generally|mostly)\s+(prefer|want|think|believe|go|have|know|hate|agree|disagree|enjoy|try|seem|depend|spend|get|feel|say|tell|give|come|eat|buy|make|take)\b(?!\s*-)`,
    explanation:
      'A verb in the simple present or past needs no “be” before it: “they always prefer”, “she often goes”.',
    fix: (match) => {
      const be = word(match, 1).toLowerCase();
      const verb = word(match, 3).toLowerCase();
      const form = /^(?:was|were)$/u.test(be) ? pastTenseOf(verb) : be === 'is' ? thirdPersonOf(verb) : verb;
      return form ? `${word(match, 2)} ${form}` : undefined;
    },
  },
  {
    id: 'verb-form.after-preposition-verb-takes-ing-6',
    category: 'Verb form',
    pattern:
      /\b(about|of|without|by|after|before|instead\s+of)\s+(\p{Ll}+)(?=\s+(?:the|a|an|my|your|his|her|our|their|its|this|these|those|some|it|them|me|him|us|more|advantage|up|out|\p{Ll}+ing)\b)/giu,
    explanation:
      'After a preposition, a verb takes the -ing form: “after taking the bus”, “the idea of keeping going”.',
    fix: (match, sentence) => {
      const verb = word(match, 2);
      if (!isBareVerbOnly(verb) || /^(?:live|be|have|do)$/u.test(verb)) return undefined;
      // "the art of make up", "a lot of know how": a noun written as two words.
      if (/^\s+(?:up|how)\b/iu.test(after(match, sentence)) && /^(?:make|know)$/u.test(verb)) return undefined;
      const ing = gerundOf(verb);
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
  {
    id: 'verb-form.supposed-needs-be-you-supposed',
    category: 'Verb form',
    pattern: /\b(I|you|we|they|he|she|people)\s+(supposed)\s+to\s+(?=\p{Ll})/gu,
    explanation: '“Supposed to” needs “be”: “you are supposed to check” (or “you were supposed to” for the past).',
    fix: (match) => `${word(match, 1)} ${PRESENT_BE[word(match, 1).toLowerCase()] ?? 'are'} supposed to `,
  },
];
