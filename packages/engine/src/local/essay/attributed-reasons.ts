import { OTHER_PEOPLE, REPORTED_VIEW } from './opposing-views';

/**
 * Whose reason a reasoning word gives. In "Some people say the books should go because they upset
 * children", the "because" is the reason of the people reported, not the writer's: the writer's own
 * reasoning begins only where the writer turns to speak for themself ("…, but I think …"). A wish
 * ("if I could have one, then I would be so happy", "if only …") tells what the writer wants, not
 * why a claim holds: its "if … then" reasons nothing out.
 */

/**
 * Other people said to hold a view, anywhere in the sentence ("I know many parents think …"): only
 * verbs of holding a view, since "people who want to learn" names people, not a view.
 */
const OTHERS_HOLD_A_VIEW = new RegExp(
  String.raw`\b${OTHER_PEOPLE}\s+(?:[\p{L}'’@-]+\s+){0,4}?(?:say|says|said|think|thinks|believe|believes|argue|argues|claim|claims)\b`,
  'iu',
);

/** Where the writer turns from a view reported to their own: "but", "however", "yet", "still", "I think". */
const TURN = /\b(?:but|however|yet|still|although|though|nevertheless|I\s+(?:think|believe|feel|say))\b/giu;

/**
 * A condition whose consequence is the writer's wanting or being glad ("if I had a dog, I would love
 * it", "if we could, we would be so happy"), or "if only": a wish. A consequence of the world ("if we
 * had no libraries, children would read less") reasons.
 */
const WISH =
  /\bif\s+only\b[^.!?]*|\bif\s+(?:I|we)\b[^.!?]*?\b(?:then\s+)?(?:I|we)\s+(?:would|['’]d|will|['’]ll|could)\s+(?:(?:so|really|very|just|also)\s+)*(?:love|like|want|wish|enjoy|adore|be\s+(?:(?:so|really|very)\s+)*(?:happy|glad|excited|thrilled|grateful|thankful|pleased|overjoyed))\b/giu;

/** The spans of a sentence's own words that give someone else's reason or a wish, not the writer's. */
function notTheWritersSpans(text: string): Array<readonly [number, number]> {
  const spans: Array<readonly [number, number]> = [];
  const reported = REPORTED_VIEW.exec(text) ?? OTHERS_HOLD_A_VIEW.exec(text);
  if (reported) {
    const start = reported.index;
    const turn = [...text.matchAll(TURN)].find((match) => match.index > start + reported[0].length - 1);
    spans.push([start, turn?.index ?? text.length]);
  }
  for (const wish of text.matchAll(WISH)) spans.push([wish.index, wish.index + wish[0].length]);
  return spans;
}

/** Whether the reasoning word at `index` of the writer's words gives another's reason or a wish. */
export function givesAnothersReasonOrAWish(text: string, index: number): boolean {
  return notTheWritersSpans(text).some(([start, end]) => index >= start && index < end);
}
