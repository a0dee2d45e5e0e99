import { tagsOfWord } from '../../../text/word-tags';
import { after, before, type PatternRule, word } from '../../pattern-rule';
import {
  ARTICLES,
  FINITE_BE,
  FORMS_OF_HAVE,
  MODALS,
  oneOf,
  PLACE_AND_TIME_PREPOSITIONS,
  POSSESSIVE_DETERMINERS,
  wordPattern,
} from '../../word-classes';
import {
  anBefore,
  CHANNEL_NEARBY,
  describesNext,
  describesOneThing,
  ENDS_NOUN_PHRASE,
  isOnlyNoun,
  isPlainAdjective,
  massOrGenre,
  ONE_HOLDER_POST,
  ONE_OF_MANY,
  ONE_OF_MANY_AFTER_PREPOSITION,
  VERB_TOO,
} from '../lexicon/noun-phrases';

export const DETERMINERS_NOUN_PHRASES_2_RULES: readonly PatternRule[] = [
  {
    id: 'determiner.one-countable-thing-takes-very',
    category: 'Determiner',
    pattern: describedThingAfter(
      `${oneOf(FORMS_OF_HAVE)}|is|was|am|be|been|become|becomes|became|having|isn't|wasn't|it's|heard|hear|hears|saw|see|sees|watch|watched|watches|met|meet|meets|buy|buys|bought|wrote|write|writes|read|reads|received|receive|receives|sent|send|won|win|wins|lost|lose|visited|visit|visits|built|build|builds|opened|open|started|start|joined|join|needed|wanted|want|wants|used|use|uses|rented|rent|booked|book|ordered|order|owns|owned|provide|provides|provided|play|plays|played|gain|gained|lead|leads|led|live|lives|lived|get|gets|got|find|finds|found|make|makes|made|making|take|takes|took|need|needs|needed|give|gives|gave|offer|offers|offered|create|creates|created|choose|chose|found`,
      ONE_OF_MANY,
    ),
    explanation: 'One countable thing takes “a”: “it is a very popular place”, “she has a good idea”.',
    fix: (match, sentence) => {
      const describing = word(match, 3);
      if (!namesOneThing(match)) return undefined;
      // "what is": a question has its own determiner; "a lost young girl": after a determiner the verb is an adjective.
      const prior = before(match, sentence);
      if (
        wordPattern('iu')`\b(?:${oneOf(POSSESSIVE_DETERMINERS, ARTICLES)}|what|which|whose|how|this|that)\s+$`.test(
          prior,
        )
      )
        return undefined;
      // "I have failed test": after "have" a word in -ed is the verb's participle, not an adjective.
      if (wordPattern('iu')`^(?:${oneOf(FORMS_OF_HAVE)}|having)$`.test(word(match, 1)) && /ed$/u.test(describing))
        return undefined;
      // "showing it's ugly face": after a verb, "it's" is the writer's "its", which needs no "a".
      if (/^it['’]s$/iu.test(word(match, 1)) && /\p{L}+ing\s+$/u.test(prior)) return undefined;
      // "songs that have had strong language in them": the mass noun.
      if (massOrGenre(describing, word(match, 4))) return undefined;
      // "having separate adult and children sections": the noun describes a later plural noun.
      const rest = after(match, sentence);
      if (/^\s+and\s+\p{Ll}+\s+\p{Ll}+s\b/u.test(rest)) return undefined;
      // "spring creates new life": living things, not one life.
      if (
        word(match, 4).toLowerCase() === 'life' &&
        /^(?:create|creates|created|give|gives|gave|bring|brings|brought)$/iu.test(word(match, 1))
      )
        return undefined;
      return withArticle(match);
    },
  },
  {
    id: 'determiner.one-countable-thing-takes-in-2',
    category: 'Determiner',
    pattern: describedThingAfter(
      `${oneOf(PLACE_AND_TIME_PREPOSITIONS)}|for|to|with|into|from|about|like|as|of|by`,
      ONE_OF_MANY_AFTER_PREPOSITION,
    ),
    explanation: 'One countable thing takes “a”: “in a different way”, “for a long time”.',
    fix: (match, sentence) => {
      const describing = word(match, 3);
      if (!namesOneThing(match)) return undefined;
      // "such a", "quite a" go before the article; "a kind of old instrument" needs none.
      const prior = before(match, sentence);
      if (/\b(?:such|what|quite|rather|many|so|too)\s+$/iu.test(prior)) return undefined;
      if (/^of$/iu.test(word(match, 1)) && /\b(?:kind|sort|type|form)\s+$/iu.test(prior)) return undefined;
      // "a lot of bad language", "because of physical activity": after a quantity or a cause the noun
      // is often uncounted; "out of" is part of a longer phrase.
      if (
        /^of$/iu.test(word(match, 1)) &&
        /\b(?:a?lot|lots|plenty|amount|deal|because|out|full|instead|made|consists?|consisting|source|sources)\s+$/iu.test(
          prior,
        )
      )
        return undefined;
      // "the definition of true family": after a word for an idea, the noun is the idea itself.
      if (
        /^of$/iu.test(word(match, 1)) &&
        /\b(?:definition|meaning|concept|notion|idea|sense|image|picture)\s+$/iu.test(prior)
      )
        return undefined;
      // "censored for bad language", "books for young adult": the mass noun and the readers' genre.
      if (massOrGenre(describing, word(match, 4))) return undefined;
      return withArticle(match);
    },
  },
  {
    id: 'determiner.number-amount-variety-take-before',
    category: 'Determiner',
    pattern:
      /\b(large|huge|great|big|small|vast|significant|considerable|enormous|limited|sufficient|high|low|growing|increasing)\s+(number|amount|quantity|variety|range)\s+of\b/giu,
    explanation: '“Number”, “amount” and “variety” take “a” before their adjective: “a large number of people”.',
    fix: (match, sentence) => {
      if (
        /\b(?:a|an|the|this|that|any|such|what|no|its|their|his|her|our|my|your|same|very|quite|so|too|\p{L}+['’]s)\s+$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      return `${anBefore(word(match, 1))} ${match[0]}`;
    },
  },
  {
    id: 'determiner.public-transport-in-general-takes',
    category: 'Determiner',
    pattern: wordPattern(
      'giu',
    )`\b(the)\s+(public\s+transport(?:ation)?)(?=\s*[,.!?;:]|\s*$|\s+(?:${oneOf(MODALS, FINITE_BE, FORMS_OF_HAVE)}|seems|becomes|makes|allows|helps|gives|and|or|more|less|instead|because|every|to|for)\b)`,
    explanation: 'Public transport in general takes no “the”: “public transport is cheap”, “use public transport”.',
    fix: (match) => word(match, 2),
  },
  {
    id: 'determiner.this-noun-cannot-be-counted-3',
    category: 'Determiner',
    pattern:
      /\b(a|an)\s+((?:\p{Ll}+\s+)?)(advice|information|furniture|equipment|homework|housework|luggage|baggage|news|weather|traffic|scenery|accommodation|music|progress|pollution|transport|transportation|research|software|machinery|jewellery|jewelry|garbage|rubbish)(?=\s*[,.!?;:]|\s*$|\s+(?:and|or)\s+(?:a|an|the|some|my|his|her|their|our|your|to|use|\p{Ll}+ing)\b|\s+(?:but|again|now|too|then|which|that|who|in|at|with|because|so|when|for|from|to|about|on|is|was|are|were|has|had|will|can|during|here|there|today|as|of|like|than|by|back|into|through|over|under|within|without|after|before|until|if|while|since|among|between|across|against|towards?|throughout|led|made|done|given|conducted|carried)\b)/giu,
    explanation: 'This noun cannot be counted, so it takes no “a”: “some advice”, “good news”, “public transport”.',
    fix: (match, sentence) => {
      const describing = word(match, 2).trim().toLowerCase();
      if (describing && (!isPlainAdjective(describing) || describing === 'single')) return undefined;
      // "a piece of news" is counted already; "such a", "quite a" keep their "a" with a noun after.
      if (/\b(?:piece|bit|item|word)\s+of\s+$/iu.test(before(match, sentence))) return undefined;
      return `${word(match, 2)}${word(match, 3)}`;
    },
  },
  {
    id: 'determiner.such-before-one-countable-thing',
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(such)\s+((?:\p{Ll}+\s+)?)(${ONE_OF_MANY})(?=\s*[,.!?;:]|\s*$|\s+(?:and|but|or|which|that|who|where|in|at|with|because|so|when|for|from|to|of|than|there|here|as|on|I|you|he|she|we|they|it|people)\b)`,
      'giu',
    ),
    explanation: '“Such” before one countable thing takes “a”: “such a situation”, “such a beautiful place”.',
    fix: (match, sentence) => {
      // "no such thing", "any such place", "one such case": the quantifier stands for the article.
      if (/\b(?:no|any|one|every|each|another|some)\s+$/iu.test(before(match, sentence))) return undefined;
      const describing = word(match, 2).trim();
      if (describing && !isPlainAdjective(describing)) return undefined;
      return `${word(match, 1)} ${anBefore(describing || word(match, 3))} ${word(match, 2)}${word(match, 3)}`;
    },
  },
  {
    id: 'determiner.job-role-takes-i-am-2',
    category: 'Determiner',
    pattern: wordPattern(
      'gu',
    )`\b(I\s+am|I'm|I’m|he\s+is|she\s+is|he's|she's|I\s+was|he\s+was|she\s+was|you\s+are|become|became|becomes|work\s+as|works\s+as|worked\s+as|working\s+as|job\s+as|career\s+as|employed\s+as|experience\s+as|volunteer\s+as)\s+(student|teacher|doctor|nurse|engineer|lawyer|waiter|waitress|cook|chef|receptionist|secretary|manager|assistant|volunteer|tour\s+guide|guide|translator|interpreter|journalist|accountant|architect|designer|programmer|developer|photographer|musician|singer|actor|actress|writer|artist|scientist|pilot|driver|mechanic|farmer|policeman|police\s+officer|firefighter|soldier|instructor|coach|tutor|babysitter|lifeguard|cashier|salesman|saleswoman|shop\s+assistant|organizer|organiser|leader|member|beginner|housewife|businessman|businesswoman|graduate|freelancer|intern|trainee|fan|tourist|foreigner)(?=\s*[,.!?;:]|\s*$|\s+(?:${oneOf(PLACE_AND_TIME_PREPOSITIONS)}|and|but|or|for|with|because|so|when|from|since|who|of|there|here|now|too)\b)`,
    explanation: 'A job or a role takes “a”: “I am a student”, “she works as a nurse”.',
    fix: (match) => `${word(match, 1)} ${anBefore(word(match, 2))} ${word(match, 2)}`,
  },
  {
    id: 'determiner.one-countable-thing-takes-place',
    category: 'Determiner',
    // Nouns as often used for a mass or a thing in general ("there is concern that …", "it is
    // language that hurts", "there was activity", "it is tradition to …") are not listed.
    pattern:
      /\b(is|was|am|be|been|become|became|isn't|wasn't|it's|there's)\s+(place|city|country|town|village|person|thing|idea|example|problem|question|solution|decision|job|man|woman|boy|girl|friend|house|car|film|movie|book|story|restaurant|hotel|teacher|student|player|game|event|trip|journey|mistake|museum|building|shop|sport|hobby|animal|dish|meal|product|challenge|tool|method|step|option|choice|chance|object|member|skill|festival|gift|disaster|device|machine|app|website|platform|company|organization|organisation|institution|monument|palace|castle|beach|island|lake|river|mountain|park|garden|street|road|bridge|station|airport|cafe|bar|pub|club|market|mall|cinema|theatre|library|gallery|zoo|course|lesson|subject|topic|issue|factor|aspect|feature|element|sign|symbol|trend|phenomenon|habit|custom)(?=\s*[,.!?;:]|\s*$|\s+(?:which|that|who|where|for|to|of|with|in|and|but|because|when|from)\b)/giu,
    explanation: 'One countable thing takes “a”: “it is a place where …”, “there was a problem with …”.',
    fix: (match, sentence) => {
      if (/\b(?:what|which|whose|how|where|who)\s+$/iu.test(before(match, sentence))) return undefined;
      // "is subject to change": "be subject to" is an adjective phrase.
      if (/^subject$/iu.test(word(match, 2)) && /^\s+to\b/iu.test(sentence.slice((match.index ?? 0) + match[0].length)))
        return undefined;
      return `${word(match, 1)} ${anBefore(word(match, 2))} ${word(match, 2)}`;
    },
  },
  {
    id: 'determiner.whose-thing-takes-possessive-childrens',
    category: 'Possessive',
    pattern:
      /\b(children|people|women|men|students|parents|customers|citizens|teenagers|kids|workers|employees|humans|consumers|patients)\s+(rights|education|health|lives|life|needs|behaviou?r|choices?|opinions?|future|development|safety|attention|minds?|privacy|interests?|wellbeing|happiness|personality|habits?|creativity|perception|abilities|ability|demands|expectations|feelings|emotions|thoughts|mentality|lifestyle|decisions?|preferences?|satisfaction|trust)\b(?!['’])/giu,
    explanation: 'Whose thing it is takes the possessive: “children’s education”, “people’s lives”, “students’ needs”.',
    fix: (match, sentence) => {
      const owners = word(match, 1);
      // "to people rights are …" is rare; "the women health centre" names a place: a noun must not follow.
      const rest = after(match, sentence);
      if (
        /^\s+(?:centre|center|clinic|group|groups|organisation|organization|services?|programmes?|programs?|campaigns?|movement|issues?|policy|policies|department|sector|officer|activists?|care)\b/iu.test(
          rest,
        )
      )
        return undefined;
      // "Students needs more time", "People trust doctors": a word that is also a verb is the
      // owned thing only when a verb of its own, or the clause's end, follows it.
      if (VERB_TOO.test(word(match, 2)) && !ENDS_NOUN_PHRASE.test(rest)) return undefined;
      // The writer's own apostrophe: curly if the text uses curly ones, else straight.
      const apostrophe = sentence.includes('’') ? '’' : "'";
      // "a parents choice": after "a" or "each" there is one owner, "a parent's choice".
      if (/\b(?:a|an|one|each|every|any|another)\s+$/iu.test(before(match, sentence)))
        return /s$/iu.test(owners) ? `${owners.slice(0, -1)}${apostrophe}s ${word(match, 2)}` : undefined;
      const possessive = /s$/iu.test(owners) ? `${owners}${apostrophe}` : `${owners}${apostrophe}s`;
      return `${possessive} ${word(match, 2)}`;
    },
  },
  {
    id: 'determiner.internet-takes-internet-changed-our',
    category: 'Determiner',
    pattern: /\b(internet)\b(?!\s*-)/giu,
    explanation: '“Internet” takes “the”: “the internet changed our lives”, “living without the internet”.',
    fix: (match, sentence) => {
      // "internet access", "Internet Explorer": "internet" describes the word after it.
      const rest = after(match, sentence);
      const next = /^\s+(\p{L}+)/u.exec(rest)?.[1];
      if (next && (/^\p{Lu}/u.test(next) || /ing$/u.test(next) || describesNext(word(match, 1), next)))
        return undefined;
      // "internet/wifi" pairs two words as one item; "Internet." alone is a heading.
      if (/^\//u.test(rest)) return undefined;
      const prior = before(match, sentence);
      // Only where no determiner can stand: at the start, after a comma, or after a word that takes a
      // bare noun phrase ("such as", "without", "and"); "the internet", "my internet" have theirs.
      if (!/(?:^\W*|[,;:]\s*|\b(?:such\s+as|without|and|or|like|than|with|through|via|by)\s+)$/iu.test(prior))
        return undefined;
      if (/^\W*$/u.test(prior) && /^\W*$/u.test(rest)) return undefined;
      // "radio, television and internet": a list of channels names the kind, with no article.
      if (CHANNEL_NEARBY.test(prior.slice(-30)) || CHANNEL_NEARBY.test(rest.slice(0, 30))) return undefined;
      // "the use of phone and internet" reads as a list whose "the" may carry over.
      if (wordPattern('iu')`\b(?:${oneOf(POSSESSIVE_DETERMINERS, ARTICLES)})\s+\p{L}+\s+(?:and|or)\s+$`.test(prior))
        return undefined;
      return `${/^\W*$/u.test(prior) ? 'The' : 'the'} ${word(match, 1)}`;
    },
  },
  {
    id: 'determiner.citys-railway-takes-take-underground',
    category: 'Determiner',
    pattern:
      /\b(take|takes|took|taking|taken|use|uses|used|using|ride|rides|rode|riding|catch|catches|caught|catching)\s+(underground|subway|metro|tube|tram)\b(?!\s*-)/giu,
    explanation: 'A city’s railway takes “the”: “take the underground”, “use the metro”.',
    fix: (match, sentence) => {
      // "use underground trains", "take metro line 2": the word describes a noun after it.
      const next = /^\s+(\p{L}+)/u.exec(after(match, sentence))?.[1];
      if (next && (/^\d/u.test(next) || describesNext(word(match, 2), next))) return undefined;
      return `${word(match, 1)} the ${word(match, 2)}`;
    },
  },
  {
    id: 'determiner.peoples-history-culture-cuisine-in',
    category: 'Determiner',
    pattern:
      /\b(the)\s+((?:European|Asian|African|American|British|English|Spanish|French|Italian|German|Chinese|Japanese|Brazilian|Mexican|Russian|Greek|Roman|Indian|Korean|Turkish|Portuguese|Arabic|Arab|Polish|Dutch|Swiss|Western|Eastern|[Mm]odern|[Cc]ontemporary|[Cc]lassical|[Hh]uman)\s+(?:history|culture|cuisine|literature|music|art|architecture|society|politics|cinema|food|communication|philosophy|poetry|folklore|gastronomy|fashion|nature|behaviou?r))\b(?!\s*-|['’])/gu,
    explanation:
      'A people’s history, culture or cuisine in general takes no “the”: “a part of European history”, “I love Italian food”.',
    fix: (match, sentence) => {
      const rest = after(match, sentence);
      // "the Italian food we ate", "the European history of art": a clause or "of" after it makes it one.
      if (
        /^\s+(?:of|in\s+which|that|which|where|who|whose|we|they|I|you|he|she|it|there|here|at|during|today)\b/iu.test(
          rest,
        )
      )
        return undefined;
      // "the local art gallery": the phrase describes a noun after it.
      const next = /^\s+(\p{L}+)/u.exec(rest)?.[1];
      if (next && (/^\p{Lu}/u.test(next) || isOnlyNoun(next))) return undefined;
      // "my own culture, the Brazilian culture": after a comma it renames a thing just named.
      if (/[,;:(]\s*$/u.test(before(match, sentence))) return undefined;
      return word(match, 2);
    },
  },
  {
    id: 'determiner.future-with-adjective-takes-article',
    category: 'Determiner',
    pattern: wordPattern(
      'giu',
    )`\b(${oneOf(FORMS_OF_HAVE)}|to|for|in|with|into|toward|towards|build|create|ensure|secure|guarantee|want|wants|need|needs|face|offer|offers|give|gives|promise|promises|of|about)\s+((?:(?:much|even|far|very)\s+)?(?:better|brighter|bright|good|great|sustainable|prosperous|happy|happier|secure|successful|uncertain|healthier|greener|cleaner|safer|promising|wonderful|positive|stable|peaceful|near|nearer|distant|foreseeable|immediate|not\s+too\s+distant)\s+future)\b(?!\s*-|\s+(?:generations?|plans?|careers?|jobs?|needs|use|of\s+\p{Ll}+s)\b)`,
    explanation: '“Future” with an adjective takes an article: “a better future”, “in the near future”.',
    fix: (match) => {
      const phrase = word(match, 2);
      // A time ahead of now is "the near future"; a kind of future one has or builds is "a bright future".
      const article = /^(?:near|nearer|distant|foreseeable|immediate|not)\b/iu.test(phrase) ? 'the' : 'a';
      return `${word(match, 1)} ${article} ${phrase}`;
    },
  },
  {
    id: 'determiner.job-someone-does-takes-i',
    category: 'Determiner',
    pattern:
      /\b(work|works|worked|working|job|career|employed|experience|volunteer|volunteered|volunteering|start|started|starting|continue|continued|carry\s+on|hired|trained|qualified|placement|internship)\s+as\s+((?:\p{Lu}?\p{Ll}+\s+)?)(\p{Ll}{3,})(?=\s*[,.!?;:]|\s+(?:and|in|at|for|with|because|but|from|since|on|who|there|when|I|he|she|we|they|to|until|during)\b)/gu,
    explanation: 'A job someone does takes “a” or “an”: “I worked as an instructor”.',
    fix: (match) => {
      const modifier = word(match, 2).trim();
      const noun = word(match, 3);
      // "work as well", "as many", "as a": only a describing word or a noun may stand before the job.
      if (
        modifier &&
        (wordPattern(
          'u',
        )`^(?:${oneOf(POSSESSIVE_DETERMINERS, ARTICLES)}|well|much|many|far|long|soon|good|hard|such|few|little|this|that|one|part|quickly|often|usual|before|always|possible|follows)$`.test(
          modifier,
        ) ||
          !/^\p{Lu}?\p{Ll}+$/u.test(modifier))
      )
        return undefined;
      if (ONE_HOLDER_POST.test(noun) || !tagsOfWord(noun).has('Actor')) return undefined;
      return `${word(match, 1)} as ${anBefore(modifier || noun)} ${word(match, 2)}${noun}`;
    },
  },
];

/**
 * After one of the words `lead`: an optional "very" (group 2), one or two describing words (group 3)
 * and a noun of `nouns` or "time" (group 4) that ends its phrase: "is (a) very popular place",
 * "in (a) different way"; group 1 is the lead word.
 */
function describedThingAfter(lead: string, nouns: string): RegExp {
  return new RegExp(
    String.raw`\b(${lead})\s+((?:(?:very|really|quite|extremely|pretty|rather|truly|relatively|fairly)\s+)?)(\p{Ll}+(?:(?:\s+and|,)\s+\p{Ll}+)?)\s+(${nouns}|time)(?=\s*[,.!?;:]|\s*$|\s+(?:${oneOf(PLACE_AND_TIME_PREPOSITIONS)}|and|but|or|which|that|who|where|with|because|so|when|for|from|to|of|than|there|here|as|around|like|if|since)\b)`,
    'giu',
  );
}

/** Whether the match's describing words and noun name one countable thing ("is Green Day": a capital starts a name). */
const namesOneThing = (match: RegExpMatchArray): boolean =>
  !/\p{Lu}/u.test(`${word(match, 3)}${word(match, 4)}`) && describesOneThing(word(match, 3), word(match, 4));

/** The match with "a" or "an" before its describing words. */
const withArticle = (match: RegExpMatchArray): string =>
  `${word(match, 1)} ${anBefore(word(match, 2) || word(match, 3))} ${word(match, 2)}${word(match, 3)} ${word(match, 4)}`;
