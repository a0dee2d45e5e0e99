import { phraseHas, thirdPersonFormOf } from '../../../text/word-forms';
import { tagsOfWord } from '../../../text/word-tags';
import { after, before, type PatternRule, word } from '../../pattern-rule';
import {
  ARTICLES,
  COUNTING_NOUNS_BEFORE_OF,
  DEMONSTRATIVES,
  FINITE_BE,
  FORMS_OF_DO,
  FORMS_OF_HAVE,
  MODALS,
  oneOf,
  POSSESSIVE_DETERMINERS,
  wordPattern,
} from '../../word-classes';
import { isObjectOfVerbBefore } from '../lexicon/basic';
import { isPlural } from '../lexicon/collocations';
import {
  AFTER_SUBJECT_NOT_VERB,
  CLAUSE_OPENING,
  isAdjectiveBeforeNoun,
  isPlainVerb,
  isSingularSubject,
  RELATIVE_VERB,
  SAME_AS_PARTICIPLE,
  SINGULAR_OR_GROUP,
  SUBJECT_VERB_WORDS,
  THIRD_PERSON_VERB,
  thirdPersonOf,
} from '../lexicon/verb-forms';
import { isFollowedByFiniteVerb, isWeatherVerbAfterPerson } from './not-the-pronoun-verb';

/** A plural noun and the preposition of a phrase after it ("lines from ", "people around "). */
const PLURAL_BEFORE_PREPOSITION =
  /\b(?:\p{Ll}{3,}s|people|children|men|women)\s+(?:of|from|in|on|about|by|with|around|across|at|for|near|throughout|all\s+over)\s+$/iu;

/** A noun, a preposition and the start of the noun phrase after it ("the coach of the ", "owners of "). */
const NOUN_AND_PREPOSITION_BEFORE = wordPattern(
  'iu',
)`(?:\b(\p{L}+)\s+)?\b(\p{L}+)\s+(?:of|from|in|on|about|by|with|at|for|near)\s+(?:(?:${oneOf(ARTICLES, DEMONSTRATIVES, POSSESSIVE_DETERMINERS)})\s+)?(?:\p{Ll}+\s+)?$`;

/** Words after which the next word is a noun (or its adjective). */
const DETERMINERS_BEFORE_NOUN = wordPattern('iu')`^(?:${oneOf(ARTICLES, DEMONSTRATIVES, POSSESSIVE_DETERMINERS)})$`;

/**
 * "the coach of the girls who trains": the relative clause may describe the noun before the
 * preposition ("the coach … who trains") as well as the plural after it, and the writer's verb
 * agrees with the first; which one is meant the words cannot say, so no fix is offered. A noun that
 * only counts the one after "of" ("a lot of people who") leaves the plural the clear head.
 */
function mayDescribeNounBeforePhrase(textBefore: string): boolean {
  const found = NOUN_AND_PREPOSITION_BEFORE.exec(textBefore);
  const head = found?.[2]?.toLowerCase();
  if (!head || (COUNTING_NOUNS_BEFORE_OF as readonly string[]).includes(head)) return false;
  const tags = tagsOfWord(head);
  if (tags.has('Pronoun') || tags.has('Plural')) return false;
  // "the coach of": after a determiner the word is a noun, whatever it may be elsewhere.
  return tags.has('Noun') || DETERMINERS_BEFORE_NOUN.test(found?.[1] ?? '');
}

