import nlp from 'compromise';
import { after, before, type PatternRule, word } from '../../pattern-rule';
import { FINITE_BE, oneOf, POSSESSIVE_DETERMINERS, wordPattern } from '../../word-classes';
import {
  CLASSICAL_PLURAL,
  COUNTABLE,
  ENDS_WITH_NOUN,
  isCountedThing,
  isDescribingWord,
  isOnlyNoun,
  NOT_ONE_AMONG_MANY,
  PERSON_CLAUSE_AFTER_COMMA,
  PERSON_IN_GENERAL,
  PHRASE_ENDS,
  pluralOf,
  pluralOfCountable,
  pluralOfListed,
  singularOfCountable,
  twoDescribersFix,
} from '../lexicon/noun-phrases';

export const NOUN_NUMBER_NOUN_PHRASES_RULES: readonly PatternRule[] = [
  {
    id: 'noun-number.after-lot-many-countable-noun',
    category: 'Noun number',
    pattern: new RegExp(
      String.raw`\b(a\s+lot\s+of|lots\s+of|plenty\s+of|many\s+of\s+(?:${oneOf(POSSESSIVE_DETERMINERS)}|the|these|those)|some\s+of\s+(?:${oneOf(POSSESSIVE_DETERMINERS)}|the|these|those)|a\s+few\s+of\s+(?:the|my|our|their))\s+((?:\p{Ll}+\s+)?)(${COUNTABLE})${PHRASE_ENDS}`,
      'giu',
    ),
    explanation: 'After “a lot of” or “many of”, a countable noun is plural: “a lot of friends”.',
    fix: (match) => {
      const adjective = word(match, 2).trim();
      if (adjective && !nlp(adjective).has('#Adjective')) return undefined;
      // "a lot of their day": a share of one thing, with its owner ("thier" misspelt too).
      if (wordPattern('iu')`^(?:${oneOf(POSSESSIVE_DETERMINERS)}|thier|the|this|that)$`.test(adjective))
        return undefined;
      // "a lot of bad language", "plenty of physical activity": with an adjective, the mass noun.
      if (adjective && /^(?:language|activity)$/iu.test(word(match, 3))) return undefined;
      const plural = pluralOfListed(word(match, 3).toLowerCase());
      return plural ? `${word(match, 1)} ${word(match, 2)}${plural}` : undefined;
    },
  },
  {
    id: 'noun-number.other-without-goes-with-plural',
    category: 'Noun number',
    pattern: new RegExp(String.raw`\b(other)\s+(${COUNTABLE})${PHRASE_ENDS}`, 'giu'),
    explanation: '“Other” without “the” or “an” goes with a plural: “other countries”.',
    fix: (match, sentence) => {
      // "the other country", "my other friend", "the only other way": one thing, rightly singular.
      const prior = before(match, sentence);
      if (
        wordPattern(
          'iu',
        )`\b(?:${oneOf(POSSESSIVE_DETERMINERS)}|the|any|no|one|every|each|some|an|this|that|on)\s+$`.test(prior) ||
        /\bthe\s+\p{L}+\s+$/iu.test(prior)
      )
        return undefined;
      const plural = pluralOfListed(word(match, 2).toLowerCase());
      return plural ? `${word(match, 1)} ${plural}` : undefined;
    },
  },
  {
    id: 'noun-number.this-noun-has-no-plural-2',
    category: 'Noun number',
    pattern:
      /\b(?:transportations|stuffs|slangs|leisures|healths|poetries|wellbeings|sunshines|clothings|permissions|researches)\b/giu,
    explanation: 'This noun has no plural: “transportation”, “research”, “stuff”.',
    fix: (match, sentence) => {
      const plural = match[0];
      // "she researches old maps" is a verb; after a determiner it is the noun.
      if (
        /^researches$/iu.test(plural) &&
        !/\b(?:the|some|many|these|those|recent|other|scientific|several|new|of|more|previous|medical|further)\s+$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      if (/ches$/iu.test(plural)) return plural.slice(0, -2);
      return /ies$/iu.test(plural) ? `${plural.slice(0, -3)}y` : plural.slice(0, -1);
    },
  },
  {
    id: 'noun-number.after-number-many-these-countable',
    category: 'Noun number',
    pattern: new RegExp(
      String.raw`\b(many|several|various|numerous|few|these|those|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|[2-9]|[1-9]\d)\s+((?:\p{Ll}+\s+)?)(\p{Ll}+)${PHRASE_ENDS}(?!\s+(?:and|or)\s+\p{L})`,
      'giu',
    ),
    explanation: 'After a number, “many” or “these”, a countable noun is plural: “many countries”, “two weeks”.',
    fix: (match, sentence) => {
      const describing = word(match, 2).trim();
      if (describing && !isDescribingWord(describing)) return undefined;
      if (/\p{Lu}/u.test(`${describing}${word(match, 3)}`)) return undefined;
      // "two thousand and eleven": a year said in words, not a count.
      if (/\b(?:thousand|hundred)\s+(?:and\s+)?$/iu.test(before(match, sentence))) return undefined;
      // "£5 note", "page 3 of", "in 20 years' time": a number that is not a count.
      if (
        /[£$€#:.,]$|\b(?:page|chapter|number|no|room|grade|level|year|class|platform|gate|part|step|section|figure|table)\s*$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      // "these result in", "those show that": after "these" the word may be a verb.
      const rest = after(match, sentence);
      if (
        /^th[eo]se$/iu.test(word(match, 1)) &&
        !wordPattern('iu')`^(?:\s*[,.!?;:]|\s*$|\s+(?:${oneOf(FINITE_BE)}|and|but)\b)`.test(rest)
      )
        return undefined;
      const plural = pluralOfCountable(word(match, 3));
      return plural ? `${word(match, 1)} ${word(match, 2)}${plural}` : undefined;
    },
  },
  {
    id: 'noun-number.every-each-another-go-with',
    category: 'Noun number',
    pattern: /\b(every|each|another|a|an)\s+((?:\p{Ll}+\s+)?)(\p{Ll}+s)\b(?!['’])/giu,
    explanation: '“Every”, “each”, “another” and “a” go with a singular noun: “every student”, “another country”.',
    fix: (match, sentence) => {
      const describing = word(match, 2).trim();
      if (describing && !isDescribingWord(describing)) return undefined;
      const determiner = word(match, 1).toLowerCase();
      // "There a books": "a" written for "are", not an article.
      if (determiner === 'a' && /\b(?:there|they|we|you|these|those)\s+$/iu.test(before(match, sentence)))
        return undefined;
      const rest = after(match, sentence);
      // "a sports car", "a savings account": a plural before a noun describes it.
      if (/^an?$/u.test(determiner) && !new RegExp(`^(?:${PHRASE_ENDS.slice(3, -1)})`, 'iu').test(rest))
        return undefined;
      // "another buildings roof": a noun after the plural makes it an owner missing its apostrophe.
      const next = /^\s+(\p{Ll}+)/u.exec(rest)?.[1];
      if (next && isOnlyNoun(next)) return undefined;
      const singular = singularOfCountable(word(match, 3).toLowerCase());
      if (!singular) return undefined;
      // "they are a big problems": after a plural verb, the article is what goes, not the plural.
      if (/^an?$/u.test(determiner) && /\b(?:are|were)\s+$/iu.test(before(match, sentence)))
        return `${word(match, 2)}${word(match, 3)}`;
      return `${word(match, 1)} ${word(match, 2)}${singular}`;
    },
  },
  {
    id: 'noun-number.every-another-go-with-one',
    category: 'Noun number',
    pattern: /\b(every|each|another|a|an)\s+(\p{Ll}+\s+(?:and\s+)?\p{Ll}+\s+)(\p{Ll}+s)\b(?!['’])/giu,
    explanation:
      '“A”, “every” and “another” go with one thing, however many words describe it: “a big and busy city”, or drop “a”: “big and busy cities”.',
    fix: (match, sentence) => twoDescribersFix(match, sentence),
  },
  {
    id: 'noun-number.studying-at-school-university-my',
    category: 'Noun number',
    pattern: wordPattern(
      'giu',
    )`\b(${oneOf(POSSESSIVE_DETERMINERS)})\s+(study)\b(?=\s*[,.!?;:]|\s*$|\s+(?:and|but|or|in|at|abroad|there|here|because|so|when|for|as|until|will|is|was|has|had|and)\b)`,
    explanation: 'Studying at school or university is “my studies”, in the plural: “after my studies”.',
    fix: (match) => `${word(match, 1)} studies`,
  },
  {
    id: 'noun-number.more-than-one-phenomenon-phenomena',
    category: 'Noun number',
    pattern:
      /\b(these|those|many|several|various|numerous|few|two|three|four|five)\s+((?:\p{Ll}+\s+)?)(phenomenon|criterion|bacterium)\b/giu,
    explanation: 'More than one “phenomenon” are “phenomena”; more than one “criterion” are “criteria”.',
    fix: (match) => {
      const describing = word(match, 2).trim();
      if (describing && !isDescribingWord(describing)) return undefined;
      return `${word(match, 1)} ${word(match, 2)}${CLASSICAL_PLURAL[word(match, 3).toLowerCase()] ?? word(match, 3)}`;
    },
  },
  {
    id: 'noun-number.media-plural-one-channel-medium',
    category: 'Noun number',
    pattern: /\b(a|an|A|An)\s+((?:\p{Ll}+\s+)?)(media)\b/gu,
    explanation: '“Media” is a plural: one channel is “a medium”; the channels together are “social media”.',
    fix: (match, sentence) => {
      const describing = word(match, 2).trim().toLowerCase();
      if (describing && !isDescribingWord(describing) && !/^(?:social|mass)$/u.test(describing)) return undefined;
      // "a social media platform", "a media plan": "media" describes the noun after it, so the phrase
      // must end with "media" for it to be the noun.
      if (!ENDS_WITH_NOUN.test(after(match, sentence))) return undefined;
      // "a social media" means the whole field: no article; any other "a … media" is one medium.
      if (/^(?:social|mass)$/u.test(describing)) return `${word(match, 2)}${word(match, 3)}`;
      return `${word(match, 1)} ${word(match, 2)}medium`;
    },
  },
  {
    id: 'noun-number.countable-noun-for-people-in',
    category: 'Noun number',
    pattern: new RegExp(
      String.raw`\b(for|to|of|with|from|than|among|help|helps|helped|allow|allows|allowed|encourage|encourages|encouraged|enable|enables|enabled|motivate|motivates|motivated|attract|attracts|attracted)\s+(${PERSON_IN_GENERAL})(?=\s*[,.;:!?]|\s+(?:and|or|as|in|to|is|are|can|have|has|because|but|who|which|that|should|must|will|would)\b)`,
      'giu',
    ),
    explanation: 'A countable noun for people in general is plural: “good for humans”, “it encourages customers”.',
    fix: (match, sentence) => {
      const rest = after(match, sentence);
      const prior = before(match, sentence);
      // "Customer" with a capital is a party named in a contract; "for user:" heads a list.
      if (/\p{Lu}/u.test(word(match, 2)) || /^\s*:/u.test(rest)) return undefined;
      // "name and address of customer, telephone number": after a comma only a new clause shows the noun
      // phrase ended here; "of consumer and regulatory inquiries": after "and" only a plural or a determiner
      // shows two groups of people ("to human and animals").
      if (/^\s*,/u.test(rest) && !PERSON_CLAUSE_AFTER_COMMA.test(rest)) return undefined;
      if (
        /^\s+(?:and|or)\b/iu.test(rest) &&
        !/^\s+(?:and|or)\s+(?:\p{Ll}+s|the|a|an|their|other|people|children)\b/iu.test(rest)
      )
        return undefined;
      if (word(match, 1).toLowerCase() === 'from' && /^\s+to\b/iu.test(rest)) return undefined;
      // "teacher and student", "from child to adult": two bare nouns paired are a set phrase.
      if (new RegExp(String.raw`^\s+(?:and|or|to)\s+(?:${PERSON_IN_GENERAL})\b`, 'iu').test(rest)) return undefined;
      if (new RegExp(String.raw`\b(?:from|between)\s+(?:${PERSON_IN_GENERAL})\s+(?:and|or)?\s*$`, 'iu').test(prior))
        return undefined;
      if (/^(?:from|to)$/iu.test(word(match, 1)) && /\bfrom\s+\p{L}+\s+$/iu.test(prior)) return undefined;
      const plural = pluralOf(word(match, 2).toLowerCase());
      return plural ? `${word(match, 1)} ${plural}` : undefined;
    },
  },
  {
    id: 'noun-number.one-picks-from-several-noun-2',
    category: 'Noun number',
    pattern: wordPattern(
      'gu',
    )`\b(one\s+of\s+(?:${oneOf(POSSESSIVE_DETERMINERS)}|the)\s+)((?:(?:most|least|very)\s+)?(?:\p{Ll}+\s+(?:and\s+\p{Ll}+\s+)?)?)(\p{Ll}{3,})(?=\s*[,.!?;:]|\s+(?:is|was|has|who|that|which|and|in|at|of|for|to|on|with|I|we|you|he|she|they|from|ever|because|but|where|when)\b)`,
    explanation: '“One of” picks from several: the noun after it is plural (“one of the best teachers I know”).',
    fix: (match, sentence) => {
      const noun = word(match, 3);
      if (NOT_ONE_AMONG_MANY.test(noun)) return undefined;
      // Every word before the noun only describes it: "the most amazing", "the kind and patient".
      const describing = word(match, 2)
        .trim()
        .split(/\s+/u)
        .filter((part) => part && !/^(?:most|least|very|and)$/u.test(part));
      if (!describing.every((part) => isDescribingWord(part) || /^(?:best|favou?rite|closest|biggest)$/u.test(part)))
        return undefined;
      // "one of the most problem": "most" wants an adjective, not a plural; "the best sporty and …": an adjective.
      if (/\b(?:most|least)\s+$/u.test(word(match, 2)) || /^\s+(?:and|or)\b/u.test(after(match, sentence)))
        return undefined;
      if (!isCountedThing(noun)) return undefined;
      const plural = pluralOf(noun);
      return plural ? `${word(match, 1)}${word(match, 2)}${plural}` : undefined;
    },
  },
];
