import { formOfBe, infinitiveOf, pastTenseOf, phraseHas, thirdPersonFormOf } from '../../../text/word-forms';
import { after, before, type PatternRule, word } from '../../pattern-rule';
import {
  ARTICLES,
  FINITE_BE,
  FORMS_OF_DO,
  FORMS_OF_HAVE,
  MODALS,
  OBJECT_ONLY_PRONOUNS,
  oneOf,
  wordPattern,
} from '../../word-classes';
import { gerundOf, isBareVerbOnly, pastParticipleOf } from '../lexicon/collocations';
import {
  ADJECTIVE_AFTER_BE,
  AMBIGUOUS_AFTER_BE,
  BEFORE_PARTICIPLE,
  FINISHED_TIME,
  formsOf,
  isPlainVerb,
  isRegularisedWithoutObject,
  OBJECT_AFTER,
  PAST_AFTER_TO,
  PAST_NOT_PARTICIPLE,
  RARELY_PASSIVE,
  REGULARISED_PAST,
  SAME_AS_PARTICIPLE,
  THIRD_PERSON_VERB,
  TO_INFINITIVE_TAKERS,
} from '../lexicon/verb-forms';
import { mayMeanHaveTo } from './have-to-meant';

export const VERB_FORMS_VERB_FORMS_1_RULES: readonly PatternRule[] = [
  {
    id: 'verb-form.this-verb-irregular-buy-bought',
    category: 'Verb form',
    pattern: new RegExp(String.raw`\b(${[...REGULARISED_PAST.keys()].join('|')})\b`, 'giu'),
    explanation: 'This verb is irregular: “buy, bought, bought”, “take, took, taken”, “wake, woke, woken”.',
    fix: (match, sentence) => {
      const forms = REGULARISED_PAST.get(word(match, 1).toLowerCase());
      if (!forms) return undefined;
      if (isRegularisedWithoutObject(word(match, 1), after(match, sentence))) return undefined;
      // After "have" or "be" the verb is a participle: "has taken", "was built"; elsewhere a past tense.
      return BEFORE_PARTICIPLE.test(before(match, sentence)) ? forms[2] : forms[1];
    },
  },
  {
    id: 'verb-form.after-have-use-past-participle-3',
    category: 'Verb form',
    pattern: new RegExp(
      String.raw`\b(have|has|had|(?:${oneOf(FORMS_OF_HAVE)})n['’]t|(?:I|you|we|they)['’]ve|(?:I|you|he|she|we|they)['’]d)\s+((?:(?:I|you|we|they|he|she|it|not|never|ever|already|just|also|always|finally|recently|all|probably|certainly|really)\s+){0,2})(${[...PAST_NOT_PARTICIPLE.keys()].join('|')})\b`,
      'giu',
    ),
    explanation: 'After “have”, use the past participle: “have gone”, “has taken”, “had begun”, not the past tense.',
    fix: (match, sentence) => {
      // "has it ran": a subject after "have" only in a question; "the car I had I drove" is two clauses.
      if (
        /\b(?:I|you|we|they|he|she|it)\s/iu.test(word(match, 2)) &&
        !/(?:^|[,;:?!"“]|\b(?:and|but|or|so|why|when|where|what|how|if))\s*$/iu.test(before(match, sentence))
      )
        return undefined;
      const forms = PAST_NOT_PARTICIPLE.get(word(match, 3).toLowerCase());
      return forms ? `${word(match, 1)} ${word(match, 2)}${forms[2]}` : undefined;
    },
  },
  {
    id: 'verb-form.have-ever-have-never-take',
    category: 'Verb form',
    pattern: wordPattern(
      'giu',
    )`\b(${oneOf(FORMS_OF_HAVE)})\s+((?:I|you|we|they|he|she|it)\s+)?(ever|never)\s+(\p{Ll}+)\b`,
    explanation: '“Have ever” and “have never” take the past participle: “have you ever watched”, “I have never seen”.',
    fix: (match) => {
      const verb = word(match, 4);
      const curated = verb === 'be' || THIRD_PERSON_VERB.test(verb) || isPlainVerb(verb);
      // "might have never have read": the second "have" is a doubled auxiliary, not a verb to put in the past.
      if (!curated || SAME_AS_PARTICIPLE.test(verb) || wordPattern('u')`^(?:${oneOf(FORMS_OF_HAVE)})$`.test(verb))
        return undefined;
      const participle = verb === 'be' ? 'been' : (formsOf(verb)?.[2] ?? pastParticipleOf(verb));
      return participle && participle !== verb
        ? `${word(match, 1)} ${word(match, 2)}${word(match, 3)} ${participle}`
        : undefined;
    },
  },
  {
    id: 'verb-form.after-verb-in-its-base-2',
    category: 'Verb form',
    pattern: new RegExp(
      String.raw`\b(${TO_INFINITIVE_TAKERS})\s+to\s+(${[...PAST_AFTER_TO.keys()].join('|')})\b`,
      'giu',
    ),
    explanation: 'After “to”, a verb is in its base form: “we had to teach”, “I want to go”.',
    fix: (match) => {
      const forms = PAST_AFTER_TO.get(word(match, 2).toLowerCase());
      return forms ? `${word(match, 1)} to ${forms[0]}` : undefined;
    },
  },
  {
    id: 'verb-form.after-be-verb-ing-form',
    category: 'Verb form',
    pattern: /\b(be|been|being|was|were)\s+(\p{Ll}+)\b(?!\s*-)/gu,
    explanation: 'After “be”, a verb is an -ing form or a past participle: “it was built”, “we were involved”.',
    fix: (match, sentence) => {
      const verb = word(match, 2);
      if (!isPlainVerb(verb) || SAME_AS_PARTICIPLE.test(verb)) return undefined;
      if (AMBIGUOUS_AFTER_BE.test(verb) || RARELY_PASSIVE.test(verb)) return undefined;
      // "what I want is go": after a clause the verb may be an infinitive without "to".
      // After a modal, "be" is the passive's: "will be strengthen" wants the participle whatever came before.
      const prior = before(match, sentence);
      const passive = /^be$/iu.test(word(match, 1)) && wordPattern('iu')`\b(?:${oneOf(MODALS)})\s+$`.test(prior);
      if (
        !passive &&
        wordPattern('iu')`\b(?:${oneOf(FORMS_OF_DO)}|what|all|thing|only|to)\s+(?:\p{L}+\s+){0,3}$`.test(prior)
      )
        return undefined;
      // "would be annoy us", "was visit my aunt": a verb with an object is active (the rule after this one);
      // "must be complete" is an adjective.
      if (OBJECT_AFTER.test(after(match, sentence)) || ADJECTIVE_AFTER_BE.test(verb)) return undefined;
      const participle = pastParticipleOf(verb);
      return participle ? `${word(match, 1)} ${participle}` : undefined;
    },
  },
  {
    id: 'verb-form.after-have-use-past-participle-4',
    category: 'Verb form',
    pattern: /\b(have|has|had|I've|you've|we've|they've|haven't|hasn't|hadn't)\s+(\p{Ll}+)\b(?!\s*-)/giu,
    explanation: 'After “have”, use the past participle (“have bought”, “has improved”).',
    fix: (match, sentence) => {
      const verb = word(match, 2);
      if (!isPlainVerb(verb) || SAME_AS_PARTICIPLE.test(verb) || mayMeanHaveTo(match, sentence)) return undefined;
      const participle = pastParticipleOf(verb);
      return participle && participle !== verb ? `${word(match, 1)} ${participle}` : undefined;
    },
  },
  {
    id: 'verb-form.after-preposition-verb-takes-ing-2',
    category: 'Verb form',
    pattern: /\b(before|after|without|instead\s+of)\s+to\s+(\p{Ll}+)\b/giu,
    explanation: 'After a preposition, a verb takes the -ing form: “before going”, “without asking”.',
    fix: (match, sentence) => {
      // "stay after to finish", "came back before to help": after a verb of staying or coming
      // "after" and "before" are adverbs of time, and "to" opens the purpose.
      if (
        /\b(?:stay|stays|stayed|staying|remain|remained|come|comes|came|coming|back|behind|early|late)\s+$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      const ing = gerundOf(word(match, 2));
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
  {
    id: 'verb-form.after-preposition-verb-takes-ing-3',
    category: 'Verb form',
    pattern:
      /\b(about|of|without|by|after|before|instead\s+of)\s+(\p{Ll}+)(?=\s*[,.!?;]|\s*$|\s+(?:and|or|but|because|when|if|so)\b)/giu,
    explanation: 'After a preposition, a verb takes the -ing form: “talk about eating”, “without changing”.',
    fix: (match, sentence) => {
      const verb = word(match, 2);
      if (!isBareVerbOnly(verb) || /^(?:go|come|be|have|do|travel)$/u.test(verb)) return undefined;
      if (wordPattern('iu')`\b(?:to|${oneOf(MODALS)})\s+$`.test(before(match, sentence))) return undefined;
      const ing = gerundOf(verb);
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
  {
    id: 'verb-form.finished-time-yesterday-last-year',
    category: 'Verb tense',
    pattern: new RegExp(
      String.raw`\b(have|has|I've|you've|we've|they've|he's|she's)\s+((?:already\s+|just\s+|never\s+|ever\s+)?\p{Ll}+(?:ed|en|own|one|ought|ught|ade|ept|ent|een|ound))\b([^,;.!?]{0,40}?)\b(${FINISHED_TIME})\b`,
      'giu',
    ),
    explanation: 'A finished time (“yesterday”, “last year”, “ago”) takes the past simple: “I visited it last year”.',
    fix: (match, sentence) => {
      const participle = word(match, 2).replace(/^(?:already|just|never|ever)\s+/iu, '');
      const between = word(match, 3);
      // "since last year", "for the last year": a time up to now keeps the present perfect.
      if (/\b(?:since|for|the|until|till)\s*$/iu.test(between) || /\b(?:since|until|from)\b/iu.test(between))
        return undefined;
      if (/^(?:he's|she's)$/iu.test(word(match, 1)) && !/ed$|en$/u.test(participle)) return undefined;
      if (/\bsince\b/iu.test(before(match, sentence))) return undefined;
      const subject = word(match, 1).replace(/'(?:ve|s)$/iu, '');
      const plural = /^(?:you|we|they)$/iu.test(subject);
      const past =
        participle.toLowerCase() === 'been'
          ? /^\s*to\b/iu.test(between)
            ? 'went'
            : plural
              ? 'were'
              : 'was'
          : pastTenseOf(participle);
      if (!past || !phraseHas(`we ${participle}`, '#Verb')) return undefined;
      // "have" alone: the subject is before the match ("My parents have visited … last year").
      const head = /^(?:have|has)$/iu.test(subject) ? '' : `${subject} `;
      return `${head}${past}${between}${word(match, 4)}`;
    },
  },
  {
    id: 'verb-form.after-if-when-about-future',
    category: 'Verb tense',
    pattern:
      /\b(if|when|as\s+soon\s+as|after|before|until|unless)\s+(I|you|he|she|it|we|they)\s+(will|'ll)\s+(\p{Ll}+)\b/giu,
    explanation: 'After “if” or “when” about the future, use the present: “if it rains”, “when I arrive”.',
    fix: (match, sentence) => {
      // "I don't know if it will rain", "ask when he will come", "the day when we will meet": a question
      // inside a sentence, or a "when" that describes a time, keeps its "will".
      if (
        /^(?:if|when)$/iu.test(word(match, 1)) &&
        wordPattern(
          'iu',
        )`\b(?:know|knows|knew|known|wonder\p{L}*|ask\p{L}*|sure|certain|idea|tell\s+(?:${oneOf(OBJECT_ONLY_PRONOUNS)}|her)|see|check|decide|doubt\p{L}*|guess|predict|clear|unclear|question|matter|depends?\s+on|remember|find\s+out|understand|imagine|day|time|moment|year|point|age|future|era|period|date|hour)\s+$`.test(
          before(match, sentence),
        )
      )
        return undefined;
      const subject = word(match, 2);
      const verb = word(match, 4).toLowerCase();
      // After "will" the word is a verb; an adverb between ("will probably") is left alone.
      if (/ly$|^(?:not|never|always|also|still|just|really|soon|ever|even|only|all|both)$/u.test(verb))
        return undefined;
      const third = /^(?:he|she|it)$/iu.test(subject);
      const present =
        verb === 'be'
          ? subject.toLowerCase() === 'i'
            ? 'am'
            : third
              ? 'is'
              : 'are'
          : third
            ? ({ have: 'has', do: 'does', go: 'goes' }[verb] ?? thirdPersonFormOf(verb))
            : verb;
      return present ? `${word(match, 1)} ${subject} ${present}` : undefined;
    },
  },
  {
    id: 'verb-form.in-if-part-past-condition',
    category: 'Verb tense',
    pattern: /\b(if)\s+(I|you|he|she|it|we|they)\s+(would\s+have|'d\s+have)\s+(\p{Ll}+)\b/giu,
    explanation: 'In the “if” part of a past condition, use the past perfect: “if I had known”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} had ${word(match, 4)}`,
  },
  {
    id: 'verb-form.worth-followed-by-ing-form',
    category: 'Verb form',
    pattern: /\b(worth)\s+to\s+(\p{Ll}+)\b/giu,
    explanation: '“Worth” is followed by the -ing form: “it is worth visiting”.',
    fix: (match) => {
      // After "worth to" the word can only be a verb.
      const ing = gerundOf(word(match, 2));
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
  {
    id: 'verb-form.age-takes-be-i-am',
    category: 'Verb form',
    pattern: wordPattern(
      'giu',
    )`\b(I|he|she|we|they|you)\s+(${oneOf(FORMS_OF_HAVE)})\s+((?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?\s+years)(?:\s+old)?(?=\s*[,.!?;]|\s+(?:and|but|so|when|now)\b)`,
    explanation: 'An age takes “be”: “I am twenty years old”.',
    fix: (match) => {
      const subject = word(match, 1);
      const past = word(match, 2).toLowerCase() === 'had';
      return `${subject} ${formOfBe(subject, past)} ${word(match, 3)} old`;
    },
  },
  {
    id: 'verb-form.after-preposition-verb-takes-ing-4',
    category: 'Verb form',
    pattern:
      /\b(about|without|instead\s+of|by|after|before)\s+(went|saw|made|took|gave|found|bought|came|ate|wrote|got|knew|thought|spent|met|brought|told|chose|left|became|began|drove|flew|forgot|sold|sent|taught|understood|won|lost)\b/giu,
    explanation: 'After a preposition, a verb takes the -ing form: “about finding”, “without telling”.',
    fix: (match, sentence) => {
      // "before/after" may open a clause: "after we went", not "after went"; a subject would sit between.
      if (wordPattern('iu')`\b(?:${oneOf(ARTICLES)})\s+$`.test(before(match, sentence))) return undefined;
      const base = infinitiveOf(word(match, 2));
      const ing = base ? gerundOf(base) : undefined;
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
  {
    id: 'verb-form.after-verb-in-past-will',
    category: 'Verb tense',
    pattern: wordPattern(
      'giu',
    )`\b(said|thought|knew|believed|promised|hoped|expected|decided|realised|realized|imagined|was\s+sure|were\s+sure|told\s+(?:${oneOf(OBJECT_ONLY_PRONOUNS)}|her))\s+((?:that\s+)?(?:I|you|he|she|it|we|they)\s+)(will|can)\b(?!\s+(?:still|always)\b)`,
    explanation:
      'After a verb in the past, “will” and “can” move back to “would” and “could”: “she said she would come”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)}${word(match, 3).toLowerCase() === 'will' ? 'would' : 'could'}`,
  },
  {
    id: 'verb-form.after-had-better-would-rather',
    category: 'Verb form',
    pattern: /\b(had\s+better|'d\s+better|would\s+rather|'d\s+rather|let's|lets\s+us)\s+(to)\s+(\p{Ll}+)\b/giu,
    explanation: 'After “had better”, “would rather” and “let’s”, the verb follows without “to”.',
    fix: (match) => `${word(match, 1)} ${word(match, 3)}`,
  },
  {
    id: 'verb-form.after-in-order-have-be',
    category: 'Verb form',
    pattern: wordPattern(
      'giu',
    )`\b(in\s+order\s+to|so\s+as\s+to|(?:${oneOf(FINITE_BE)}|be|been)\s+able\s+to|(?:${oneOf(FORMS_OF_HAVE)})\s+to|(?:${oneOf(FINITE_BE)})\s+going\s+to|ought\s+to|used\s+to(?=\s+\p{Ll}+ing\s+(?:${oneOf(ARTICLES)}|my|his|her|our|their|to|in|at|every)\b))\s+(\p{Ll}{3,}ing)\b`,
    explanation: 'After “in order to”, “have to” or “be able to”, the verb is in its base form: “in order to save”.',
    fix: (match, sentence) => {
      const ing = word(match, 2);
      if (/(?:thing|ning|ring|sing)$/u.test(ing)) return undefined;
      // "be used to doing" is right; only "used to" after a person without "be" is a past habit.
      if (
        /^used/iu.test(word(match, 1)) &&
        wordPattern('iu')`\b(?:${oneOf(FINITE_BE)}|be|been|get|got|getting)\s+$`.test(before(match, sentence))
      )
        return undefined;
      const base = infinitiveOf(ing);
      return base && base !== ing && /^\p{Ll}+$/u.test(base) ? `${word(match, 1)} ${base}` : undefined;
    },
  },
];
