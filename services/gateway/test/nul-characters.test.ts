import { insertGeneratedDocument } from '@doclens/db';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness, type SignedInUser } from './documents-harness';
import { uniqueEmail } from './gateway-harness';

let harness: DocumentsHarness;
let pro: SignedInUser;
let enterprise: SignedInUser;

const NUL = '\u0000';

beforeAll(async () => {
  harness = await createDocumentsHarness();
  pro = await harness.signIn('pro');
  enterprise = await harness.signIn('enterprise');
});

afterAll(async () => {
  await harness?.dispose();
});

function expectNulRefusal(response: LightMyRequestResponse, field: string): void {
  expect(response.statusCode, response.body).toBe(400);
  const { message } = response.json<{ message: string }>();
  expect(message).toContain(field);
  expect(message).toContain('contains a NUL character');
}

describe('a NUL character in a text field is refused with 400, and nothing is stored', () => {
  it('in an Ask AI question', async () => {
    const document = await harness.storeDocument({
      owner: pro.user,
      documentType: 'contract',
      status: 'completed',
      processingStage: null,
      pages: ['This Agreement shall be governed by the laws of the State of Delaware.'],
    });
    const response = await harness.api({
      method: 'POST',
      url: `/api/documents/${document.id}/ask`,
      cookie: pro.cookie,
      body: { question: `Which law${NUL} governs this agreement?` },
    });
    expectNulRefusal(response, 'question');
    const stored = await harness.db
      .selectFrom('questions')
      .select('id')
      .where('documentId', '=', document.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('in the generator’s parameters and in the document type', async () => {
    const parameters = { 'Disclosing Party': `Orbital${NUL} Labs Inc.`, Purpose: 'evaluating an investment' };
    const byParameters = await harness.api({
      method: 'POST',
      url: '/api/generate-document',
      cookie: pro.cookie,
      body: { documentType: 'Non-Disclosure Agreement', parameters },
    });
    expectNulRefusal(byParameters, 'parameters');
    const byType = await harness.api({
      method: 'POST',
      url: '/api/generate-document',
      cookie: pro.cookie,
      body: { documentType: `Lease${NUL} Agreement`, parameters: { Landlord: 'Ada' } },
    });
    expectNulRefusal(byType, 'documentType');
    const stored = await harness.db
      .selectFrom('generatedDocuments')
      .select('id')
      .where('ownerId', '=', pro.user.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('in the title, notes and content of a generated document', async () => {
    const saved = await insertGeneratedDocument(harness.db, {
      ownerId: pro.user.id,
      title: 'My NDA',
      documentType: 'Non-Disclosure Agreement',
      templateId: null,
      parameters: {},
      generatedContent: '<p>Kept text</p>',
      countedAt: null,
    });
    for (const [field, body] of [
      ['title', { title: `My${NUL} NDA` }],
      ['notes', { notes: `check${NUL} clause 5` }],
      ['generatedContent', { generatedContent: `<p>Edited${NUL} text</p>` }],
    ] as const) {
      const response = await harness.api({
        method: 'PATCH',
        url: `/api/generated-documents/${saved.id}`,
        cookie: pro.cookie,
        body,
      });
      expectNulRefusal(response, field);
    }
    const served = await harness.api({ url: `/api/generated-documents/${saved.id}`, cookie: pro.cookie });
    expect(served.json()).toMatchObject({ title: 'My NDA', notes: '', generatedContent: '<p>Kept text</p>' });
  });

  it('in the name of a bulk analysis', async () => {
    const response = await harness.api({
      method: 'POST',
      url: '/api/bulk-uploads',
      cookie: enterprise.cookie,
      body: { name: `Q3${NUL} contracts`, analysisType: 'data_extraction', extractionParameters: ['Parties'] },
    });
    expectNulRefusal(response, 'name');
    const stored = await harness.db
      .selectFrom('bulkUploads')
      .select('id')
      .where('ownerId', '=', enterprise.user.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('in the name given at registration', async () => {
    const email = uniqueEmail('nul-name');
    const response = await harness.api({
      method: 'POST',
      url: '/api/auth/register',
      body: { name: `Ada${NUL} Lovelace`, email, password: 'a-long-and-unusual-passphrase-42' },
    });
    expectNulRefusal(response, 'name');
    const stored = await harness.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(stored).toEqual([]);
  });

  it('in a query string, with the same answer', async () => {
    const admin = await harness.createUser({ verified: true, role: 'admin' });
    const cookie = await harness.login(admin.email, admin.password);
    const response = await harness.api({
      url: `/api/admin/users?search=${encodeURIComponent(`ada${NUL}`)}`,
      cookie,
    });
    expectNulRefusal(response, 'search');
  });
});
