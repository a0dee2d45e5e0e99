import { tagsOfWord } from '../../../text/word-tags';
import { after, before, keepCase, type PatternRule, word } from '../../pattern-rule';
import {
  ARTICLES,
  DEMONSTRATIVES,
  FINITE_BE,
  FORMS_OF_HAVE,
  MODALS,
  oneOf,
  PLACE_AND_TIME_PREPOSITIONS,
  POSSESSIVE_DETERMINERS,
  wordPattern,
} from '../../word-classes';
import { isPlural } from '../lexicon/collocations';
import {
  COUNTRY,
  isCountedOne,
  isOnlyNoun,
  isPlaceName,
  isPlainAdjective,
  LISTED_COUNTED,
  NAME_ENDS,
  OF_NOUN_IDIOM,
  OF_NOUN_LEADS,
  OF_SORT_BEFORE,
  OF_THING,
  ONE_THING,
  PHRASE_ENDS,
  PLACE_OR_THING,
  PLACE_WITH_THE,
  SUBJECT_THING,
  SUPERLATIVE_NOUN,
  wordAfter,
} from '../lexicon/noun-phrases';

export const DETERMINERS_NOUN_PHRASES_1_RULES: readonly PatternRule[] = [
  {
    id: 'determiner.name-country-city-continent-takes',
    category: 'Determiner',
    pattern: new RegExp(String.raw`\b(the|The)\s+(${COUNTRY})${NAME_ENDS}`, 'gu'),
    explanation: 'The name of a country, a city or a continent takes no “the”: “in France”.',
    fix: (match) => word(match, 2),
  },
  {
    id: 'determiner.superlative-before-noun-takes-best',
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`(?:^|(?<=\b(?:${oneOf(FINITE_BE, PLACE_AND_TIME_PREPOSITIONS)}|be|been|become|became|of|for|to|with|from|about)\s+))(best|worst|biggest|largest|greatest|easiest|cheapest|fastest|nicest|most\s+(?:important|beautiful|interesting|popular|famous|common|difficult|effective|expensive|useful|exciting|dangerous|amazing|efficient|convenient|comfortable|suitable|significant|relevant|serious|successful|valuable|powerful))\s+(${SUPERLATIVE_NOUN})\b`,
      'giu',
    ),
    explanation: 'A superlative before a noun takes “the”: “the best way”, “the most important thing”.',
    fix: (match) => `${keepCase(word(match, 1), 'the')} ${word(match, 1).toLowerCase()} ${word(match, 2)}`,
  },
  {
    id: 'determiner.noun-defined-by-phrase-takes',
    category: 'Determiner',
    pattern: wordPattern(
      'giu',
    )`\b(${oneOf(PLACE_AND_TIME_PREPOSITIONS)}|of|about|from|to|into|for|with|during|through|by)\s+(middle|centre|center|bottom|importance|development|quality|rest|history|benefits|advantages|disadvantages|effects|consequences|causes|beginning|end|top|size|number)\s+of\b`,
    explanation: 'A noun defined by an “of” phrase takes “the”: “in the middle of”, “the importance of”.',
    fix: (match, sentence) => {
      const noun = word(match, 2).toLowerCase();
      // "on top of", "in size of"? are set phrases; "by number of" is not.
      if ((noun === 'top' && /^on$/iu.test(word(match, 1))) || (noun === 'end' && /^in$/iu.test(word(match, 1))))
        return undefined;
      if (wordPattern('iu')`\b(?:${oneOf(ARTICLES)})\s+$`.test(before(match, sentence))) return undefined;
      return `${word(match, 1)} the ${word(match, 2)} of`;
    },
  },
  {
    id: 'determiner.noun-that-phrase-pins-down',
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(${OF_NOUN_LEADS})\s+(\p{Ll}{3,}(?:tion|sion|ity|ness|ment|ance|ence|ure|age))\s+of\b`,
      'giu',
    ),
    explanation: 'A noun that an “of” phrase pins down takes “the” after a verb: “improve the quality of life”.',
    fix: (match, sentence) => {
      const noun = word(match, 2).toLowerCase();
      if (OF_NOUN_IDIOM.test(noun)) return undefined;
      // "the changing nature of": a determiner before the verb makes it a describing word.
      const prior = before(match, sentence);
      if (wordPattern('iu')`\b(?:${oneOf(POSSESSIVE_DETERMINERS, ARTICLES)}|this|that)\s+$`.test(prior))
        return undefined;
      // "due to pollution of the water", "about protection of nature": after a preposition an abstract
      // noun in its general sense goes bare as often as with "the", so there is no error to correct.
      if (/^(?:of|to|for|with|on|about|from|at|into|through|during|under|against|towards?)$/iu.test(word(match, 1)))
        return undefined;
      return `${word(match, 1)} the ${word(match, 2)} of`;
    },
  },
  {
    id: 'determiner.one-child-takes-when-i',
    category: 'Determiner',
    pattern:
      /\b(I|he|she)\s+(was|am|is)\s+(child|kid|teenager|boy|girl|baby|little\s+girl|little\s+boy|young\s+boy|young\s+girl|small\s+child|little\s+child)(?=\s*[,.!?;]|\s+(?:and|but|I|he|she|my|we)\b)/giu,
    explanation: 'One child takes “a”: “when I was a child”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} a ${word(match, 3)}`,
  },
  {
    id: 'determiner.before-noun-without-most-takes',
    category: 'Determiner',
    pattern: /\b(most)\s+of\s+(\p{Ll}+)\b(?!\s+(?:of|who|that|which)\b)/gu,
    explanation: 'Before a noun without “the”, “most” takes no “of”: “most junk food”, or “most of the junk food”.',
    fix: (match, text) => {
      const next = word(match, 2);
      if (!isOnlyNoun(next) && !isPlainAdjective(next)) return undefined;
      // "most of reader": one countable thing on its own wants "most readers", not "most reader";
      // "most of junk food" is fine, the noun after it being the head.
      if (isCountedOne(next) && !isOnlyNoun(wordAfter(text, (match.index ?? 0) + match[0].length))) return undefined;
      // "most of school", "most of the day": a countable thing's greater part needs "the", not a bare noun.
      if (LISTED_COUNTED.test(next) || /^(?:work|home|college|school|life)$/u.test(next)) return undefined;
      if (
        wordPattern(
          'u',
        )`^(?:${oneOf(POSSESSIVE_DETERMINERS, ARTICLES, DEMONSTRATIVES)}|all|which|whom|whose|what|everything|everyone|everybody|one|two|three|us|them|you|it|time)$`.test(
          next,
        )
      )
        return undefined;
      return `${word(match, 1)} ${next}`;
    },
  },
  {
    id: 'determiner.one-countable-thing-as-subject',
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`(?<=^|[,;:]\s*|\b(?:because|when|if|but|so|while|where|since|although|though|until)\s+)(${SUBJECT_THING})\s+(${oneOf(MODALS)}|is|was|has|had|does|did|isn't|wasn't|doesn't|didn't|won't|can't)\b`,
      'giu',
    ),
    explanation:
      'One countable thing as the subject needs “the” (or “a”, “my”): “the teacher is only a guide”, “the car has changed our lives”.',
    fix: (match) => `${keepCase(word(match, 1), 'the')} ${word(match, 1).toLowerCase()} ${word(match, 2)}`,
  },
  {
    id: 'determiner.one-countable-thing-after-needs',
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(of)\s+(${OF_THING})(?=\s*[.!?;:]|\s*$|\s+(?:${oneOf(FINITE_BE, FORMS_OF_HAVE, PLACE_AND_TIME_PREPOSITIONS)}|leads|led|will|can|but|for|to|with|from|by|which|that|where|when|because)\b)`,
      'giu',
    ),
    explanation:
      'One countable thing after “of” needs “the” or “a”: “the invention of the car”, “the end of the story”.',
    fix: (match, sentence) => {
      // "a kind of car", "a lot of", "instead of": a sort or a quantity, not one thing.
      if (OF_SORT_BEFORE.test(before(match, sentence))) return undefined;
      return `${word(match, 1)} the ${word(match, 2)}`;
    },
  },
  {
    id: 'determiner.such-goes-with-one-thing',
    category: 'Determiner',
    pattern:
      /\b(such)\s+(an?)\s+((?:\p{Ll}+\s+){0,2})(\p{Ll}+s)\b(?=\s*[,.!?;]|\s+(?:that|and|as|in|of|for|with|are|were|have)\b)/giu,
    explanation: '“Such a” goes with one thing; with a plural, “such” stands alone: “such powerful heaters that …”.',
    fix: (match) => {
      const noun = word(match, 4);
      if (!isPlural(noun) || /^lens$/u.test(noun)) return undefined;
      if (wordPattern('u')`\b(?:${oneOf(ARTICLES)}|of|and|or)\s`.test(word(match, 3))) return undefined;
      return `${word(match, 1)} ${word(match, 3)}${noun}`;
    },
  },
  {
    id: 'determiner.one-countable-place-thing-after',
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(${oneOf(PLACE_AND_TIME_PREPOSITIONS)}|into|to|from|with|after|before|during|inside|near|outside|behind|under|above|around|across|onto|towards|without)\s+(${PLACE_OR_THING})(?=\s*[.!?;:,]|\s*$|\s+(?:is|was|are|were|has|have|had|will|can|but|and|so|because|which|that|where|when|I|we|he|she|they|it|you)\b)`,
      'giu',
    ),
    explanation:
      'One countable place or thing after a preposition needs “the” or “a”: “go to the kitchen”, “after the party”.',
    fix: (match, sentence) => {
      // "from house to house", "car after car": a repeated noun goes without an article.
      const noun = word(match, 2).toLowerCase();
      if (new RegExp(String.raw`^\s+(?:to|after|by)\s+${noun}\b`, 'iu').test(after(match, sentence))) return undefined;
      if (new RegExp(String.raw`\b(?:${noun}|the|a|an)\s+$`, 'iu').test(before(match, sentence))) return undefined;
      // "begin to garden", "so to road has been" ("the road"): after "to" the word may be a verb or a slip.
      if (
        /^to$/iu.test(word(match, 1)) &&
        (tagsOfWord(noun).has('Verb') ||
          wordPattern('iu')`^\s+(?:${oneOf(FINITE_BE, FORMS_OF_HAVE)}|will|can)\b`.test(after(match, sentence)))
      )
        return undefined;
      // "on party": the preposition is wrong too ("at parties"), so "the" alone would not mend it.
      if (noun === 'party' && !/^(?:after|before|during|at|to|from)$/iu.test(word(match, 1))) return undefined;
      return `${word(match, 1)} the ${word(match, 2)}`;
    },
  },
  {
    id: 'determiner.before-noun-in-all-some',
    category: 'Determiner',
    pattern: wordPattern(
      'giu',
    )`\b(all|some|many|most|none|each|both|few|several|much)\s+(of)\s+(\p{Ll}{3,}s|people|children|men|women)\b(?=\s*[,.!?;]|\s+(?:${oneOf(MODALS)}|are|were|have|had|do|did|who|that|which|in|at|from|with|and|like|think|prefer|use|want|know|say|live|go|need|agree)\b)`,
    explanation:
      'Before a noun, “of” in “all of”, “some of” needs “the”: “some of the students”, or drop it: “some students”.',
    fix: (match) => {
      const noun = word(match, 3).toLowerCase();
      if (
        !/^(?:people|children|men|women)$/u.test(noun) &&
        (!isPlural(noun) || /^(?:us|this|thus|its|his|hers|yours|ours|theirs|these|those|others)$/u.test(noun))
      )
        return undefined;
      return `${word(match, 1)} ${word(match, 2)} the ${word(match, 3)}`;
    },
  },
  {
    id: 'determiner.almost-goes-with-all-almost',
    category: 'Determiner',
    pattern:
      /\b(almost)\s+(people|students|children|parents|teenagers|families|countries|cities|schools|companies|everyday)\b/giu,
    explanation: '“Almost” goes with “all”: “almost all people”, or write “most people”.',
    fix: (match) => `${word(match, 1)} all ${word(match, 2)}`,
  },
  {
    id: 'determiner.another-one-word-takes-no',
    category: 'Determiner',
    pattern: /\b(the\s+another|an\s+other)\b/giu,
    explanation: '“Another” is one word and takes no “the”.',
    fix: (match) => keepCase(match[0], 'another'),
  },
  {
    id: 'determiner.one-countable-thing-takes-take',
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(${oneOf(FORMS_OF_HAVE)}|use|uses|used|using|buy|buys|bought|buying|get|gets|got|getting|having|need|needs|needed|find|finds|found|finding|take|takes|took|taking|rent|rents|rented|renting|drive|drives|drove|driving|ride|rides|rode|riding|is|was|choose|chose|want|wants|wanted|read|reads|reading|write|writes|wrote|writing|watch|watches|watched|watching|book|booked|catch|caught|miss|missed)\s+(${ONE_THING})(?!\s*-)${PHRASE_ENDS}`,
      'giu',
    ),
    explanation: 'One countable thing takes “a” or “the”: “take a bus”, “use a computer”, “it is a problem”.',
    fix: (match, sentence) => {
      const verb = word(match, 1).toLowerCase();
      const noun = word(match, 2);
      // "there is problem"? still wrong; but "what is book" asks a name, and "book hotel" is a verb before a noun.
      if (/^(?:is|was)$/u.test(verb) && /\b(?:what|which|who|there)\s+$/iu.test(before(match, sentence)))
        return undefined;
      if (verb === 'book' && /\b(?:a|the|my|this|that)\s+$/iu.test(before(match, sentence))) return undefined;
      return `${word(match, 1)} ${/^[aeiou]/iu.test(noun) && !/^u(?:ni|s)/iu.test(noun) ? 'an' : 'a'} ${noun}`;
    },
  },
  {
    id: 'determiner.nature-natural-world-takes-no',
    category: 'Determiner',
    pattern:
      /\b(in|into|to|with|for|about|enjoy|enjoying|enjoyed|love|loves|protect|protecting|respect)\s+(the)\s+(nature)\b(?!\s+(?:of|reserve|reserves|park|parks|around|near|surrounding|outside|nearby|here|there|in|on|at|that|which|where|we|they|I|you|he|she|people)\b)/giu,
    // "the nature around us", "the nature that we have here": a phrase or clause after it says which nature, and "the" is right.
    explanation: '“Nature” (the natural world) takes no “the”: “a walk in nature”.',
    fix: (match) => `${word(match, 1)} ${word(match, 3)}`,
  },
  {
    id: 'determiner.way-travelling-takes-no-article',
    category: 'Determiner',
    pattern:
      /\b(go|goes|went|going|gone|travel|travels|travelled|traveled|travelling|traveling|come|comes|came|coming|get|gets|got|getting|arrive|arrived|move|moved|commute|commuting)\s+(by)\s+(the|a)\s+(car|bus|train|plane|taxi|bike|bicycle|boat|ship|underground|subway|metro|tram|coach|ferry)\b(?!\s+(?:of|from|that|which|to)\b)/giu,
    explanation: 'A way of travelling takes no article: “go by bus”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} ${word(match, 4)}`,
  },
  {
    id: 'determiner.something-there-only-one-takes',
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(for|to|of|about|from|into|protect|protects|protecting|pollute|pollutes|polluting|damage|damages|damaging|harm|harms|harming|save|saves|saving|destroy|destroys|destroying|affect|affects|affecting|improve|improving)\s+(environment|planet|atmosphere|ozone\s+layer|future|past|sky|sun|moon|population)${PHRASE_ENDS}`,
      'giu',
    ),
    explanation: 'Something there is only one of takes “the”: “protect the environment”, “in the future”.',
    fix: (match) => `${word(match, 1)} the ${word(match, 2)}`,
  },
  {
    id: 'determiner.ordinal-before-noun-takes-in',
    category: 'Determiner',
    pattern:
      /\b(in|of|during|since|until|by|from)\s+((?:\d+(?:st|nd|rd|th)|twenty-first|twentieth|nineteenth|eighteenth)\s+century|(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)\s+(?:grade|floor))\b/giu,
    explanation: 'An ordinal before a noun takes “the”: “in the 21st century”, “on the third floor”.',
    fix: (match) => `${word(match, 1)} the ${word(match, 2)}`,
  },
  {
    id: 'determiner.name-country-region-city-takes',
    category: 'Determiner',
    pattern: new RegExp(String.raw`\b(the|The)\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)${NAME_ENDS}`, 'gu'),
    explanation: 'The name of a country, a region or a city takes no “the”: “in Texas”, “to Hong Kong”.',
    fix: (match) => {
      const name = word(match, 2);
      if (PLACE_WITH_THE.test(name) || !name.split(/\s+/u).every(isPlaceName)) return undefined;
      return name;
    },
  },
  {
    id: 'determiner.ordinal-superlative-before-noun-takes',
    category: 'Determiner',
    pattern:
      /^(First|Second|Third|Fourth|Fifth|Last|Final|Main|Biggest|Best|Worst|Most\s+important|Another\s+important)\s+((?:\p{Ll}+\s+)?)(advantage|disadvantage|reason|point|problem|argument|step|benefit|drawback|aspect|factor|option|solution|question|example|idea|thing|one|way|issue|difference|method|part)\s+(is|was|of|that|to|I|we|would|will|can|which)\b/gu,
    explanation: 'An ordinal or a superlative before a noun takes “the”: “The first advantage is …”.',
    fix: (match) => {
      const lead = word(match, 1);
      if (/^Another/u.test(lead)) return undefined;
      if (word(match, 2) && !isPlainAdjective(word(match, 2).trim())) return undefined;
      return `The ${lead.toLowerCase()} ${word(match, 2)}${word(match, 3)} ${word(match, 4)}`;
    },
  },
];
