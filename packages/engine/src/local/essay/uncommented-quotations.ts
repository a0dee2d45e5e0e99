import type { Sentence } from '../../text/sentences';
import { escapeRegExp } from '../../text/words';
import { sourceQuotationsIn } from './citations';
import type { EssayKind } from './essay-kind';
import { quotesAndExplains } from './reasoning-evidence';

/**
 * A composition's rubric scores the development of the writer's own ideas. A response to a text is
 * different: its rubric credits relevant information from the text in itself (a detail quoted is
 * that), and credits explaining it apart (critical thinking). A story's quoted words are its
 * dialogue, which the writer composed.
 */
const KEEPS_QUOTED_WORDS: ReadonlySet<EssayKind> = new Set(['source-response', 'narrative']);

/**
 * The text of each sentence as the writer's own development: in a composition, a passage quoted from
 * a source and left without comment (neither its sentence nor the next explains it) is the source's
 * words, copied, and is left out. A quotation the writer explains stays: it is evidence, and the
 * comment develops it.
 */
export function ownDevelopmentText(sentences: readonly Sentence[], kind: EssayKind): string[] {
  return sentences.map((sentence, index) => {
    if (KEEPS_QUOTED_WORDS.has(kind) || quotesAndExplains(sentences, index)) return sentence.text;
    return sourceQuotationsIn(sentence.text).reduce(
      (text, passage) => text.replace(new RegExp(escapeRegExp(passage), 'u'), ' '),
      sentence.text,
    );
  });
}
