import {
  COLLABORATION_ELEMENT_NAMES,
  COLLABORATION_FIELD,
  COLLABORATION_MARK_NAMES,
} from '@doclens/generated-documents';
import * as Y from 'yjs';
import { markNameOf } from './collaboration-update-check';

/**
 * Removes from a shared document what the editor's schema cannot turn into HTML: elements of
 * unknown names, text at the top level, values that are neither element nor text, shared types
 * as attribute values, embeds, and marks of unknown names (their text stays, unformatted).
 * Updates are checked before they are applied (collaboration-update-check.ts); this repairs
 * states stored before that check existed, so their saving never stops on them. The removal
 * reaches every editor like any other change.
 */
export function dropUnknownContent(document: Y.Doc): void {
  document.transact(() => repairChildren(document.getXmlFragment(COLLABORATION_FIELD), true));
}

function repairChildren(parent: Y.XmlFragment, topLevel: boolean): void {
  const children = parent.toArray();
  for (let index = children.length - 1; index >= 0; index -= 1) {
    const child = children[index];
    if (child instanceof Y.XmlText && !topLevel) repairText(child);
    else if (child instanceof Y.XmlElement && COLLABORATION_ELEMENT_NAMES.has(child.nodeName)) repairElement(child);
    else parent.delete(index, 1);
  }
}

function repairElement(element: Y.XmlElement): void {
  for (const [name, value] of Object.entries(element.getAttributes() as Record<string, unknown>)) {
    if (value instanceof Y.AbstractType) element.removeAttribute(name);
  }
  repairChildren(element, false);
}

function repairText(text: Y.XmlText): void {
  let index = 0;
  for (const piece of text.toDelta() as { insert: unknown; attributes?: Record<string, unknown> }[]) {
    if (typeof piece.insert !== 'string') {
      text.delete(index, 1);
      continue;
    }
    const unknownMarks = Object.keys(piece.attributes ?? {}).filter(
      (key) => !COLLABORATION_MARK_NAMES.has(markNameOf(key)),
    );
    if (unknownMarks.length > 0) {
      text.format(index, piece.insert.length, Object.fromEntries(unknownMarks.map((key) => [key, null])));
    }
    index += piece.insert.length;
  }
}
