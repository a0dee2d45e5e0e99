import { getSchema } from '@tiptap/core';
import { generateHTML, generateJSON } from '@tiptap/html/server';
import { prosemirrorJSONToYDoc, yDocToProsemirrorJSON } from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import { EDITOR_EXTENSIONS } from './editor-extensions';
import { sanitizeGeneratedHtml } from './sanitize-generated-html';

/** The Y.Doc field the Tiptap Collaboration extension edits (its default). */
export const COLLABORATION_FIELD = 'default';

const schema = getSchema(EDITOR_EXTENSIONS);

/**
 * The element names a collaborative document may hold: the editor's nodes, without `doc` (the
 * fragment itself) and `text` (Yjs text, never an element). Anything else cannot be turned into
 * HTML, so the collaboration server refuses it.
 */
export const COLLABORATION_ELEMENT_NAMES: ReadonlySet<string> = new Set(
  Object.keys(schema.nodes).filter((name) => name !== 'doc' && name !== 'text'),
);

/** The mark names text of a collaborative document may be formatted with. */
export const COLLABORATION_MARK_NAMES: ReadonlySet<string> = new Set(Object.keys(schema.marks));

/** The first Yjs state of a document, read from its stored HTML with the editor's schema. */
export function collaborationStateFromHtml(html: string): Uint8Array {
  const json = generateJSON(html === '' ? '<p></p>' : html, EDITOR_EXTENSIONS);
  const doc = prosemirrorJSONToYDoc(schema, json, COLLABORATION_FIELD);
  return Y.encodeStateAsUpdate(doc);
}

/** The HTML copy of a document edited together, sanitised as every saved edit is. */
export function htmlFromCollaborationDoc(doc: Y.Doc): string {
  const json = yDocToProsemirrorJSON(doc, COLLABORATION_FIELD);
  return sanitizeGeneratedHtml(generateHTML(json, EDITOR_EXTENSIONS));
}
