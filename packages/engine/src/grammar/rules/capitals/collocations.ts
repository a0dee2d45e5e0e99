import { before, type PatternRule } from '../../pattern-rule';

/** A greeting that opens a letter: one to four capitalised words or placeholders, maybe after "Dear", and a comma. */
const LETTER_GREETING =
  /^(?:(?:Dear|Hello|Hi|To)\s+)?[\p{Lu}@][\p{L}\p{N}@.]*(?:\s+[\p{Lu}@][\p{L}\p{N}@.]*){0,3},\s+$/u;

export const CAPITALS_COLLOCATIONS_RULES: readonly PatternRule[] = [
  {
    id: 'capitals.word-inside-sentence-starts-with',
    category: 'Capitalisation',
    pattern:
      /(?<=[\p{Ll},;]\s)(You|It|The|If|He|She|We|They|This|These|Those|There|My|Our|Their|His|When|Because|But|And|So|Then|Also|Some|Many|Most|All|People|However|In|On|At|For|To|Of|With|What|How|Why|Your|Its|Every|Each|Both|Any|Not|Only|Even|Although|While|Where|Who|Which|From|By|As|Or|Nowadays|Today|Now|Maybe|Sometimes|Everyone|Everybody|Nobody|Someone|Something|Nothing|Everything|Another|Other|Such|Than|After|Before|Since|Until|Unless|Whether|Would|Could|Should|Will|Can|Is|Are|Was|Were|Do|Does|Did|Have|Has|Had)\b(?=\s+\p{Ll})/gu,
    explanation: 'A word inside a sentence starts with a small letter unless it is a name.',
    // "Mr Brown, In my view …": after a letter's greeting, a name and a comma, the letter's first sentence starts.
    fix: (match, sentence) => (LETTER_GREETING.test(before(match, sentence)) ? undefined : match[0].toLowerCase()),
  },
  {
    id: 'capitals.new-sentence-starts-with-capital',
    category: 'Capitalisation',
    pattern: /(?<=(?:^|\s)\p{L}{2,}[.!?]\s+)(\p{Ll}+)\b/gu,
    explanation: 'A new sentence starts with a capital letter.',
    fix: (match, sentence) => {
      // "etc. and", "e.g. the", "approx. ten": an abbreviation's full stop ends no sentence.
      if (
        /\b(?:etc|vs|approx|incl|esp|no|fig|ca|cf|al|co|ltd|inc|corp|st|dr|mr|mrs|ms|jr|sr|dept|univ|ave|rd)[.]\s+$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      // A lone letter other than "a" is no word ("l" typed for "I"): its capital would be none either.
      if (match[0].length === 1 && match[0] !== 'a') return undefined;
      return match[0].charAt(0).toUpperCase() + match[0].slice(1);
    },
  },
];
