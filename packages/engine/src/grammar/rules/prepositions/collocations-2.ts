import { after, before, keepCase, type PatternRule, word } from '../../pattern-rule';
import { ARTICLES, oneOf, POSSESSIVE_DETERMINERS } from '../../word-classes';
import { RECEIVER, TIME_AFTER } from '../lexicon/collocations';

export const PREPOSITIONS_COLLOCATIONS_2_RULES: readonly PatternRule[] = [
  {
    id: 'preposition.we-smile-at-someone-she',
    category: 'Preposition',
    pattern:
      /\b(smiled|smiling)\s+(to)\b(?!\s+(?:himself|herself|myself|themselves|yourself|yourselves|ourselves|oneself|itself))/giu,
    explanation: 'We “smile at” someone: “she smiled at me”.',
    fix: (match) => `${word(match, 1)} at`,
  },
  {
    id: 'preposition.we-post-read-things-on',
    category: 'Preposition',
    pattern: /\b(in)\s+(Facebook|Twitter|Instagram|YouTube|TikTok|Snapchat|WhatsApp|LinkedIn)\b(?!['’])/giu,
    explanation: 'We post and read things “on” a social network: “on Facebook”, “on YouTube”.',
    fix: (match, sentence) => {
      // "she works in Facebook's office", "a job in Facebook": the firm, not the site.
      if (
        /\b(?:work|works|worked|working|job|jobs|career|employed|shares?|invest\p{L}*)\s+$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      return `${keepCase(word(match, 1), 'on')} ${word(match, 2)}`;
    },
  },
  {
    id: 'preposition.we-keen-on-something',
    category: 'Preposition',
    pattern: /\b(keen)\s+(in|with|about)\b/giu,
    explanation: 'We are “keen on” something.',
    fix: (match) => `${word(match, 1)} on`,
  },
  {
    id: 'preposition.with-person-first-give-offer',
    category: 'Preposition',
    pattern: new RegExp(
      String.raw`\b(give|gives|gave|giving|given|offer|offers|offered|offering|show|shows|showed|showing|shown|teach|teaches|taught|teaching|lend|lends|lent|lending)\s+to\s+(${RECEIVER})\s+(?=(?:${oneOf(POSSESSIVE_DETERMINERS, ARTICLES)}|some|more|many|lots|much|these|those|enough)\b)`,
      'giu',
    ),
    explanation:
      'With the person first, “give”, “offer” and “show” take no “to”: “give the students a chance” (or “give a chance to the students”).',
    fix: (match, sentence) => {
      if (TIME_AFTER.test(after(match, sentence))) return undefined;
      return `${word(match, 1)} ${word(match, 2)} `;
    },
  },
];
