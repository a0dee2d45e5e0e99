import {
  COLLABORATION_ELEMENT_NAMES,
  COLLABORATION_FIELD,
  COLLABORATION_MARK_NAMES,
} from '@doclens/generated-documents';
import * as Y from 'yjs';

/**
 * Looks at a Yjs update before it reaches the shared document: everything it inserts must be
 * something the editor's schema turns into HTML, and it says how many characters of HTML it can
 * add at most. Reading the update costs time in proportion to the update, not the document, so
 * this runs on every keystroke.
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

function contentCheck(item: Y.Item): UpdateCheck {
  const { content } = item;
  if (typeof item.parent === 'string' && item.parent !== COLLABORATION_FIELD) {
    return { known: false, what: `a shared type "${item.parent}"` };
  }
  if (content instanceof Y.ContentString) return { known: true, maxAddedChars: escapedLength(content.str) };
  if (content instanceof Y.ContentDeleted) return { known: true, maxAddedChars: 0 };
  if (content instanceof Y.ContentFormat) {
    if (!COLLABORATION_MARK_NAMES.has(markNameOf(content.key)))
      return { known: false, what: `a mark "${content.key}"` };
    return { known: true, maxAddedChars: FORMAT_HTML_CHARS + JSON.stringify(content.value ?? null).length };
  }
  // Attributes of an element; a value placed in an element's children instead is dropped when
  // the document is turned into HTML (collaboration-content-repair.ts).
  if (content instanceof Y.ContentAny) {
    return { known: true, maxAddedChars: ATTRIBUTE_HTML_CHARS + JSON.stringify(content.arr).length };
  }
  if (content instanceof Y.ContentType) {
    const { type } = content;
    if (type instanceof Y.XmlElement) {
      if (!COLLABORATION_ELEMENT_NAMES.has(type.nodeName))
        return { known: false, what: `an element "${type.nodeName}"` };
      return { known: true, maxAddedChars: ELEMENT_HTML_CHARS };
    }
    if (type instanceof Y.XmlText) return { known: true, maxAddedChars: 0 };
  }
  return { known: false, what: `content of type ${content.constructor.name}` };
}

export function checkUpdate(update: Uint8Array): UpdateCheck {
  let decoded: ReturnType<typeof Y.decodeUpdate>;
  try {
    decoded = Y.decodeUpdate(update);
  } catch {
    return { known: false, what: 'an update that cannot be read' };
  }
  let maxAddedChars = 0;
  for (const struct of decoded.structs) {
    if (!(struct instanceof Y.Item)) continue;
    const check = contentCheck(struct);
    if (!check.known) return check;
    maxAddedChars += check.maxAddedChars;
  }
  return { known: true, maxAddedChars };
}
