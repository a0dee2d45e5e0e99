import nlp from 'compromise';
import { after, type PatternRule, word } from '../../pattern-rule';
import { FINITE_BE, MODALS, oneOf, PLACE_AND_TIME_PREPOSITIONS, wordPattern } from '../../word-classes';
import { isPlural } from '../lexicon/collocations';

export const AGREEMENT_COLLOCATIONS_RULES: readonly PatternRule[] = [
  {
    id: 'agreement.with-plural-noun-after-write-2',
    category: 'Agreement',
    pattern: wordPattern(
      'giu',
    )`\b(there)\s+(is|was)\s+((?:\p{Ll}+\s+)?)(\p{Ll}{3,}s)\b(?=\s*[,.!?;]|\s+(?:${oneOf(PLACE_AND_TIME_PREPOSITIONS)}|and|for|to|with|who|that|which|where|because|but|from|near|around)\b)`,
    explanation: 'With a plural noun after it, write “there are” (or “there were”).',
    fix: (match) => {
      const noun = word(match, 4).toLowerCase();
      const adjective = word(match, 3).trim().toLowerCase();
      if (!isPlural(noun) || /(?:ss|ics|news|us|is)$/u.test(noun)) return undefined;
      if (
        adjective &&
        !/^(?:many|more|some|no|lots|few|several|two|three|four|five|other|different|beautiful|nice|great|good|new|old|big|small|lovely|interesting|famous|lots)$/u.test(
          adjective,
        )
      )
        return undefined;
      return `${word(match, 1)} ${word(match, 2).toLowerCase() === 'is' ? 'are' : 'were'} ${word(match, 3)}${word(match, 4)}`;
    },
  },
  {
    id: 'agreement.plural-subject-takes-present-tense',
    category: 'Agreement',
    pattern:
      /(?<!\b(?:of|for|to|with|whose|the\s+other|some|many|a|an|one|each|every|this|that|another)\s+)\b(children|students|parents|teachers|adults|kids|families|people|men|women|tourists|citizens|young\s+people|old\s+people)\s+(always\s+|often\s+|usually\s+|also\s+|still\s+|never\s+)?(\p{Ll}{3,}s)\b/gu,
    // After "a", "every" or "this" the plural noun is the slip ("a students needs"), not the verb.
    explanation: 'A plural subject takes a present-tense verb without -s: “students need”, “children play”.',
    fix: (match, sentence) => {
      const verb = word(match, 3);
      const tags = new Set((nlp(verb).json() as Array<{ terms: Array<{ tags: string[] }> }>)[0]?.terms[0]?.tags ?? []);
      if (
        !tags.has('PresentTense') ||
        tags.has('Noun') ||
        tags.has('Plural') ||
        /^(?:is|was|has|does|always|sometimes|perhaps|towards|as|us|this|thus|less|across|unless|besides|rights)$/u.test(
          verb,
        ) ||
        // "children needs are", "women rights.": a verb of its own after it makes the word a noun.
        wordPattern('u')`^\s*(?:[.,;:!?]|$|(?:${oneOf(MODALS, FINITE_BE)}|have|had)\b)`.test(after(match, sentence))
      )
        return undefined;
      const base = nlp(`it ${verb}`).verbs().toInfinitive().text().split(' ').at(-1);
      return base && base !== verb && base !== 'be' ? `${word(match, 1)} ${word(match, 2)}${base}` : undefined;
    },
  },
];
