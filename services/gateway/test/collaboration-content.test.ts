import { GENERATION_LIMITS } from '@doclens/api';
import { findGeneratedDocument, seedCollaborationState } from '@doclens/db';
import { collaborationStateFromHtml } from '@doclens/generated-documents';
import { waitFor } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  appendElement,
  appendParagraph,
  type Client,
  type CollaborationHarness,
  type Person,
  pause,
  startCollaborationHarness,
  synced,
  textOf,
} from './collaboration-harness';

/**
 * What one collaborator pushes cannot stop a shared document from saving, nor grow it past the
 * content cap every other way of saving has: content the editor does not know and updates over
 * the cap are refused, and the owner's own text keeps being stored.
 */

let harness: CollaborationHarness;
let owner: Person;
let editor: Person;

beforeAll(async () => {
  harness = await startCollaborationHarness();
  [owner, editor] = await Promise.all([harness.person('enterprise', 'Owner'), harness.person('enterprise', 'Editor')]);
});

afterAll(async () => {
  await harness?.dispose();
});

async function editingTogether(html: string): Promise<{ a: Client; b: Client; documentId: number }> {
  const document = await harness.generatedDocumentOf(owner, html);
  await harness.share(owner, document.id, editor.email, 'edit');
  const a = harness.connect(owner, document.id);
  const b = harness.connect(editor, document.id);
  await Promise.all([synced(a), synced(b)]);
  return { a, b, documentId: document.id };
}

async function storedContentOf(documentId: number): Promise<string> {
  return (await findGeneratedDocument(harness.database.db, documentId))?.generatedContent ?? '';
}

/** The owner types a line; it must reach the database, however the document was treated before. */
async function expectOwnerLineStored(owner: Client, documentId: number, line: string): Promise<string> {
  appendParagraph(owner.doc, line);
  return waitFor(
    `the owner’s "${line}" to be stored`,
    async () => {
      const stored = await storedContentOf(documentId);
      return stored.includes(line) ? stored : undefined;
    },
    { timeoutMs: 15_000 },
  );
}

describe('content a collaborator pushes that the editor does not know', () => {
  it('refuses an image or script element and keeps saving the owner’s text', async () => {
    const { a, b, documentId } = await editingTogether('<p>Clause one.</p>');
    appendElement(b.doc, 'image', 'pushed image');
    appendElement(b.doc, 'script', 'pushed script');
    await waitFor('the editor’s connection to be closed', () => (b.closes.includes(4422) ? true : undefined), {
      timeoutMs: 5_000,
    });

    const stored = await expectOwnerLineStored(a, documentId, 'the owner’s next line');
    expect(stored).toContain('Clause one.');
    expect(stored).not.toContain('pushed');
    expect(textOf(a.doc)).not.toContain('pushed');
  });

  it('drops unknown elements from a state stored before they were refused, so saving resumes', async () => {
    const document = await harness.generatedDocumentOf(owner, '<p>Old terms.</p>');
    const poisoned = new Y.Doc();
    Y.applyUpdate(poisoned, collaborationStateFromHtml('<p>Old terms.</p>'));
    appendElement(poisoned, 'image', 'stored image');
    await seedCollaborationState(harness.database.db, document.id, Y.encodeStateAsUpdate(poisoned));

    const a = harness.connect(owner, document.id);
    await synced(a);
    const stored = await expectOwnerLineStored(a, document.id, 'saved again');
    expect(stored).toContain('Old terms.');
    expect(stored).not.toContain('stored image');
    await waitFor('the unknown element to leave the owner’s editor too', () =>
      textOf(a.doc).includes('stored image') ? undefined : true,
    );
  });
});

