import { infinitiveOf } from '../../../text/word-forms';
import { tagsOfWord } from '../../../text/word-tags';
import { before, type PatternRule, word } from '../../pattern-rule';
import { gerundOf } from '../lexicon/collocations';
import { isEverydayVerb } from '../lexicon/usage';

export const VERB_FORMS_USAGE_RULES: readonly PatternRule[] = [
  {
    id: 'verb-form.after-spend-time-spend-money',
    category: 'Verb form',
    pattern:
      /\b(spend|spends|spent|spending|waste|wastes|wasted|wasting)\s+((?:(?:my|his|her|our|their|your|a\s+lot\s+of|much|more|less|so\s+much|the|some)\s+)?(?:time|hours|days|money|weekends?|evenings?|years?))\s+(to)\s+(\p{Ll}+)\b/giu,
    explanation: 'After “spend time” or “spend money” the verb takes -ing: “spend time reading”.',
    fix: (match) => {
      const ing = gerundOf(word(match, 4));
      return ing ? `${word(match, 1)} ${word(match, 2)} ${ing}` : undefined;
    },
  },
  {
    id: 'verb-form.have-trouble-have-difficulty-take',
    category: 'Verb form',
    pattern: /\b(problem|problems|difficulty|difficulties|trouble)\s+(to|for|in)\s+(\p{Ll}+)\b/giu,
    explanation: '“Have trouble” and “have difficulty” take the -ing form: “no problem finding it”.',
    fix: (match, sentence) => {
      const verb = word(match, 3);
      if (!isEverydayVerb(verb)) return undefined;
      if (
        !/\b(?:have|has|had|having|no|any|much|little|some|great|a\s+lot\s+of)\s+(?:\p{L}+\s+)?$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      const ing = gerundOf(verb);
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
  {
    id: 'verb-form.be-used-get-used-take',
    category: 'Verb form',
    pattern:
      /\b(get|gets|got|getting|gotten|become|became|I\s+am|I'm|I\s+was|we\s+are|we're|we\s+were|they\s+are|they're|they\s+were|you\s+are|you're|he\s+is|he's|she\s+is|she's|he\s+was|she\s+was)\s+((?:not\s+|so\s+|really\s+|quite\s+|very\s+|already\s+|also\s+)?used\s+to)\s+(\p{Ll}+)\b/giu,
    explanation: '“Be used to” and “get used to” take the -ing form: “I am used to getting up early”.',
    fix: (match) => {
      const verb = word(match, 3);
      if (!isEverydayVerb(verb)) return undefined;
      const ing = gerundOf(verb);
      return ing ? `${word(match, 1)} ${word(match, 2)} ${ing}` : undefined;
    },
  },
  {
    id: 'verb-form.worth-needs-verb-before-worth',
    category: 'Verb form',
    pattern: /\b(it|this|that)\s+(worth)(?=\s+(?:it|the|a|an|every|\p{Ll}+ing)\b)/giu,
    explanation: '“Worth” needs a verb before it: “it is worth it”.',
    // "makes it worth the danger", "found it worth the wait": the verb is there, with "it" as its object.
    fix: (match, sentence) =>
      /\b(?:make|makes|made|making|find|finds|found|think|thought|consider|considered)\s+$/iu.test(
        before(match, sentence),
      )
        ? undefined
        : `${word(match, 1)} is worth`,
  },
  {
    id: 'verb-form.instead-takes-ing-form-instead',
    category: 'Verb form',
    pattern: /\b(instead)\s+(to|of\s+to)\s+(\p{Ll}+)\b/giu,
    explanation: '“Instead of” takes the -ing form: “instead of driving”.',
    fix: (match) => {
      const verb = word(match, 3);
      const ing = isEverydayVerb(verb) ? gerundOf(verb) : undefined;
      return ing ? `${word(match, 1)} of ${ing}` : undefined;
    },
  },
  {
    id: 'verb-form.ability-takes-verb-ability-solve',
    category: 'Verb form',
    // "the ability of solving problems": "ability" and "capacity" take "to" and a verb.
    pattern: /\b(ability|abilities|capability|capacity)\s+(of)\s+(\p{Ll}{3,}ing)\b/giu,
    explanation: '“Ability” takes “to” and a verb: “the ability to solve problems”.',
    fix: (match) => {
      const verb = infinitiveOf(word(match, 3));
      if (!verb || verb === word(match, 3) || !tagsOfWord(verb).has('Verb')) return undefined;
      return `${word(match, 1)} to ${verb}`;
    },
  },
];
