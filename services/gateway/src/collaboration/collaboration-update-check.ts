import { COLLABORATION_ELEMENT_NAMES, COLLABORATION_MARK_NAMES } from '@doclens/generated-documents';
import * as Y from 'yjs';
import { type Place, UpdatePlaces } from './collaboration-update-places';

/**
 * Looks at a Yjs update before it reaches the shared document: everything it inserts must be
 * something the editor's schema turns into HTML, in a place the schema allows, and it says how
 * many characters of HTML it can add at most. The cost grows with the update, not the document,
 * so this runs on every keystroke.
 */

export type UpdateCheck = { known: true; maxAddedChars: number } | { known: false; what: string };

/** y-tiptap stores a second mark of one type under `<name>--<8-char hash>`. */
const HASHED_MARK_NAME = /^(.*)--[a-zA-Z0-9+/=]{8}$/;

export function markNameOf(attribute: string): string {
  return HASHED_MARK_NAME.exec(attribute)?.[1] ?? attribute;
}

/**
 * Upper bounds of the HTML one inserted piece becomes. An element: its open and close tags with
 * an alignment style (`<h3 style="text-align: center"></h3>` is 36). A formatting boundary: the
 * tags of every mark closed and reopened around it. An attribute: its style text plus its value.
 */
const ELEMENT_HTML_CHARS = 64;
const FORMAT_HTML_CHARS = 32;
const ATTRIBUTE_HTML_CHARS = 32;

/** The longest entity a text character becomes once escaped (`&nbsp;`, `&quot;`). */
const ESCAPED_CHARS = /[&<>"'\u00a0]/g;
const LONGEST_ESCAPE = 6;

function escapedLength(text: string): number {
  const escapes = text.match(ESCAPED_CHARS)?.length ?? 0;
  return text.length + escapes * (LONGEST_ESCAPE - 1);
}

const refused = (what: string): UpdateCheck => ({ known: false, what });
const accepted = (maxAddedChars: number): UpdateCheck => ({ known: true, maxAddedChars });

function elementCheck(content: Y.Item['content']): UpdateCheck | undefined {
  if (!(content instanceof Y.ContentType) || !(content.type instanceof Y.XmlElement)) return undefined;
  const { nodeName } = content.type;
  return COLLABORATION_ELEMENT_NAMES.has(nodeName) ? accepted(ELEMENT_HTML_CHARS) : refused(`an element "${nodeName}"`);
}

/** What may go where: blocks at the top, blocks and text in elements, characters and marks in text. */
function pieceCheck(content: Y.Item['content'], place: Place): UpdateCheck {
  if (content instanceof Y.ContentDeleted || place.in === 'nowhere') return accepted(0);
  if (place.in === 'unknown') return refused(place.why);
  const kind = content.constructor.name;
  if (place.in === 'root' && !place.attribute) return elementCheck(content) ?? refused(`${kind} at the top level`);
  if (place.in === 'element' && place.attribute) {
    if (content instanceof Y.ContentAny) return accepted(ATTRIBUTE_HTML_CHARS + JSON.stringify(content.arr).length);
    return refused(`${kind} as an attribute`);
  }
  if (place.in === 'element') {
    if (content instanceof Y.ContentType && content.type instanceof Y.XmlText) return accepted(0);
    return elementCheck(content) ?? refused(`${kind} in an element`);
  }
  if (place.in === 'text' && !place.attribute) {
    if (content instanceof Y.ContentString) return accepted(escapedLength(content.str));
    if (content instanceof Y.ContentFormat) {
      if (!COLLABORATION_MARK_NAMES.has(markNameOf(content.key))) return refused(`a mark "${content.key}"`);
      return accepted(FORMAT_HTML_CHARS + JSON.stringify(content.value ?? null).length);
    }
  }
  return refused(`${kind} in ${place.in}`);
}

export function checkUpdate(update: Uint8Array, document: Y.Doc): UpdateCheck {
  let structs: (Y.Item | Y.GC | Y.Skip)[];
  try {
    structs = Y.decodeUpdate(update).structs;
  } catch {
    return refused('an update that cannot be read');
  }
  const items = structs.filter((struct): struct is Y.Item => struct instanceof Y.Item);
  const places = new UpdatePlaces(document, items);
  let maxAddedChars = 0;
  for (const item of items) {
    if (places.isKnown(item)) continue;
    const check = pieceCheck(item.content, places.placeOf(item));
    if (!check.known) return check;
    maxAddedChars += check.maxAddedChars;
  }
  return accepted(maxAddedChars);
}
