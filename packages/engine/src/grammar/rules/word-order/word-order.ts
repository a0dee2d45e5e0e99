import { tagsOfWord } from '../../../text/word-tags';
import { after, before, keepCase, type PatternRule, word } from '../../pattern-rule';
import {
  ARTICLES,
  FINITE_BE,
  FORMS_OF_DO,
  FORMS_OF_HAVE,
  MODALS,
  OBJECT_ONLY_PRONOUNS,
  oneOf,
  PLACE_AND_TIME_PREPOSITIONS,
  POSSESSIVE_DETERMINERS,
  wordPattern,
} from '../../word-classes';
import { isBareVerbOnly } from '../lexicon/collocations';
import { AUXILIARY, agreesWithBe, BE_OR_MODAL, PAST_PARTICIPLE } from '../lexicon/word-order';

export const WORD_ORDER_WORD_ORDER_RULES: readonly PatternRule[] = [
  {
    id: 'word-order.adverb-goes-after-have-before',
    category: 'Word order',
    pattern:
      /\b(have|has|had|I've|you've|we've|they've|he's|she's|it's)\s+(been)\s+(already|always|never|just|also|ever)\b/giu,
    explanation: 'The adverb goes after “have” and before “been”: “it has always been”.',
    fix: (match) => `${word(match, 1)} ${word(match, 3)} ${word(match, 2)}`,
  },
  {
    id: 'word-order.even-goes-after-negative-auxiliary',
    category: 'Word order',
    pattern: /\b(even)\s+(don't|doesn't|didn't|can't|couldn't|won't|wouldn't|haven't|hasn't)\b/giu,
    explanation: '“Even” goes after a negative auxiliary: “I don’t even know”.',
    fix: (match) => `${word(match, 2)} ${keepCase(word(match, 1), 'even').toLowerCase()}`,
  },
  {
    id: 'word-order.adverb-frequency-goes-before-main',
    category: 'Word order',
    pattern:
      /\b(I|you|we|they)\s+(play|go|eat|drink|watch|read|visit|take|spend|work|study|walk|cook|travel|listen|use|buy|meet|see)\s+(usually|always|never|often|normally)\b(?!\s*[,.!?;])/gu,
    explanation: 'An adverb of frequency goes before the main verb: “I usually play”.',
    fix: (match) => `${word(match, 1)} ${word(match, 3)} ${word(match, 2)}`,
  },
  {
    id: 'word-order.when-have-main-verb-adverb',
    category: 'Word order',
    pattern: wordPattern(
      'giu',
    )`\b(${oneOf(FORMS_OF_HAVE)})\s+(also|always|never|often|usually|sometimes|already)\s+(${oneOf(POSSESSIVE_DETERMINERS, ARTICLES)}|some|many|much|no|lots|plenty|enough|more|fun|time|money)\b`,
    explanation: 'When “have” is the main verb, the adverb goes before it: “I also have a car”.',
    fix: (match, sentence) =>
      // "to have also", "will have always": the adverb placement after a modal is another rule's.
      wordPattern('iu')`\b(?:${oneOf(MODALS, FORMS_OF_DO)}|to|not)\s+$`.test(before(match, sentence))
        ? undefined
        : `${word(match, 2)} ${word(match, 1)} ${word(match, 3)}`,
  },
  {
    id: 'word-order.adverb-goes-after-have-i',
    category: 'Word order',
    pattern: new RegExp(
      String.raw`\b(I|you|we|they|he|she|it)\s+(also|always|never|ever|just|recently)\s+(${oneOf(FORMS_OF_HAVE)})\s+(${PAST_PARTICIPLE})\b`,
      'giu',
    ),
    explanation: 'The adverb goes after “have”: “I have also studied”, “she has always been”.',
    fix: (match, sentence) =>
      // "more than it ever has been": in a comparison the adverb may stay before the verb.
      /\b(?:as|than)\s+$/iu.test(before(match, sentence))
        ? undefined
        : `${word(match, 1)} ${word(match, 3)} ${word(match, 2)} ${word(match, 4)}`,
  },
  {
    id: 'word-order.adverb-like-also-goes-after',
    category: 'Word order',
    pattern: wordPattern(
      'giu',
    )`\b(I|you|we|they|he|she|it|this|that|there|which|who|people)\s+(also|always|never|still|already|usually)\s+(${oneOf(FINITE_BE)})\b(?!\s*[,.!?;:)]|\s*$|\s+(?:but|and|or|because|though|although|too|today|now|tonight|anymore|either)\b)`,
    explanation: 'An adverb like “also” goes after “is” and “are”: “this is also true”.',
    fix: (match, sentence) => {
      const prior = before(match, sentence);
      // "as it always was" ends on the verb, as does "it still was, but": the adverb may stay before it.
      if (/\b(?:as|than|so|what|how)\s+$/iu.test(prior)) return undefined;
      // "but it still is the best": "still" before the verb stresses a contrast.
      if (word(match, 2).toLowerCase() === 'still' && /\b(?:but|yet|though|although)\s+$/iu.test(prior))
        return undefined;
      // "we still was": the verb disagrees with its subject, and moving the adverb leaves that wrong.
      if (!agreesWithBe(word(match, 1), word(match, 3))) return undefined;
      return `${word(match, 1)} ${word(match, 3)} ${word(match, 2)}`;
    },
  },
  {
    id: 'word-order.adverb-goes-before-be-after-2',
    category: 'Word order',
    pattern: new RegExp(
      String.raw`\b(${oneOf(MODALS)}|to)\s+(be)\s+(also|always|never|still|already|usually|definitely|probably)\b(?!\s*[,.!?;:]|\s*$)(?!\s+\p{Ll}+(?:ed|en|wn|ne|lt|pt|ght|ld)\b)`,
      'giu',
    ),
    explanation: 'The adverb goes before “be” after a modal: “it will also be useful”.',
    fix: (match, sentence) => {
      // "can be always get hurt": a bare verb after the adverb makes "be" the stray word, not the order.
      const next = /^\s+(\p{Ll}+)/u.exec(sentence.slice((match.index ?? 0) + match[0].length))?.[1] ?? '';
      if (isBareVerbOnly(next)) return undefined;
      return `${word(match, 1)} ${word(match, 3)} ${word(match, 2)}`;
    },
  },
  {
    id: 'word-order.in-indirect-question-subject-comes-2',
    category: 'Word order',
    pattern: wordPattern(
      'gu',
    )`\b(know|knew|wonder|wondering|wondered|ask|asked|asking|asks|tell|told|decide|decided|sure|idea|understand|explain|about|remember|forget|forgot|see|imagine|discover|learn)\s+((?:${oneOf(OBJECT_ONLY_PRONOUNS)}|her|you|myself|yourself|themselves|ourselves)\s+)?(what|where|how|why|when|who|which)\s+((?:\p{Ll}+\s+)?)(${oneOf(FINITE_BE)}|should|can|could|will|would)\s+(I|you|he|she|we|they|it)\b(?![^.!]*\?)`,
    explanation: 'In an indirect question the subject comes before the verb: “I don’t know what I should do”.',
    fix: (match) => {
      // "how much is it", "what else can we": a question word with its own word stays as it is;
      // "what it is they want" puts the question word in a cleft.
      const between = word(match, 4).trim();
      if (
        between &&
        (/^(?:much|many|long|often|far|old|soon|about|if|else|to|it|this|that|there)$/u.test(between) ||
          word(match, 3) === 'how')
      )
        return undefined;
      return `${word(match, 1)} ${word(match, 2)}${word(match, 3)} ${word(match, 4)}${word(match, 6)} ${word(match, 5)}`;
    },
  },
  {
    id: 'word-order.question-puts-verb-before-subject',
    category: 'Word order',
    pattern: wordPattern(
      'gu',
    )`^((?:But|And|So)\s+)?(I|it|this|that|he|she|they|you|we|there|It|This|That|He|She|They|You|We|There)\s+(${oneOf(FINITE_BE)}|can|could|will|would|should)\b(?=[^?.!,;:]*\?\s*$)`,
    explanation: 'A question puts the verb before the subject: “Is it true?”, “Can we go?”.',
    fix: (match, sentence) => {
      // One clause ending in a question mark, with no tag ("…, isn't it?") to make it a statement;
      // "… because do parents want that?" asks its question in a later clause of its own.
      const rest = sentence.slice((match.index ?? 0) + match[0].length);
      if (
        wordPattern('iu')`\b(?:${oneOf(FORMS_OF_DO)}|because|since|although|though|unless|when|while|that|if)\b`.test(
          rest,
        )
      )
        return undefined;
      const subject = word(match, 2) === 'I' ? 'I' : word(match, 2).toLowerCase();
      const opener = word(match, 1);
      return opener
        ? `${opener}${word(match, 3)} ${subject}`
        : `${keepCase(word(match, 2), word(match, 3))} ${subject}`;
    },
  },
  {
    id: 'word-order.also-goes-after-subject-in',
    category: 'Word order',
    pattern:
      // "and also we swam", "but also they": "also" may open a clause a conjunction joins (front
      // position, accepted in speech and in writing), so only the other openings are corrected.
      /(?<=(?:[,;]|\b(?:so|because|while|when|if|since|although|though|as))\s+)(also)\s+(I|we|they|he|she|you|it|people)\s+(\p{Ll}+)\b/gu,
    explanation: '“Also” goes after the subject, in mid position: “and they also help”, “it will also help”.',
    fix: (match, sentence) => {
      const prior = before(match, sentence);
      // "not only my sister but also I": "also" joins two subjects there.
      if (/\bnot\s+only\b/iu.test(prior) && /\bbut\s+$/iu.test(prior)) return undefined;
      // "My parents and also I like it": with no verb before it, "also I" is part of the subject.
      if (!prior.split(/[^\p{L}']+/u).some((earlier) => earlier && tagsOfWord(earlier.toLowerCase()).has('Verb')))
        return undefined;
      const subject = word(match, 2);
      const verb = word(match, 3);
      if (BE_OR_MODAL.test(verb)) return `${subject} ${verb} also`;
      // "also I have cycled": with a participle after it, "have" is the auxiliary the adverb follows.
      const next = /^\s+(\p{Ll}+)/u.exec(after(match, sentence))?.[1] ?? '';
      if (
        wordPattern('iu')`^(?:${oneOf(FORMS_OF_HAVE)})$`.test(verb) &&
        new RegExp(`^${PAST_PARTICIPLE}$`, 'u').test(next)
      )
        return `${subject} ${verb} also`;
      // The word after the subject must be its verb: "and also I myself", "also they both" are left alone.
      const tags = tagsOfWord(verb.toLowerCase());
      if (!tags.has('Verb') || tags.has('Adverb') || tags.has('Pronoun')) return undefined;
      return `${subject} also ${verb}`;
    },
  },
  {
    id: 'word-order.adverb-like-there-again-goes',
    category: 'Word order',
    // "You can buy there almost everything", "I want to see again the film": in English an
    // adverb of place or "again" does not come between a verb and its object but after it.
    pattern: wordPattern(
      'giu',
    )`\b(${oneOf(FORMS_OF_DO)}|buy|buys|bought|sell|sells|sold|find|finds|found|see|sees|saw|seen|meet|meets|met|eat|eats|ate|eaten|visit|visits|visited|learn|learns|learnt|learned|study|studies|studied|watch|watches|watched|enjoy|enjoys|enjoyed|make|makes|made|done|spend|spends|spent|play|plays|played|read|reads|write|writes|wrote|written)\s+(there|here|again)\s+((?:almost|also|many|lots\s+of|a\s+lot\s+of)?\s*(?:${oneOf(POSSESSIVE_DETERMINERS, ARTICLES)}|some|many|lots|everything|something|anything|all|this|these|those)\b[^,.;:!?]*?)(?=\s*[,.;:!?]|\s*$|\s+(?:${oneOf(PLACE_AND_TIME_PREPOSITIONS)}|about|for|with|from|to|because|and|but|when|if|which|that|who|so|as|or|while|before|after|until|since)\b)`,
    explanation:
      'An adverb like “there” or “again” goes after the object, not between the verb and its object: “you can buy almost everything there”.',
    fix: (match) => {
      const object = word(match, 3).trim();
      // "what I learned there the most was patience": a verb in the words after it means they are no object.
      const words = object.split(/\s+/u);
      if (words.some((inner) => AUXILIARY.test(inner) || isBareVerbOnly(inner.toLowerCase()))) return undefined;
      // "we played there all day", "I saw again the next morning": a time phrase is no object.
      if (
        object.split(/\s+/u).length > 5 ||
        /\b(?:day|days|night|nights|morning|evening|afternoon|week|weeks|month|months|year|years|time|times|weekend|moment|while|following|next|same|whole|rest|end)\b/iu.test(
          object,
        )
      )
        return undefined;
      return `${word(match, 1)} ${object} ${word(match, 2)}`;
    },
  },
  {
    id: 'word-order.quite-goes-before-quite-good',
    category: 'Word order',
    pattern:
      /\b(a|an)\s+(quite)\s+(?!different\b|separate\b|distinct\b|remarkable\b|extraordinary\b|exceptional\b|unique\b|unusual\b|simply\b)(\p{Ll}+)\b/giu,
    explanation: '“Quite” goes before “a”: “quite a good idea”.',
    fix: (match) => {
      const adjective = word(match, 3);
      if (!tagsOfWord(adjective).has('Adjective')) return undefined;
      return `${keepCase(word(match, 1), 'quite')} ${/^[aeiou]/iu.test(adjective) ? 'an' : 'a'} ${adjective}`;
    },
  },
  {
    id: 'word-order.when-subject-comes-after-exist',
    category: 'Word order',
    // "Currently, exist many courses": a verb with its subject after it needs "there" before it.
    pattern:
      /(?<=(?:^|,)\s*)(exist|exists|existed)\s+(?=(?:some|many|a\s+lot\s+of|lots\s+of|several|various|numerous|all|no|two|three|four|five)\b)|(?<=\b(?:think|thinks|thought|believe|believes|say|says|said|know|knows|claim|claims|agree|agrees|sure|clear|true)\s+that\s+)(exist|exists|existed)\s+(?=(?:some|many|a\s+lot\s+of|lots\s+of|several|various|numerous|no|two|three|other|\p{Ll}+s)\b)/giu,
    explanation: 'When the subject comes after “exist”, start with “there”: “there exist many courses”.',
    fix: (match) => {
      const verb = word(match, 1) || word(match, 2);
      return `there ${verb.toLowerCase()} `;
    },
  },
  {
    id: 'word-order.adverb-goes-after-first-auxiliary',
    category: 'Word order',
    pattern:
      /\b(will|would|could|should|must|might|may)\s+(have)\s+(never|always|already)\s+(\p{Ll}+(?:ed|en|wn|ne|lt|pt|ght|ld|ung|ade|ound|id|ard))\b/giu,
    explanation: 'The adverb goes after the first auxiliary: “I could never have imagined it”.',
    fix: (match) => `${word(match, 1)} ${word(match, 3)} ${word(match, 2)} ${word(match, 4)}`,
  },
];