describe('content of the editor’s own schema, and content placed where the schema has no room for it', () => {
  it('lets rich editing through: headings, alignment, lists, bold and italic, formatting existing text', async () => {
    const { a, b, documentId } = await editingTogether('<p>Plain clause.</p>');
    const rich =
      '<h2 style="text-align: center">Heading two</h2><ul><li><p>first <strong>point</strong></p></li></ul>' +
      '<p style="text-align: right"><em>aside</em><br>next line</p>';
    const firstText = (b.doc.getXmlFragment('default').get(0) as Y.XmlElement).get(0) as Y.XmlText;
    firstText.format(0, 5, { bold: {} });
    Y.applyUpdate(b.doc, collaborationStateFromHtml(rich));
    await waitFor('the rich text to reach the owner', () => (textOf(a.doc).includes('next line') ? true : undefined));

    const stored = await expectOwnerLineStored(a, documentId, 'after the rich text');
    expect(stored).toContain('<strong>Plain</strong> clause.');
    expect(stored).toContain('<h2 style="text-align:center">Heading two</h2>');
    expect(stored).toContain('<ul><li><p>first <strong>point</strong></p></li></ul>');
    expect(stored).toContain('<em>aside</em><br />next line');
    expect(b.closes).toEqual([]);
  });

  it('takes fast typing: many updates in a row, each building on the one before', async () => {
    const { a, b, documentId } = await editingTogether('<p>Typed:</p>');
    const text = (b.doc.getXmlFragment('default').get(0) as Y.XmlElement).get(0) as Y.XmlText;
    for (let key = 0; key < 60; key += 1) text.insert(text.length, key % 10 === 9 ? ' ' : 'k');
    appendParagraph(b.doc, 'typed to the end');
    await waitFor('every keystroke to reach the owner', () =>
      textOf(a.doc).includes('typed to the end') ? true : undefined,
    );
    expect(b.closes).toEqual([]);
    const stored = await expectOwnerLineStored(a, documentId, 'after the typing');
    expect(stored).toContain(`Typed:${'kkkkkkkkk '.repeat(6)}`);
  });

  const misplaced: { what: string; push: (doc: Y.Doc) => void }[] = [
    {
      what: 'text at the top level, next to a paragraph',
      push: (doc) => doc.getXmlFragment('default').push([new Y.XmlText('top-level text')]),
    },
    {
      what: 'a shared type as an attribute value',
      push: (doc) => {
        const paragraph = doc.getXmlFragment('default').get(0) as Y.XmlElement;
        paragraph.setAttribute('textAlign', new Y.XmlText('typed attribute') as unknown as string);
      },
    },
    {
      what: 'a shared type replacing an attribute value',
      push: (doc) => {
        const paragraph = doc.getXmlFragment('default').get(0) as Y.XmlElement;
        paragraph.setAttribute('textAlign', 'center');
        paragraph.setAttribute('textAlign', new Y.XmlText('typed attribute') as unknown as string);
      },
    },
    {
      what: 'an embed inside text',
      push: (doc) => {
        const text = (doc.getXmlFragment('default').get(0) as Y.XmlElement).get(0) as Y.XmlText;
        text.insertEmbed(1, { embedded: 'object' });
      },
    },
    {
      what: 'a map of its own beside the document',
      push: (doc) => doc.getMap('junk').set('filler', 'x'.repeat(1000)),
    },
  ];

  it.each(misplaced)('refuses $what, and keeps saving', async ({ push }) => {
    const { a, b, documentId } = await editingTogether('<p>Placed clause.</p>');
    push(b.doc);
    await waitFor('the editor’s connection to be closed', () => (b.closes.includes(4422) ? true : undefined), {
      timeoutMs: 5_000,
    });
    const stored = await expectOwnerLineStored(a, documentId, 'placed line');
    expect(stored).toContain('Placed clause.</p>');
    expect(stored).not.toContain('typed attribute');
    expect(stored).not.toContain('top-level text');
  });

  it('repairs a stored state with text at the top level and a shared type as an attribute', async () => {
    const document = await harness.generatedDocumentOf(owner, '<p>Old terms.</p>');
    const poisoned = new Y.Doc();
    Y.applyUpdate(poisoned, collaborationStateFromHtml('<p>Old terms.</p>'));
    poisoned.getXmlFragment('default').push([new Y.XmlText('stored top-level text')]);
    const paragraph = poisoned.getXmlFragment('default').get(0) as Y.XmlElement;
    paragraph.setAttribute('textAlign', new Y.XmlText('typed attribute') as unknown as string);
    await seedCollaborationState(harness.database.db, document.id, Y.encodeStateAsUpdate(poisoned));

    const a = harness.connect(owner, document.id);
    await synced(a);
    const stored = await expectOwnerLineStored(a, document.id, 'saved once more');
    expect(stored).toContain('<p>Old terms.</p>');
    expect(stored).not.toContain('stored top-level text');
  });
});

describe('the content cap over the socket', () => {
  const cap = GENERATION_LIMITS.contentChars;

  it('refuses a paragraph longer than the cap, and stores nothing over it', async () => {
    const { a, b, documentId } = await editingTogether('<p>Short terms.</p>');
    appendParagraph(b.doc, 'y'.repeat(cap + 100_000));
    await waitFor('the editor’s connection to be closed', () => (b.closes.length > 0 ? true : undefined), {
      timeoutMs: 5_000,
    });

    const stored = await expectOwnerLineStored(a, documentId, 'within the cap');
    expect(stored.length).toBeLessThanOrEqual(cap);
    expect(stored).not.toContain('yyyy');
    expect(textOf(a.doc)).not.toContain('yyyy');
  });

  it('refuses a 2 MB paragraph without harm to the others', async () => {
    const { a, b, documentId } = await editingTogether('<p>Short terms.</p>');
    appendParagraph(b.doc, 'z'.repeat(2 * 1024 * 1024));
    await waitFor('the editor’s connection to be closed', () => (b.closes.length > 0 ? true : undefined), {
      timeoutMs: 5_000,
    });

    const stored = await expectOwnerLineStored(a, documentId, 'after the 2 MB paragraph');
    expect(stored.length).toBeLessThanOrEqual(cap);
    expect(stored).not.toContain('zzzz');
  });

  it('lets a document grow towards the cap in pieces, and refuses the piece that would pass it', async () => {
    const { a, b, documentId } = await editingTogether('<p>Start.</p>');
    const piece = Math.floor(cap * 0.6);
    appendParagraph(b.doc, `first ${'a'.repeat(piece)}`);
    await waitFor('the first piece to reach the owner', () => (textOf(a.doc).includes('first a') ? true : undefined));
    appendParagraph(b.doc, `second ${'b'.repeat(piece)}`);
    await waitFor('the editor’s connection to be closed', () => (b.closes.length > 0 ? true : undefined), {
      timeoutMs: 5_000,
    });
    await pause(500);
    expect(textOf(a.doc)).not.toContain('second b');

    const stored = await expectOwnerLineStored(a, documentId, 'closing line');
    expect(stored).toContain('first a');
    expect(stored).not.toContain('second b');
    expect(stored.length).toBeLessThanOrEqual(cap);
  });
});
