import { after, before, keepCase, type PatternRule, word } from '../../pattern-rule';
import { FOR_A_TIME, RECEIVER, TIME_AFTER } from '../lexicon/collocations';

export const PREPOSITIONS_COLLOCATIONS_2_RULES: readonly PatternRule[] = [
  {
    id: 'preposition.we-teach-people-something-with',
    category: 'Preposition',
    pattern:
      /(?<!\b(?:be|is|are|was|were|been|being)\s+)\b(teach|teaches|taught|teaching)\s+to\s+(people|students|children|kids|adults|pupils|us|them|me|him|her)\b/giu,
    explanation: 'We “teach” people something, with no “to”: “she taught adults”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)}`,
  },
  {
    id: 'preposition.we-live-on-planet-planet',
    category: 'Preposition',
    pattern:
      /\b(planet|earth|Earth)\s+((?:that\s+|which\s+)?(?:we|they|you|people|humans)\s+(?:all\s+)?(?:live|lives))\s+(in)\b/gu,
    explanation: 'We live “on” a planet: “the planet we live on”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} on`,
  },
  {
    id: 'preposition.we-smile-at-someone-she',
    category: 'Preposition',
    pattern:
      /\b(smiled|smiling)\s+(to)\b(?!\s+(?:himself|herself|myself|themselves|yourself|yourselves|ourselves|oneself|itself))/giu,
    explanation: 'We “smile at” someone: “she smiled at me”.',
    fix: (match) => `${word(match, 1)} at`,
  },
  {
    id: 'preposition.we-write-in-response-in',
    category: 'Preposition',
    pattern: /\b(in|as\s+an?)\s+(answer|response|reply)\s+(for|of)\b/giu,
    explanation: 'We write “in response to”, “in reply to” and “an answer to” something.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} to`,
  },
  {
    id: 'preposition.we-come-terms-with-something',
    category: 'Preposition',
    pattern: /\b(come|comes|came|coming)\s+to\s+terms\s+(to|of)\b/giu,
    explanation: 'We “come to terms with” something.',
    fix: (match) => `${word(match, 1)} to terms with`,
  },
  {
    id: 'preposition.we-speak-demand-for-something',
    category: 'Preposition',
    pattern: /\b(increasing|growing|great|high|huge|rising|strong|low|constant|enormous)\s+(demand)\s+(of)\b/giu,
    explanation: 'We speak of “a demand for” something: “a growing demand for housing”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} for`,
  },
  {
    id: 'preposition.we-dream-dream-about-something',
    category: 'Preposition',
    pattern:
      /\b(dreamed|dreamt|dreaming)\s+(for)\b|(?<=\b(?:I|you|we|they|people|to|always|often|still|who)\s+)(dream)\s+(for)\b/giu,
    explanation: 'We “dream of” or “dream about” something: “they dream of a better life”.',
    fix: (match, sentence) => {
      if (FOR_A_TIME.test(after(match, sentence))) return undefined;
      return `${word(match, 1) || word(match, 3)} of`;
    },
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
    id: 'preposition.we-read-something-in-newspaper',
    category: 'Preposition',
    pattern:
      /\b(on)\s+((?:the|a|this|that|today's|yesterday's|today’s|yesterday’s|your|our|my|their|his|her|a\s+local|the\s+local)\s+)(newspapers?|magazines?)\b(?!['’]|\s+(?:covers?|pages?|stands?|websites?|sites?|racks?|shelf|shelves|table|desk|floor|headlines?|articles?|stories|story)\b)/giu,
    explanation: 'We read something “in” a newspaper or a magazine.',
    fix: (match, sentence) => {
      // "based on the newspaper", "spent money on a magazine", "sat on the newspaper": another verb's "on".
      if (
        /\b(?:based|spend|spends|spent|spending|money|rely|relies|relied|depend|depends|depended|comment|commented|sat|sit|lay|lying|put|placed|stain|report|reported)\s+$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      return `${keepCase(word(match, 1), 'in')} ${word(match, 2)}${word(match, 3)}`;
    },
  },
  {
    id: 'preposition.things-on-website-on-radio',
    category: 'Preposition',
    pattern:
      /\b(in)\s+((?:the|a|this|that|our|their|my|your|its|his|her)\s+)(website|web\s+site|webpage|web\s+page|radio)\b(?=\s*[,.!?;:]|\s*$|\s+(?:and|but|or|to|for|about|where|which|that|when|because|so|is|was|were|are|yesterday|today|every)\b)/giu,
    explanation: 'Things are “on” a website and “on” the radio.',
    fix: (match) => `${keepCase(word(match, 1), 'on')} ${word(match, 2)}${word(match, 3)}`,
  },
  {
    id: 'preposition.we-keen-on-something',
    category: 'Preposition',
    pattern: /\b(keen)\s+(in|with|about)\b/giu,
    explanation: 'We are “keen on” something.',
    fix: (match) => `${word(match, 1)} on`,
  },
  {
    id: 'preposition.we-investigate-describe-something-with',
    category: 'Preposition',
    pattern:
      /\b(investigate|investigates|investigated|investigating|describe|describes|describing)\s+(on|about)\s+(?!behalf\b|the\s+(?:spot|scene|site|day)\b|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\d)/giu,
    explanation: 'We “investigate” and “describe” something, with no preposition.',
    fix: (match) => `${word(match, 1)} `,
  },
  {
    id: 'preposition.verbs-answer-support-take-their',
    category: 'Preposition',
    pattern:
      /(?<=\b(?:to|will|would|can|could|should|must|did|didn't|don't|doesn't|never|always|not|please)\s+)(answer)\s+to\s+((?:his|her|my|their|our|your|the|these|those|all|every|any)\s+(?:\p{Ll}+\s+)?(?:questions?|emails?|e-mails?|letters?|messages?|calls?|phone|texts?|queries|query|requests?))\b|(?<=\b(?:to|will|would|can|could|should|must|did|didn't|don't|doesn't|never|always|not|I|we|they)\s+)(support)\s+to\s+(me|him|her|us|them|you)\b/giu,
    explanation: 'The verbs “answer” and “support” take their object directly: “answer my questions”, “support you”.',
    fix: (match) => `${word(match, 1) || word(match, 3)} ${word(match, 2) || word(match, 4)}`,
  },
  {
    id: 'preposition.with-person-first-give-offer',
    category: 'Preposition',
    pattern: new RegExp(
      String.raw`\b(give|gives|gave|giving|given|offer|offers|offered|offering|show|shows|showed|showing|shown|teach|teaches|taught|teaching|lend|lends|lent|lending)\s+to\s+(${RECEIVER})\s+(?=(?:a|an|the|some|more|many|lots|much|my|his|her|our|their|your|its|these|those|enough)\b)`,
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
