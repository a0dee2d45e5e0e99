import { getSchema } from '@tiptap/core';
import { generateHTML, generateJSON } from '@tiptap/html/server';
import { prosemirrorJSONToYDoc, yDocToProsemirrorJSON } from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import { EDITOR_EXTENSIONS } from './editor-extensions';
import { sanitizeGeneratedHtml } from './sanitize-generated-html';

/** The Y.Doc field the Tiptap Collaboration extension edits (its default). */
export const COLLABORATION_FIELD = 'default';

const schema = getSchema(EDITOR_EXTENSIONS);

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