export const AGREEMENT_VERB_FORMS_RULES: readonly PatternRule[] = [
  {
    id: 'agreement.after-he-she-present-tense-2',
    category: 'Agreement',
    pattern:
      /\b(he|she|it)\s+(also|always|still|never|often|usually|sometimes|just|really|only|even|already|normally|generally)\s+(have|do|don't|go|want|like|need|make|get|take|give|know|think|seem|look|feel|live|work|love|play|help|become|cause|allow|provide|mean|let)\b/giu,
    explanation: 'After “he”, “she” or “it”, a present-tense verb takes -s (“it still has”, “she always goes”).',
    fix: (match, sentence) => {
      if (
        wordPattern(
          'iu',
        )`\b(?:${oneOf(MODALS, FORMS_OF_DO)}|let|make|makes|made|help|to|not|n't|and|or|that|if|how|what|why|when|where)\s+$`.test(
          before(match, sentence),
        )
      )
        return undefined;
      const verb = word(match, 3).toLowerCase();
      const third = { have: 'has', do: 'does', "don't": "doesn't", go: 'goes' }[verb] ?? thirdPersonFormOf(verb);
      return third && third !== verb ? `${word(match, 1)} ${word(match, 2)} ${third}` : undefined;
    },
  },
  {
    id: 'agreement.uncountable-noun-takes-singular-verb',
    category: 'Agreement',
    pattern:
      /\b((?:(?:the|this|our|their|my)\s+)?(?:public\s+|air\s+|modern\s+|new\s+|information\s+|environmental\s+|noise\s+)?(?:pollution|transport|transportation|technology|education|traffic|information|money|music|food|tourism|society|knowledge|equipment|furniture|research|advertising|health|unemployment|poverty|crime))\s+(have|are|were|do|don't|make|cause|help|give|allow|need|seem|become|bring|provide|create|affect|produce|play|mean|offer|lead|let|keep|take|save|reduce|increase|depend)\b/giu,
    explanation: 'An uncountable noun takes a singular verb: “pollution causes”, “technology has”.',
    fix: (match, sentence) => {
      // The noun must open its clause: "the benefits of technology are" has another subject.
      const prior = before(match, sentence);
      if (
        !/^\s*$/u.test(prior) &&
        !/[,;]\s*$/u.test(prior) &&
        !/\b(?:and|but|because|that|so|if|when|as|since|while|why|where|think|believe)\s+$/iu.test(prior)
      )
        return undefined;
      // "books, films, and music are": nouns joined by "and" are a plural subject.
      if (/\p{L}+,\s+\p{L}+,?\s+and\s+$/u.test(prior) || isNoun(/(\p{L}+),?\s+and\s+$/u.exec(prior)?.[1] ?? ''))
        return undefined;
      const verb = word(match, 2).toLowerCase();
      const singular =
        { have: 'has', are: 'is', were: 'was', do: 'does', "don't": "doesn't" }[verb] ?? thirdPersonFormOf(verb);
      return singular && singular !== verb ? `${word(match, 1)} ${singular}` : undefined;
    },
  },
  {
    id: 'agreement.subject-one-one-my-friends',
    category: 'Agreement',
    pattern: wordPattern(
      'giu',
    )`\b(one\s+of\s+(?:${oneOf(POSSESSIVE_DETERMINERS)}|the|these|those)\s+(?:\p{Ll}+\s+)?\p{Ll}{3,}s)\s+(are|were|have|do|don't)\b`,
    explanation: 'The subject is “one”: “one of my friends is”.',
    fix: (match) => {
      const noun = (word(match, 1).split(/\s+/u).at(-1) ?? '').toLowerCase();
      // compromise reads some plural nouns alone as verbs ("books"); after "one of my" the word is a noun.
      if (!isPlural(noun) && (/(?:ss|us|is|ics|ness|news|series|species)$/u.test(noun) || !/s$/u.test(noun)))
        return undefined;
      const verb = word(match, 2).toLowerCase();
      return `${word(match, 1)} ${{ are: 'is', were: 'was', have: 'has', do: 'does', "don't": "doesn't" }[verb] ?? verb}`;
    },
  },
  {
    id: 'agreement.number-singular-number-cars-growing',
    category: 'Agreement',
    pattern: /\b(the\s+number\s+of\s+(?:\p{Ll}+\s+)?\p{Ll}+)\s+(are|were|have)\b/giu,
    explanation: '“The number of” is singular: “the number of cars is growing”.',
    fix: (match) =>
      `${word(match, 1)} ${{ are: 'is', were: 'was', have: 'has' }[word(match, 2).toLowerCase()] ?? word(match, 2)}`,
  },
  {
    id: 'agreement.plural-subject-takes-plural-verb-2',
    category: 'Agreement',
    pattern:
      /\b((?:a\s+lot\s+of|lots\s+of|many|most|a\s+few|some|all|several|plenty\s+of)\s+(?:\p{Ll}+\s+)?(?:people|children|students|men|women|teenagers|parents|tourists|families|countries|cities|cars|things|companies))\s+(is|was|has|does|doesn't)\b/giu,
    explanation: 'A plural subject takes a plural verb: “a lot of people are”.',
    fix: (match, sentence) =>
      isObjectOfVerbBefore(before(match, sentence))
        ? undefined
        : `${word(match, 1)} ${{ is: 'are', was: 'were', has: 'have', does: 'do', "doesn't": "don't" }[word(match, 2).toLowerCase()] ?? word(match, 2)}`,
  },
  {
    id: 'agreement.after-people-who-verb-takes',
    category: 'Agreement',
    pattern:
      /\b(people|students|children|those|parents|teenagers|tourists|others|persons|men|women|adults|users|workers|citizens)\s+(who|that)\s+(\p{Ll}{3,}s)\b/gu,
    explanation: 'After “people who”, the verb takes no -s: “people who live”.',
    fix: (match, sentence) => {
      if (mayDescribeNounBeforePhrase(before(match, sentence))) return undefined;
      const verb = word(match, 3);
      const base = /ies$/u.test(verb)
        ? verb.replace(/ies$/u, 'y')
        : /(?:ches|shes|sses|xes|oes)$/u.test(verb)
          ? verb.slice(0, -2)
          : verb.slice(0, -1);
      if (
        !isPlainVerb(base) &&
        !/^(?:live|work|like|want|need|play|love|think|use|travel|study|help|come|go|make|take|get|give|know|spend|drive|say|try|find|look|feel|believe|prefer|enjoy|hate|stay|visit|buy|pay|own|care|speak|run|move|wish|hope|plan|start|learn|watch|read|eat|smoke|drink|walk)$/u.test(
          base,
        )
      )
        return undefined;
      return `${word(match, 1)} ${word(match, 2)} ${base}`;
    },
  },
  {
    id: 'agreement.in-person-who-verb-agrees',
    category: 'Agreement',
    pattern: wordPattern(
      'giu',
    )`\b((?:${oneOf(ARTICLES)}|this|that|every|each|any)\s+(?:\p{Ll}+\s+)?(\p{Ll}{3,})\s+(?:who|that|which))\s+(\p{Ll}+)\b`,
    explanation: 'In “a person who …”, the verb agrees with the singular noun: “a person who likes”.',
    fix: (match, sentence) => {
      const noun = word(match, 2).toLowerCase();
      const verb = word(match, 3).toLowerCase();
      if (/(?:s|ics)$/u.test(noun) || SINGULAR_OR_GROUP.test(noun) || !RELATIVE_VERB.test(verb)) return undefined;
      if (/\b(?:one|some|many|all|most|each|none|both)\s+of\s+$/iu.test(before(match, sentence))) return undefined;
      // "lines from the poem that support my idea", "people across the country who speak": the clause
      // may describe the plural noun before the preposition phrase, which its verb then agrees with.
      if (PLURAL_BEFORE_PREPOSITION.test(before(match, sentence))) return undefined;
      // "songs that she felt that make …": the word before "who"/"that" is a verb, not a noun, so
      // the clause belongs to a noun further back.
      const nounTags = tagsOfWord(noun);
      if (nounTags.has('Verb') && !nounTags.has('Noun')) return undefined;
      const third = { have: 'has', do: 'does', go: 'goes' }[verb] ?? `${verb}s`.replace(/([^aeiou])ys$/u, '$1ies');
      return `${word(match, 1)} ${third}`;
    },
  },
  {
    id: 'agreement.after-plural-noun-who-that',
    category: 'Agreement',
    pattern: /\b(\p{Ll}{3,}s)\s+(who|that|which)\s+(\p{Ll}{3,}s)\b/gu,
    explanation: 'After a plural noun, “who” and “that” take a verb without -s: “projects that help”.',
    fix: (match, sentence) => {
      const noun = word(match, 1);
      const verb = word(match, 3);
      // compromise reads some plural nouns alone as verbs ("projects"); a determiner before settles it.
      const determined = /\b(?:the|these|those|many|some|all|my|our|their|your|other|several|new|more)\s+$/iu.test(
        before(match, sentence),
      );
      if ((!isPlural(noun) && !determined) || /(?:ss|us|is|ics|news)$/u.test(noun)) return undefined;
      if (mayDescribeNounBeforePhrase(before(match, sentence))) return undefined;
      if (
        wordPattern(
          'iu',
        )`\b(?:one|each|every|any|none)\s+(?:of\s+)?(?:${oneOf(POSSESSIVE_DETERMINERS)}|the|these|those)?\s*$`.test(
          before(match, sentence),
        )
      )
        return undefined;
      const base = verb
        .replace(/ies$/u, 'y')
        .replace(/(?<=(?:ch|sh|ss|x|o))es$/u, '')
        .replace(/s$/u, '');
      if (!RELATIVE_VERB.test(base)) return undefined;
      return `${noun} ${word(match, 2)} ${base}`;
    },
  },
  {
    id: 'agreement.everyone-someone-nobody-take-singular',
    category: 'Agreement',
    pattern:
      /\b(everyone|everybody|someone|somebody|nobody|no\s+one|anyone|anybody|each\s+(?:one|person|student|child|member|country|citizen|individual|of\s+(?:us|them|you)))(\s+else)?\s+(\p{Ll}+)\b(?!\s*-)/giu,
    explanation: '“Everyone”, “someone” and “nobody” take a singular verb: “everyone knows”, “nobody wants”.',
    fix: (match, sentence) => {
      // "let everyone know", "does anyone know", "would anyone like": the verb is an infinitive.
      if (
        wordPattern(
          'iu',
        )`(?:\b(?:${oneOf(MODALS, FORMS_OF_HAVE, FORMS_OF_DO)}|let|lets|letting|make|makes|made|making|help|helps|helped|helping|having|see|saw|seeing|watch|watching|hear|heard|to|not)|n't|['’]d)\s+$`.test(
          before(match, sentence),
        )
      )
        return undefined;
      const verb = word(match, 3).toLowerCase();
      // "someone like me": "like" after a pronoun is as often a preposition.
      if (verb === 'like') return undefined;
      // "I suggest everyone go": after a verb of asking or proposing the verb stays bare (the subjunctive).
      if (
        /\b(?:suggest\p{L}*|recommend\p{L}*|insist\p{L}*|demand\p{L}*|request\p{L}*|requir\p{L}*|propos\p{L}*|advis\p{L}*|urg\p{L}*|important|essential|vital|necessary|crucial)\s+(?:that\s+)?$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      if (
        !THIRD_PERSON_VERB.test(verb) &&
        !/^(?:agree|deserve)$/u.test(verb) &&
        !(isPlainVerb(verb) && !SAME_AS_PARTICIPLE.test(verb))
      )
        return undefined;
      const third = thirdPersonOf(verb);
      return third && third !== verb ? `${word(match, 1)}${word(match, 2)} ${third}` : undefined;
    },
  },
  {
    id: 'agreement.after-he-she-present-tense-3',
    category: 'Agreement',
    pattern:
      /\b(it|he|she)\s+((?:also|always|still|never|often|usually|sometimes|just|really|only|even|already|normally|generally|actually|certainly|definitely|totally|completely|simply|hardly|rarely|seldom|easily)\s+)?(\p{Ll}+)\b(?!\s*-)/giu,
    explanation: 'After “he”, “she” or “it”, a present-tense verb takes -s: “it makes”, “she lives”.',
    fix: (match, sentence) => {
      const verb = word(match, 3);
      if (!THIRD_PERSON_VERB.test(verb) && !(isPlainVerb(verb) && !SAME_AS_PARTICIPLE.test(verb))) return undefined;
      // "it like a drug" lacks "is"; "she use to" means "used to": -s would not mend either.
      const rest = after(match, sentence);
      if ((verb === 'like' && /^it$/iu.test(word(match, 1))) || (verb === 'use' && /^\s+to\b/u.test(rest)))
        return undefined;
      if (isWeatherVerbAfterPerson(word(match, 1), verb) || isFollowedByFiniteVerb(rest)) return undefined;
      const prior = before(match, sentence);
      if (
        !CLAUSE_OPENING.test(prior) &&
        !/\b(?:that|think|believe|hope|guess|suppose|sure|know|say|says|mean|means)\s+$/iu.test(prior)
      )
        return undefined;
      // "he and she go": two subjects take a plural verb.
      if (/\b(?:I|you|he|she|it|we|they|him|her|me|us|them)\s+(?:and|or)\s+$/iu.test(prior)) return undefined;
      // "I suggest that he go", "so that it work": leave the rarer subjunctive alone.
      if (
        /\b(?:suggest\p{L}*|recommend\p{L}*|insist\p{L}*|demand\p{L}*|request\p{L}*|requir\p{L}*|propos\p{L}*|advis\p{L}*|urg\p{L}*|important|essential|vital|necessary|crucial)\b[^,.;]*$/iu.test(
          prior,
        )
      )
        return undefined;
      const third = thirdPersonOf(verb);
      return third && third !== verb ? `${word(match, 1)} ${word(match, 2)}${third}` : undefined;
    },
  },
  {
    id: 'agreement.singular-subject-takes-verb-with',
    category: 'Agreement',
    pattern: new RegExp(
      String.raw`(?<=\b(?:${oneOf(POSSESSIVE_DETERMINERS, ARTICLES)}|this|that|every|each)\s+(?:\p{Ll}+\s+)?)(\p{Ll}{3,})\s+(${SUBJECT_VERB_WORDS})(?=\s+(\p{Ll}+))`,
      'giu',
    ),
    explanation: 'A singular subject takes a verb with -s: “this book makes me think”, “the plan sounds great”.',
    fix: (match, sentence) => {
      const noun = word(match, 1);
      const verb = word(match, 2);
      const next = word(match, 3);
      const subject = wordPattern(
        'iu',
      )`\b(${oneOf(POSSESSIVE_DETERMINERS, ARTICLES)}|this|that|every|each)\s+(?:(\p{Ll}+)\s+)?$`.exec(
        before(match, sentence),
      );
      if (!subject || /\p{Lu}/u.test(noun + verb + (subject[2] ?? ''))) return undefined;
      // "a tar like substance", "a drug cause you to …": "like" and "cause" may be a preposition or "because".
      if (/^(?:like|cause)$/iu.test(verb)) return undefined;
      // Only where the noun opens its clause: after "and" or a bare comma it may close a list of subjects
      // ("my mum and my dad have", "computers, phones, the Internet have").
      const opening = sentence.slice(0, (match.index ?? 0) - subject[0].length);
      if (
        !/(?:^\s*|[,;]\s*(?:and|but|so)\s+|\b(?:because|when|if|although|since|while|that|think|believe|hope)\s+)$/iu.test(
          opening,
        )
      )
        return undefined;
      const adjective = subject[2]?.toLowerCase();
      if (adjective && !isAdjectiveBeforeNoun(adjective)) return undefined;
      // "the school play was", "a TV show goes", "the product support team is", "the member offer provided by":
      // a verb after the second or third word shows that the words before it are all nouns.
      const afterNext = /^\s+\p{L}+\s+(\p{L}+)/u.exec(sentence.slice((match.index ?? 0) + match[0].length))?.[1] ?? '';
      if (
        AFTER_SUBJECT_NOT_VERB.test(next) ||
        phraseHas(`it ${next}`, '#PresentTense') ||
        /ed$/u.test(next) ||
        wordPattern(
          'iu',
        )`^(?:${oneOf(FINITE_BE, FORMS_OF_HAVE)}|can|cannot|will|would|should|shall|must|may|might|does|did)$`.test(
          afterNext,
        )
      )
        return undefined;
      if (!isSingularSubject(noun.toLowerCase())) return undefined;
      const third = thirdPersonOf(verb.toLowerCase());
      return third && third !== verb ? `${noun} ${third}` : undefined;
    },
  },
];

function isNoun(candidate: string): boolean {
  const tags = tagsOfWord(candidate.toLowerCase());
  return (tags.has('Noun') || tags.has('Plural')) && !tags.has('Pronoun');
}
