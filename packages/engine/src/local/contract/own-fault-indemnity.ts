import { escapeRegExp } from '../../text/words';
import { SentenceCheck } from './sentence-check';

/**
 * Whether an indemnity covers only claims from the giver's own fault: every cause after "arising out of",
 * "caused by" or "to the extent resulting from" is the giver's breach, negligence or misconduct ("its breach
 * of this Agreement or its negligence", "Larkspur’s negligence or breach of this Agreement"). The first cause
 * must name its owner (its, their, the giver's name, "the indemnifying party's"); the ones joined to it share it.
 */
export function coversOnlyOwnFault(sentence: string): boolean {
  const text = sentence.replace(/\s+/gu, ' ');
  const verb = INDEMNIFY.exec(text);
  if (!verb) return false;
  const giver = GIVER.exec(text.slice(0, verb.index))?.[1];
  const after = text.slice(verb.index);
  const link = LINK.exec(after);
  if (!link) return false;
  const scope = after.slice(link.index + link[0].length).replace(/[.;]\s*$/u, '');
  const name = giver ? String.raw`|(?:the\s+)?${escapeRegExp(giver)}` : '';
  const owner = String.raw`(?:its|their|his|her|such\s+party['’]s|the\s+indemnifying\s+party['’]s${name ? `${name}['’]s?` : ''})`;
  const byOwner = String.raw`(?:\s+(?:of|by)\s+(?:it|them|such\s+party|the\s+indemnifying\s+party${name}))`;
  const fault = String.raw`(?:(?:material|gross|alleged|any)\s+)*(?:breach(?:es)?|negligen\w*|(?:wil+ful|intentional)\s+misconduct|fraud\w*|violation)(?:\s+of\s+(?:this|the)\s+agreement|\s+of\s+(?:any\s+of\s+)?(?:its|their)\s+(?:obligations|representations|warranties|covenants)(?:\s+(?:or|and)\s+(?:obligations|representations|warranties|covenants))*(?:\s+(?:under|in)\s+this\s+agreement)?)?`;
  const first = new RegExp(
    String.raw`^(?:any\s+|the\s+)?(?:${owner}\s+(?:own\s+)?${fault}|${fault}${byOwner})`,
    'iu',
  ).exec(scope);
  if (!first) return false;
  const rest = scope
    .slice(first[0].length)
    .replace(new RegExp(String.raw`(?:any\s+|the\s+)?(?:${owner}\s+)?(?:own\s+)?${fault}${byOwner}?`, 'giu'), ' ')
    .replace(CONNECTORS, ' ');
  return rest.trim() === '';
}

/** An indemnity limited to the giver's own fault, as a rule's adjustment tests it. */
export const OWN_FAULT_ONLY = new SentenceCheck(coversOnlyOwnFault);

const INDEMNIFY = /\b(?:indemnif(?:y|ies)|hold\s+(?:\w+\s+){0,4}harmless)\b/iu;
// The subject that indemnifies: a name or role before "shall", "will", "agrees to".
const GIVER =
  /(?:^|[.;:]\s+|,\s+)(?:the\s+)?(\p{Lu}[\p{L}&-]*(?:\s+\p{Lu}[\p{L}&-]*){0,2})\s+(?:hereby\s+)?(?:shall|will|agrees?\s+to|undertakes?\s+to|must)\b[^.;]*$/u;
const LINK =
  /\b(?:to\s+the\s+extent\s+(?:arising\s+(?:out\s+of|from)|caused\s+by|resulting\s+from|attributable\s+to)|arising\s+(?:directly\s+)?(?:out\s+of|from)|resulting\s+from|caused\s+by|attributable\s+to|due\s+to)\s+/iu;
const CONNECTORS = /[,;]|\band\/or\b|\bor\b|\band\b|\([a-z0-9]{1,4}\)|\bhereunder\b/giu;
