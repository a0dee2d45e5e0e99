import { tagsOfWord } from '../../../text/word-tags';
import { after, before, keepCase, type PatternRule, word } from '../../pattern-rule';
import { isPlural } from '../lexicon/collocations';
import {
  anBefore,
  COUNTRY,
  isCountedOne,
  isOnlyNoun,
  isPlaceName,
  isPlainAdjective,
  LISTED_COUNTED,
  NAME_ENDS,
  OF_NOUN_IDIOM,
  OF_NOUN_LEADS,
  OF_QUALITY_BEFORE,
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
      String.raw`(?:^|(?<=\b(?:is|was|are|were|be|been|become|became|of|in|at|for|to|with|on|from|about)\s+))(best|worst|biggest|largest|greatest|easiest|cheapest|fastest|nicest|most\s+(?:important|beautiful|interesting|popular|famous|common|difficult|effective|expensive|useful|exciting|dangerous|amazing|efficient|convenient|comfortable|suitable|significant|relevant|serious|successful|valuable|powerful))\s+(${SUPERLATIVE_NOUN})\b`,
      'giu',
    ),
    explanation: 'A superlative before a noun takes “the”: “the best way”, “the most important thing”.',
    fix: (match) => `${keepCase(word(match, 1), 'the')} ${word(match, 1).toLowerCase()} ${word(match, 2)}`,
  },
  {
    id: 'determiner.noun-defined-by-phrase-takes',
    category: 'Determiner',
    pattern:
      /\b(in|at|on|of|about|from|to|into|for|with|during|through|by)\s+(middle|centre|center|bottom|importance|development|quality|rest|history|benefits|advantages|disadvantages|effects|consequences|causes|beginning|end|top|size|number)\s+of\b/giu,
    explanation: 'A noun defined by an “of” phrase takes “the”: “in the middle of”, “the importance of”.',
    fix: (match, sentence) => {
      const noun = word(match, 2).toLowerCase();
      // "on top of", "in size of"? are set phrases; "by number of" is not.
      if ((noun === 'top' && /^on$/iu.test(word(match, 1))) || (noun === 'end' && /^in$/iu.test(word(match, 1))))
        return undefined;
      if (/\b(?:a|an|the)\s+$/iu.test(before(match, sentence))) return undefined;
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
    explanation:
      'A noun that an “of” phrase pins down takes “the”: “famous for the scarcity of land”, “improve the quality of life”.',
    fix: (match, sentence) => {
      const noun = word(match, 2).toLowerCase();
      if (OF_NOUN_IDIOM.test(noun)) return undefined;
      // "the changing nature of": a determiner before the verb makes it a describing word.
      const prior = before(match, sentence);
      if (/\b(?:a|an|the|this|that|its|their|his|her|our|my|your)\s+$/iu.test(prior)) return undefined;
      // "a sense of determination of": after a word for a quality the noun stays bare.
      if (/^of$/iu.test(word(match, 1)) && OF_QUALITY_BEFORE.test(prior)) return undefined;
      // "blamed for corruption of minds": after a preposition, an action on people or things in general may stay bare.
      const object = /^\s+(\p{L}+)/u.exec(after(match, sentence))?.[1] ?? '';
      if (
        /^(?:of|to|for|with|on|about|from|at|into|through|during|under|against|towards?)$/iu.test(word(match, 1)) &&
        (isPlural(object) || /^(?:other|\p{Ll}{2,}[^su's]s)$/u.test(object))
      )
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
    id: 'determiner.half-group-takes-no-after',
    category: 'Determiner',
    pattern: /\b(more\s+than|less\s+than|over|almost|nearly)\s+(a)\s+(half)\b(?!\s*-)/giu,
    explanation: '“Half” of a group takes no “a” after “more than”: “more than half of the students”.',
    fix: (match) => `${word(match, 1)} ${word(match, 3)}`,
  },
  {
    id: 'determiner.linking-phrase-as-result-as',
    category: 'Determiner',
    pattern: /(?<=^|[.;]\s*|\b(?:and|but|so)\s+)(as)\s+(the)\s+(result|consequence)(?=\s*,)/giu,
    explanation: 'The linking phrase is “as a result” or “as a consequence”.',
    fix: (match) => `${word(match, 1)} a ${word(match, 3)}`,
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
        /^(?:all|the|a|an|my|your|his|her|its|our|their|this|that|these|those|which|whom|whose|what|everything|everyone|everybody|one|two|three|us|them|you|it|time)$/u.test(
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
      String.raw`(?<=^|[,;:]\s*|\b(?:because|when|if|but|so|while|where|since|although|though|until)\s+)(${SUBJECT_THING})\s+(is|was|has|had|will|would|can|could|should|must|may|might|does|did|isn't|wasn't|doesn't|didn't|won't|can't)\b`,
      'giu',
    ),
    explanation:
      'One countable thing as the subject needs “the” (or “a”, “my”): “the teacher is only a guide”, “the car has changed our lives”.',
    fix: (match) => `${keepCase(word(match, 1), 'the')} ${word(match, 1).toLowerCase()} ${word(match, 2)}`,
  },
  {
    id: 'determiner.adjective-that-stands-for-group',
    category: 'Determiner',
    pattern:
      /\b(for|to|of|with|between|from|about|among|against)\s+(poor|rich|elderly|sick|disabled|homeless|unemployed|wealthy|needy)(?=\s*[,.!?;]|\s*$|\s+(?:and|or|but|who|than)\b)/giu,
    explanation: 'An adjective that stands for a group of people takes “the”: “help the poor”, “taxes on the rich”.',
    fix: (match) => `${word(match, 1)} the ${word(match, 2)}`,
  },
  {
    id: 'determiner.age-before-noun-describes-with',
    category: 'Determiner',
    pattern:
      /\b(am|is|was|are|were)\s+(\d+|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty)(?:-\w+)?|eleven|twelve|\p{Ll}+teen)[\s-]+years?[\s-]+old\s+(\p{Ll}+)\b/giu,
    explanation: 'An age before a noun describes it, with “a” and hyphens: “I am a forty-year-old teacher”.',
    fix: (match) => {
      const next = word(match, 3);
      if (!isOnlyNoun(next) && !isPlainAdjective(next)) return undefined;
      if (/^(?:and|but|when|so|now|then|today|already|too)$/u.test(next)) return undefined;
      return `${word(match, 1)} ${anBefore(word(match, 2))} ${word(match, 2)}-year-old ${next}`;
    },
  },
  {
    id: 'determiner.kind-before-noun-takes-i',
    category: 'Determiner',
    pattern:
      /\b(am|is|are|was|were|be|also)\s+(kind|sort|type)\s+of\s+(person|people|man|woman|guy|girl|thing|things|job|place)\b/giu,
    explanation: '“Kind of” before a noun takes “the” or “a”: “I am the kind of person who …”.',
    fix: (match) => `${word(match, 1)} the ${word(match, 2)} of ${word(match, 3)}`,
  },
  {
    id: 'determiner.one-countable-thing-after-needs',
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(of)\s+(${OF_THING})(?=\s*[.!?;:]|\s*$|\s+(?:is|was|are|were|has|have|had|leads|led|will|can|but|in|on|at|for|to|with|from|by|which|that|where|when|because)\b)`,
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
    id: 'determiner.job-role-takes-also-after',
    category: 'Determiner',
    pattern:
      /\b(as|I\s+am|I'm|I’m|he\s+is|she\s+is|I\s+was|he\s+was|she\s+was|become|became|becomes)\s+(\p{Lu}\p{Ll}+(?:ish|ian|ese|an|ch|ic|ek|sh))\s+(teacher|tutor|student|speaker|translator|interpreter|citizen|guide|instructor|lecturer|professor|chef|cook|writer|author|journalist|doctor|nurse|engineer|lawyer|volunteer|assistant|learner)(?=\s*[,.!?;:]|\s*$|\s+(?:and|but|or|in|at|for|with|because|so|when|from|since|who|on|there|here|now|too)\b)/gu,
    explanation: 'A job or a role takes “a” or “an”, also after a nationality: “I work as an Italian teacher”.',
    fix: (match, sentence) => {
      // "worked as English teacher": the rule on jobs after "work as" takes it, with its verb.
      if (
        /\b(?:work|works|worked|working|job|career|employed|experience|volunteer|volunteered|volunteering|start|started|starting|continue|continued|on|hired|trained|qualified|placement|internship)\s+$/u.test(
          before(match, sentence),
        )
      )
        return undefined;
      return `${word(match, 1)} ${anBefore(word(match, 2))} ${word(match, 2)} ${word(match, 3)}`;
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
      if (/\b(?:a|an|the|of|and|or)\s/u.test(word(match, 3))) return undefined;
      return `${word(match, 1)} ${word(match, 3)}${noun}`;
    },
  },
  {
    id: 'determiner.set-phrase-takes-in-long',
    category: 'Determiner',
    pattern:
      /\b(in)\s+(long|short)(?:\s*-\s*|\s+)(term|run)\b(?=\s*[,.!?;]|\s*$|\s+(?:and|but|I|we|it|this|they|he|she|you|people)\b)/giu,
    explanation: 'The set phrase takes “the”: “in the long term”, “in the short run”.',
    fix: (match) => `${word(match, 1)} the ${word(match, 2)} ${word(match, 3)}`,
  },
  {
    id: 'determiner.one-countable-place-thing-after',
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(in|into|on|at|to|from|with|after|before|during|inside|near|outside|behind|under|above|around|across|onto|towards|without)\s+(${PLACE_OR_THING})(?=\s*[.!?;:,]|\s*$|\s+(?:is|was|are|were|has|have|had|will|can|but|and|so|because|which|that|where|when|I|we|he|she|they|it|you)\b)`,
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
          /^\s+(?:is|was|are|were|has|have|had|will|can)\b/iu.test(after(match, sentence)))
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
    pattern:
      /\b(all|some|many|most|none|each|both|few|several|much)\s+(of)\s+(\p{Ll}{3,}s|people|children|men|women)\b(?=\s*[,.!?;]|\s+(?:are|were|have|had|do|did|can|could|will|would|should|must|who|that|which|in|at|from|with|and|like|think|prefer|use|want|know|say|live|go|need|agree)\b)/giu,
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
    id: 'determiner.abstract-noun-in-its-general-2',
    category: 'Determiner',
    pattern:
      /(?<=(?:^|[,;]\s*|\b(?:that|because|but|and|so|think|believe)\s+))(the)\s+(life|love|friendship|freedom)\s+(is|was|has|can|will|gives|makes|becomes)\b/giu,
    explanation: 'An abstract noun in its general sense takes no “the”: “life is short”.',
    fix: (match) => `${keepCase(word(match, 1), word(match, 2))} ${word(match, 3)}`,
  },
  {
    id: 'determiner.one-countable-thing-takes-take',
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(use|uses|used|using|buy|buys|bought|buying|get|gets|got|getting|have|has|had|having|need|needs|needed|find|finds|found|finding|take|takes|took|taking|rent|rents|rented|renting|drive|drives|drove|driving|ride|rides|rode|riding|is|was|choose|chose|want|wants|wanted|read|reads|reading|write|writes|wrote|writing|watch|watches|watched|watching|book|booked|catch|caught|miss|missed)\s+(${ONE_THING})(?!\s*-)${PHRASE_ENDS}`,
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
      /\b(in|into|to|with|for|about|enjoy|enjoying|enjoyed|love|loves|protect|protecting|respect)\s+(the)\s+(nature)\b(?!\s+(?:of|reserve|reserves|park|parks)\b)/giu,
    explanation: '“Nature” (the natural world) takes no “the”: “a walk in nature”.',
    fix: (match) => `${word(match, 1)} ${word(match, 3)}`,
  },
  {
    id: 'determiner.sport-game-takes-no-play',
    category: 'Determiner',
    pattern:
      /\b(play|plays|played|playing)\s+(the)\s+(football|tennis|basketball|volleyball|golf|chess|soccer|rugby|baseball|hockey|cricket|badminton|handball)\b(?!\s+(?:match|game|ball|team|club|final|season)\b)/giu,
    explanation: 'A sport or game takes no “the”: “play football”.',
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
