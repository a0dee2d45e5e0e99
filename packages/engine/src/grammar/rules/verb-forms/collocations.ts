import nlp from 'compromise';
import { after, before, type PatternRule, word } from '../../pattern-rule';
import { wantOrWontChoice } from '../../want-or-wont';
import {
  ARTICLES,
  DEMONSTRATIVES,
  FINITE_BE,
  FORMS_OF_HAVE,
  MODALS,
  OBJECT_ONLY_PRONOUNS,
  oneOf,
  PLACE_AND_TIME_PREPOSITIONS,
  POSSESSIVE_DETERMINERS,
  wordPattern,
} from '../../word-classes';
import {
  gerundOf,
  ING_VERB,
  isBareVerbOnly,
  pastParticipleOf,
  STRANDED_FOR_AFTER,
  TO_VERB,
} from '../lexicon/collocations';
import { mayMeanHaveTo } from './have-to-meant';

export const VERB_FORMS_COLLOCATIONS_RULES: readonly PatternRule[] = [
  {
    id: 'verb-form.this-verb-followed-by-ing-3',
    category: 'Verb form',
    pattern: new RegExp(String.raw`\b(${ING_VERB})\s+(\p{Ll}+)\b`, 'gu'),
    explanation: 'This verb is followed by the -ing form (“enjoy swimming”, “finish reading”).',
    fix: (match) => {
      const verb = word(match, 2);
      if (!isBareVerbOnly(verb) || /^(?:to|it|be)$/u.test(verb)) return undefined;
      const ing = gerundOf(verb);
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
  {
    id: 'verb-form.this-verb-followed-by-verb',
    category: 'Verb form',
    pattern: new RegExp(String.raw`\b(${TO_VERB})\s+(\p{Ll}+)\b`, 'gu'),
    explanation: 'This verb is followed by “to” and a verb: “want to go”, “able to swim”.',
    fix: (match, sentence) => {
      const verb = word(match, 2);
      if (!isBareVerbOnly(verb) || /^(?:be|do|help|let|make|please)$/u.test(verb)) return undefined;
      const head = word(match, 1).toLowerCase();
      // "going" and "trying" are verbs here only after a form of "be".
      if (
        /^(?:going|trying)$/u.test(head) &&
        !/\b(?:am|is|are|was|were|be|been|I'm|you're|he's|she's|it's|we're|they're)\s+$/iu.test(before(match, sentence))
      )
        return undefined;
      if (
        /^(?:plan|plans|try|tries|wish|wishes|promise|learn|hope|hopes|needs|wants)$/u.test(head) &&
        wordPattern('iu')`\b(?:${oneOf(POSSESSIVE_DETERMINERS)}|a|the|this|that)\s+$`.test(before(match, sentence))
      )
        return undefined;
      return wantOrWontChoice(word(match, 1), verb) ?? `${word(match, 1)} to ${verb}`;
    },
  },
  {
    id: 'verb-form.after-preposition-verb-takes-ing',
    category: 'Verb form',
    pattern: wordPattern(
      'giu',
    )`\b(by|without|before|after|of|about|instead\s+of|how\s+about|what\s+about|for)\s+(\p{Ll}+)(?=\s+(?:${oneOf(POSSESSIVE_DETERMINERS, ARTICLES, DEMONSTRATIVES, OBJECT_ONLY_PRONOUNS, PLACE_AND_TIME_PREPOSITIONS)}|it|some|more|to|with|every|all|new)\b)`,
    explanation: 'After a preposition a verb takes the -ing form: “by taking the bus”, “without asking”.',
    fix: (match, sentence) => {
      const verb = word(match, 2);
      const preposition = word(match, 1).toLowerCase();
      if (!isBareVerbOnly(verb)) return undefined;
      // "before/after" may open a clause ("before you go"), and "for" may mean "so that".
      if (/^(?:for|before|after)$/u.test(preposition) && /^(?:go|come|be)$/u.test(verb)) return undefined;
      if (wordPattern('iu')`\b(?:to|${oneOf(MODALS)})\s+$`.test(before(match, sentence))) return undefined;
      // "the managers I have worked for call me …": "for" ends a clause and the verb has its own subject.
      if (preposition === 'for' && STRANDED_FOR_AFTER.test(before(match, sentence))) return undefined;
      if (preposition === 'for') return `to ${verb}`;
      const ing = gerundOf(verb);
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
  {
    id: 'verb-form.verb-does-not-follow-am',
    category: 'Verb form',
    pattern:
      /\b(I\s+am|I'm|you\s+are|you're|he\s+is|he's|she\s+is|she's|we\s+are|we're|they\s+are|they're)\s+(go|come|study|want|need|think|know|play|watch|stay|try|write|read|travel|visit|learn|teach|eat|drink|wait|hope|feel|see|prefer|believe|understand|agree|disagree|love|hate|enjoy|live|spend|buy|take|make|get|give|have)\b(?!\s*-)/giu,
    explanation: 'A verb does not follow “am”, “is” or “are” in its base form: “I live”, “I am living”.',
    fix: (match) => {
      const verb = word(match, 2).toLowerCase();
      const subject = word(match, 1).replace(/(?:\s+(?:am|is|are)|'m|'re|'s)$/iu, '');
      const stative =
        /^(?:want|need|think|know|hope|feel|see|prefer|believe|understand|agree|disagree|love|hate|have)$/u.test(verb);
      if (stative) {
        if (!/^(?:I|you|we|they)$/iu.test(subject)) return undefined;
        return `${subject} ${word(match, 2)}`;
      }
      const ing = gerundOf(verb);
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
  {
    id: 'verb-form.after-have-use-past-participle-2',
    category: 'Verb form',
    pattern:
      /\b(have|has|had|I've|you've|we've|they've|haven't|hasn't|hadn't|never)\s+(go|see|take|give|write|eat|decide|want|start|finish|learn|improve|travel|arrive|meet|buy|make|bring|think|speak|choose|forget|know|visit|live|stay|try)\b(?!\s*-)/giu,
    explanation: 'After “have”, use the past participle (“have gone”, “has decided”).',
    fix: (match, sentence) => {
      const head = word(match, 1).toLowerCase();
      if (head === 'never' && !/\b(?:have|has|had|I've|you've|we've|they've)\s+$/iu.test(before(match, sentence)))
        return undefined;
      // "had better go", "have to go" do not match; "have him visit" has an object between.
      if (mayMeanHaveTo(match, sentence)) return undefined;
      // "you would have start again": "would have to start" or "would have started"; the fix would guess.
      if (/\b(?:will|would|won['’]t|wouldn['’]t|['’]ll|['’]d)\s+$/iu.test(before(match, sentence))) return undefined;
      const participle = pastParticipleOf(word(match, 2).toLowerCase());
      return participle ? `${word(match, 1)} ${participle}` : undefined;
    },
  },
  {
    id: 'verb-form.able-follows-be-will-be',
    category: 'Verb form',
    pattern: /\b(can|could|cannot|can't|will|would)\s+(able)\s+to\b/giu,
    explanation: '“Able” follows “be”: “will be able to”, or use “can” alone.',
    fix: (match) => `${word(match, 1)} be able to`,
  },
  {
    id: 'verb-form.be-used-followed-by-ing',
    category: 'Verb form',
    pattern:
      /(?<=\b(?:I|you|we|they|he|she)\s+)(am|are|is|was|were|get|got|have\s+got)\s+(used\s+to)\s+(\p{Ll}+)\b|(?<=\b(?:I'm|you're|we're|they're|he's|she's)\s+)()(used\s+to)\s+(\p{Ll}+)\b|\b(getting)\s+(used\s+to)\s+(\p{Ll}+)\b/giu,
    explanation: '“Be used to” is followed by the -ing form: “I am used to getting up early”.',
    fix: (match) => {
      // Only a person gets used to something: "it can be used to make" is a passive of "use".
      const [head = '', phrase = '', verb = ''] =
        [1, 4, 7].map((group) => match.slice(group, group + 3)).find((parts) => parts[1] !== undefined) ?? [];
      if (!isBareVerbOnly(verb)) return undefined;
      const ing = gerundOf(verb);
      return ing ? `${head ? `${head} ` : ''}${phrase} ${ing}` : undefined;
    },
  },
  {
    id: 'verb-form.after-make-let-person-verb',
    category: 'Verb form',
    pattern: wordPattern(
      'giu',
    )`\b(make|makes|made|making|let|lets)\s+(${oneOf(OBJECT_ONLY_PRONOUNS)}|her|you|people|everyone)\s+(\p{Ll}{3,}ing)\b`,
    explanation: 'After “make” or “let” and a person, the verb is in its base form: “it makes me feel”.',
    fix: (match) => {
      const ing = word(match, 3);
      if (/thing$/u.test(ing)) return undefined;
      const base = nlp(`we ${ing}`).verbs().toInfinitive().text().split(' ').at(-1);
      return base && base !== ing && isBareVerbOnly(base) ? `${word(match, 1)} ${word(match, 2)} ${base}` : undefined;
    },
  },
  {
    id: 'verb-form.this-verb-has-no-passive',
    category: 'Verb form',
    pattern: wordPattern(
      'giu',
    )`\b(${oneOf(FINITE_BE)}|been|be)\s+(happened|occurred|existed|died|disappeared|emerged|arrived|appeared)\b`,
    explanation: 'This verb has no passive: “it happened”, not “it was happened”.',
    fix: (match, sentence) => {
      if (/\b(?:what|that|which|who)\s+$/iu.test(before(match, sentence)) && /^(?:been)$/iu.test(word(match, 1)))
        return undefined;
      return word(match, 2);
    },
  },
  {
    id: 'verb-form.we-say-i-was-born',
    category: 'Verb form',
    // "Where was he born?": in a question the form of "be" stands before its subject.
    pattern:
      /(?<!\b(?:am|is|are|was|were|isn['’]t|aren['’]t|wasn['’]t|weren['’]t)\s+)\b(I|he|she|we|they|you)\s+(born)\b/giu,
    explanation: 'We say “I was born”.',
    fix: (match) => `${word(match, 1)} ${/^(?:we|they|you)$/iu.test(word(match, 1)) ? 'were' : 'was'} born`,
  },
  {
    id: 'verb-form.would-like-followed-by-verb',
    category: 'Verb form',
    pattern: /\b(would\s+like|'d\s+like)\s+(\p{Ll}{3,}ing)\b/giu,
    explanation: '“Would like” is followed by “to” and a verb: “I would like to go”.',
    fix: (match) => {
      const ing = word(match, 2);
      if (/thing$/u.test(ing)) return undefined;
      const base = nlp(`we ${ing}`).verbs().toInfinitive().text().split(' ').at(-1);
      return base && base !== ing && isBareVerbOnly(base) ? `${word(match, 1)} to ${base}` : undefined;
    },
  },
  {
    id: 'verb-form.after-verb-in-its-base',
    category: 'Verb form',
    pattern: wordPattern(
      'giu',
    )`\b(${oneOf(FORMS_OF_HAVE)}|want|wants|wanted|need|needs|needed|going|able|unable|decided|decide|decides|try|tried|trying|tries|used|like|likes|liked|love|loves|loved|hope|hoped|plan|planned|began|start|started|ought|managed|forced|allowed)\s+to\s+(\p{Ll}{3,}ed)\b`,
    explanation: 'After “to” the verb is in its base form: “want to visit”, not “want to visited”.',
    fix: (match, sentence) => {
      const past = word(match, 2);
      // "whatever they want to based on …": the infinitive is left unsaid ("want to [do]"), and
      // "based on" opens a participle phrase of its own.
      if (/^based$/iu.test(past) && /^\s+(?:on|upon)\b/iu.test(after(match, sentence))) return undefined;
      if (!nlp(`we ${past}`).has('#PastTense')) return undefined;
      const base = nlp(`we ${past}`).verbs().toInfinitive().text().split(' ').at(-1);
      return base && base !== past && /^\p{Ll}+$/u.test(base) ? `${word(match, 1)} to ${base}` : undefined;
    },
  },
];
