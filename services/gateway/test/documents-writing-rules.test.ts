import { ignoredWritingRulesResponseSchema } from '@doclens/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness } from './documents-harness';

let harness: DocumentsHarness;

beforeAll(async () => {
  harness = await createDocumentsHarness();
});

afterAll(async () => {
  await harness?.dispose();
});

async function ignoredRules(documentId: number, cookie: string): Promise<string[]> {
  const response = await harness.app.inject({
    method: 'GET',
    url: `/api/documents/${documentId}/ignored-writing-rules`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return ignoredWritingRulesResponseSchema.parse(response.json()).ruleIds;
}

describe('ignoring a writing rule in one document', () => {
  it('keeps the ignored rules of the document until the viewer shows them again', async () => {
    const { user, cookie } = await harness.signIn('free');
    const essay = await harness.storeDocument({ owner: user, status: 'completed' });
    const other = await harness.storeDocument({ owner: user, status: 'completed' });
    expect(await ignoredRules(essay.id, cookie)).toEqual([]);

    for (const ruleId of ['verb-form.of-for-have', 'harper.SpellCheck', 'verb-form.of-for-have']) {
      const response = await harness.api({
        method: 'PUT',
        url: `/api/documents/${essay.id}/ignored-writing-rules/${ruleId}`,
        cookie,
      });
      expect(response.statusCode).toBe(200);
    }
    expect(await ignoredRules(essay.id, cookie)).toEqual(['verb-form.of-for-have', 'harper.SpellCheck']);
    // Only in this document.
    expect(await ignoredRules(other.id, cookie)).toEqual([]);

    const restored = await harness.api({
      method: 'DELETE',
      url: `/api/documents/${essay.id}/ignored-writing-rules/verb-form.of-for-have`,
      cookie,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ ruleIds: ['harper.SpellCheck'] });
    expect(await ignoredRules(essay.id, cookie)).toEqual(['harper.SpellCheck']);
  });

  it('refuses a rule id that is not one', async () => {
    const { user, cookie } = await harness.signIn('free');
    const essay = await harness.storeDocument({ owner: user, status: 'completed' });
    const response = await harness.api({
      method: 'PUT',
      url: `/api/documents/${essay.id}/ignored-writing-rules/${encodeURIComponent('<script>')}`,
      cookie,
    });
    expect(response.statusCode).toBe(400);
    expect(await ignoredRules(essay.id, cookie)).toEqual([]);
  });

  it('answers 404 to another user, and changes nothing', async () => {
    const owner = await harness.signIn('free');
    const stranger = await harness.signIn('free');
    const essay = await harness.storeDocument({ owner: owner.user, status: 'completed' });
    const response = await harness.api({
      method: 'PUT',
      url: `/api/documents/${essay.id}/ignored-writing-rules/verb-form.of-for-have`,
      cookie: stranger.cookie,
    });
    expect(response.statusCode).toBe(404);
    expect(await ignoredRules(essay.id, owner.cookie)).toEqual([]);
  });
});
