import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness } from './documents-harness';

let harness: DocumentsHarness;

beforeAll(async () => {
  harness = await createDocumentsHarness();
});

afterAll(async () => {
  await harness?.dispose();
});

/** 25,000 nested list items: the sanitiser, run on every save and read, took seconds on it. */
const DEEP = `${'<ul><li>x'.repeat(25_000)}${'</li></ul>'.repeat(25_000)}`;
const MESSAGE =
  'The document cannot be saved: its lists or formatting are nested 50,000 levels deep and the limit is 100.';

it('Save As New refuses 25,000 nested list items and stores nothing', async () => {
  const { cookie } = await harness.signIn('pro');
  const response = await harness.api({
    method: 'POST',
    url: '/api/generate-document',
    cookie,
    body: { documentType: 'Memo', title: 'Deep', generatedContent: DEEP },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe(MESSAGE);
  expect((await harness.api({ url: '/api/generated-documents', cookie })).json().documents).toEqual([]);
});

it('saving a draft refuses 25,000 nested list items and keeps the stored content', async () => {
  const { cookie } = await harness.signIn('pro');
  const created = await harness.api({
    method: 'POST',
    url: '/api/generate-document',
    cookie,
    body: { documentType: 'Memo', title: 'Shallow', generatedContent: '<p>Kept text</p>' },
  });
  const id = created.json().id as number;
  const response = await harness.api({
    method: 'PATCH',
    url: `/api/generated-documents/${id}`,
    cookie,
    body: { generatedContent: DEEP },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe(MESSAGE);
  expect((await harness.api({ url: `/api/generated-documents/${id}`, cookie })).json().generatedContent).toBe(
    '<p>Kept text</p>',
  );
});
