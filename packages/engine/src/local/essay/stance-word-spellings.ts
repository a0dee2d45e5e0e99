import { editDistance } from '../../grammar/spelling/slip-shapes';
import { isListedWord } from '../../grammar/spelling/word-frequency';

/**
 * The words a writer's position turns on ("negative effects", "is beneficial", "benefits society"),
 * read as meant when a writer misspells them ("negitive", "posative", "benifit"): a stance is no less
 * taken for a slip in its key word, and a reader sees the position at once. Only a word no dictionary
 * holds is read so, and only as the stance word it is nearest, a slip or two away, sharing its first letter.
 */
const STANCE_WORDS = [
  'negative',
  'positive',
  'beneficial',
  'benefit',
  'benefits',
  'benefiting',
  'harmful',
  'helpful',
  'unhelpful',
  'useful',
  'useless',
  'dangerous',
  'valuable',
  'important',
  'unimportant',
  'necessary',
  'unnecessary',
  'healthy',
  'unhealthy',
  'terrible',
  'wonderful',
  'effects',
  'influences',
];
/** Shorter misspellings are too often another word mistyped: a slip is read only in a longer word. */
const MIN_WORD_LENGTH = 6;
/** Two slips in a long word still leave it plain ("benefical", "possitive"); one in a shorter one. */
const LONG_WORD_LENGTH = 8;
const WORD = /\p{L}+/gu;

/** The stance word a misspelled word stands for: the one nearest it, a slip or two away. */
function stanceWordMeant(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (lower.length < MIN_WORD_LENGTH || isListedWord(lower)) return undefined;
  const near = STANCE_WORDS.map((stance) => ({ stance, slips: editDistance(lower, stance) })).filter(
    ({ stance, slips }) => stance[0] === lower[0] && slips <= (stance.length >= LONG_WORD_LENGTH ? 2 : 1),
  );
  // The nearest word is meant ("benifit" is "benefit", not "benefits"); a tie leaves it unread.
  const fewest = Math.min(...near.map(({ slips }) => slips));
  const nearest = near.filter(({ slips }) => slips === fewest);
  return nearest.length === 1 ? nearest[0]?.stance : undefined;
}

interface ReadText {
  text: string;
  /** The index in the text as written of an index in the text as read. */
  writtenIndex(readIndex: number): number;
}

/** The text with misspelled stance words read as the words meant. */
export function withStanceWordsRead(text: string): ReadText {
  const swaps: Array<{ readStart: number; readEnd: number; writtenStart: number; writtenEnd: number }> = [];
  let shift = 0;
  const read = text.replace(WORD, (word, writtenStart: number) => {
    const meant = stanceWordMeant(word);
    if (meant === undefined) return word;
    const readStart = writtenStart + shift;
    swaps.push({ readStart, readEnd: readStart + meant.length, writtenStart, writtenEnd: writtenStart + word.length });
    shift += meant.length - word.length;
    return meant;
  });
  const writtenIndex = (readIndex: number): number => {
    let delta = 0;
    for (const swap of swaps) {
      if (readIndex < swap.readStart) break;
      if (readIndex < swap.readEnd) return swap.writtenStart;
      if (readIndex === swap.readEnd) return swap.writtenEnd;
      delta = swap.writtenEnd - swap.readEnd;
    }
    return readIndex + delta;
  };
  return { text: read, writtenIndex };
}

/**
 * A pattern of stance words matched in the text as meant: a match found through a misspelled word
 * is reported where, and as, the writer wrote it.
 */
export class StanceWordsPattern extends RegExp {
  override exec(text: string): RegExpExecArray | null {
    const read = withStanceWordsRead(text);
    const match = super.exec(read.text);
    if (match === null || read.text === text) return match;
    const start = read.writtenIndex(match.index);
    const end = read.writtenIndex(match.index + match[0].length);
    match[0] = text.slice(start, end);
    match.index = start;
    match.input = text;
    return match;
  }
}
