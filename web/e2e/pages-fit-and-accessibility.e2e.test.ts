import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { SAMPLE_DOCUMENTS, SAMPLES_DIR } from '@doclens/all-in-one';
import type { BulkUploadDetail } from '@doclens/api';
import { insertGeneratedDocument } from '@doclens/db';
import { SHIPPED_CONTRACT } from '@doclens/testing/shipped-documents';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_MISSING, chromiumInstalled } from './harness/browser';
import { useBrowserSession } from './harness/browser-session';
import { spillingOutOfCards } from './harness/card-fit';
import { type PageProblems, problemsOf } from './harness/page-checks';
import { type SignedInUser, signInNewUser, uploadAndAnalyse } from './harness/signed-in-user';
import { writtenContractPdf } from './harness/written-contract';

const WIDTHS = [1280, 390] as const;
/** The analysis tabs of an essay and a CV (Notes and Ask AI are checked on the contract's page). */
const ANALYSIS_TABS = {
  essay: ['overview', 'details', 'risks', 'recommendations', 'insights'],
  cv: ['overview', 'details', 'recommendations', 'insights'],
} as const;
const SUITE =
  'every page at 1280 and 390 px: no serious axe finding, one h1, headings in order, a skip link, no sideways scroll';

/** Whether the element shows within a few seconds: a missing one is reported with the other problems. */
function appears(locator: Locator, timeout = 5_000): Promise<boolean> {
  return locator.waitFor({ timeout }).then(
    () => true,
    () => false,
  );
}

interface Fixture {
  admin: SignedInUser;
  proEmail: string;
  enterpriseEmail: string;
  contractId: number;
  otherId: number;
  essayId: number;
  cvId: number;
  ownGeneratedId: number;
  sharedTitle: string;
  batchName: string;
}

/**
 * The pages of the product as an admin on the Enterprise plan sees them, plus the signed-out ones,
 * at a laptop's and a phone's width. One browser page per width walks them all; each page's
 * problems are gathered so one run names every one of them.
 */
describe.skipIf(!chromiumInstalled)(chromiumInstalled ? SUITE : `${SUITE} (${CHROMIUM_MISSING})`, () => {
  const adminEmail = `admin-${randomBytes(4).toString('hex')}@example.com`;
  const session = useBrowserSession({ env: { ADMIN_EMAIL: adminEmail } });
  let fixture: Fixture;

  beforeAll(async () => {
    fixture = await prepareFixture(session, adminEmail);
  }, 180_000);

  const signedIn = async (width: number): Promise<Page> => {
    const page = await session.openPage();
    await page.setViewportSize({ width, height: 900 });
    const login = await page.request.post('/api/auth/login', {
      headers: { origin: session.product.baseUrl },
      data: { email: fixture.admin.email, password: fixture.admin.password },
    });
    if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
    return page;
  };

  for (const width of WIDTHS) {
    it(`signed-in pages at ${width} px`, async () => {
      const page = await signedIn(width);
      const found: PageProblems[] = [];
      const visit = async (path: string, ready: (page: Page) => Promise<unknown>) => {
        await page.goto(path);
        await ready(page);
        found.push(await problemsOf(page, path));
      };
      const heading = (name: string | RegExp) => (current: Page) => current.getByRole('heading', { name }).waitFor();

      await visit('/dashboard', (current) => current.getByRole('region', { name: 'Recent Documents' }).waitFor());
      // Item 5: a document shared with the user is on the dashboard, not only on /documents.
      const sharedLink = page
        .getByRole('region', { name: 'Shared with you' })
        .getByRole('link', { name: fixture.sharedTitle });
      if (!(await appears(sharedLink))) {
        found.push({ page: '/dashboard', problems: [`no "Shared with you" link to ${fixture.sharedTitle}`] });
      }
      await visit('/documents', heading('Document Dashboard'));
      await visit(`/document/${fixture.contractId}`, (current) =>
        current.getByRole('tablist', { name: 'Analysis sections' }).waitFor(),
      );
      await visit(`/document/${fixture.otherId}`, (current) =>
        current.getByRole('tablist', { name: 'Analysis sections' }).waitFor(),
      );
      // Item 2: the Other overview's cards hold their title, their count and the score ring.
      found.push({
        page: 'Other overview cards',
        problems: await spillingOutOfCards(
          page.locator('dl').filter({ hasText: 'Overall effectiveness' }).locator('xpath=./div'),
        ),
      });
      // Every tab of an essay and a CV, and their full analysis: cards and sections nest their headings.
      for (const [viewType, documentId] of [
        ['essay', fixture.essayId],
        ['cv', fixture.cvId],
      ] as const) {
        for (const tab of ANALYSIS_TABS[viewType]) {
          await visit(`/document/${documentId}?tab=${tab}`, (current) =>
            current.getByRole('tabpanel').getByRole('heading').first().waitFor(),
          );
        }
        await page.getByRole('button', { name: 'Show full analysis' }).click();
        await page.getByRole('heading', { name: 'Document Analysis Complete' }).waitFor();
        found.push(await problemsOf(page, `${viewType} full analysis`));
      }
      await visit('/template-generator', (current) => current.locator('main h1').waitFor());
      await visit('/account', (current) => current.locator('main h1').waitFor());
      await visit('/referrals', (current) => current.locator('main h1').waitFor());
      await visit('/pricing', (current) => current.locator('main h1').waitFor());
      await visit('/admin-plan-update', (current) => current.locator('main h1').waitFor());

      await visit('/bulk-upload', async (current) => {
        await current.getByRole('button', { name: fixture.batchName, exact: true }).click();
        await current.getByRole('heading', { name: `Results: ${fixture.batchName}` }).waitFor();
      });
      // Item 6: the results fit the page; no column (Parties, the last) hides behind a sideways scroll.
      const table = page.locator('table').filter({ has: page.getByRole('button', { name: /Parties/ }) });
      const [scrollWidth, clientWidth] = await table
        .locator('xpath=..')
        .evaluate((wrapper) => [wrapper.scrollWidth, wrapper.clientWidth]);
      if ((scrollWidth as number) > (clientWidth as number)) {
        found.push({
          page: 'bulk results',
          problems: [`the table scrolls sideways: ${scrollWidth} in ${clientWidth} px`],
        });
      }

      await visit('/admin', async (current) => {
        await current.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
        await current.locator('figure[aria-label="Documents by status"] svg.recharts-surface').waitFor();
      });
      // Item 7: every bar of "Documents by status" has its label, and the revenue says how it is counted.
      // recharts draws the axes' labels in a layer of their own, so the figure's tick labels are read whole.
      const shownLabels = await page
        .locator('figure[aria-label="Documents by status"] .recharts-cartesian-axis-tick-value')
        .allTextContents();
      const unlabelled = ['pending', 'processing', 'completed', 'failed'].filter(
        (status) => !shownLabels.includes(status),
      );
      if (unlabelled.length > 0) {
        found.push({ page: 'documents by status', problems: [`bars without a label: ${unlabelled.join(', ')}`] });
      }
      for (const hint of ["Each active subscription's monthly price", 'A year of each subscription not set to end']) {
        if ((await page.getByText(hint, { exact: false }).count()) !== 1) {
          found.push({ page: 'admin revenue', problems: [`no "${hint}…" beside the figure`] });
        }
      }

      await visit(`/generated-document-editor/${fixture.ownGeneratedId}`, (current) =>
        current.getByRole('button', { name: 'Share' }).waitFor(),
      );
      // Gathered with the rest, so one run names every problem.
      await checkShareDialog(page, fixture, found).catch((error: Error) =>
        found.push({ page: 'share dialog', problems: [error.message.split('\n')[0] ?? error.message] }),
      );

      expect(found.filter((entry) => entry.problems.length > 0)).toEqual([]);
    }, 240_000);

    it(`signed-out pages at ${width} px`, async () => {
      const page = await session.openPage();
      await page.setViewportSize({ width, height: 900 });
      const found: PageProblems[] = [];
      for (const path of ['/', '/auth', '/pricing', '/privacy-policy', '/terms-of-use']) {
        await page.goto(path);
        await page.locator('main h1').first().waitFor();
        found.push(await problemsOf(page, path));
      }
      expect(found.filter((entry) => entry.problems.length > 0)).toEqual([]);
    });
  }
});

/**
 * Item 5 in the share dialog: sharing with an account on another plan says they need Enterprise;
 * after a share, one Escape closes the dialog. The open dialog gets axe's checks too.
 */
async function checkShareDialog(page: Page, fixture: Fixture, found: PageProblems[]): Promise<void> {
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this document' });
  await dialog.getByText('Only you have access to this document.').waitFor();
  const email = dialog.getByLabel('Email', { exact: true });
  const share = dialog.getByRole('button', { name: 'Share', exact: true });

  await email.fill(fixture.proEmail);
  await share.click();
  await dialog.getByRole('alert').getByText('they need Enterprise', { exact: false }).waitFor({ timeout: 10_000 });

  await email.fill(fixture.enterpriseEmail);
  await share.click();
  await dialog.getByText(`${fixture.enterpriseEmail} · Can edit`).waitFor();
  const { problems } = await problemsOf(page, 'share dialog', { skipLink: false });
  found.push({ page: 'share dialog', problems: problems.filter((problem) => problem.startsWith('axe')) });

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', timeout: 2_000 });
  // Leave the document as it was for the other width.
  const revoke = await page.request.delete(
    `/api/generated-documents/${fixture.ownGeneratedId}/shares/${await userIdOf(page, fixture.enterpriseEmail, fixture.ownGeneratedId)}`,
    { headers: { origin: new URL(page.url()).origin } },
  );
  if (!revoke.ok()) throw new Error(`revoking failed: ${revoke.status()}`);
}

async function userIdOf(page: Page, email: string, documentId: number): Promise<string> {
  const response = await page.request.get(`/api/generated-documents/${documentId}/shares`);
  const { shares } = (await response.json()) as { shares: { userId: string; email: string }[] };
  const match = shares.find((share) => share.email === email);
  if (!match) throw new Error(`${email} has no share`);
  return match.userId;
}

/** An extraction batch whose files and fields make a wide table: a long file name and five fields. */
async function finishedWideBatch(page: Page, origin: string, name: string): Promise<void> {
  const created = await page.request.post('/api/bulk-uploads', {
    headers: { origin },
    data: {
      name,
      analysisType: 'data_extraction',
      extractionParameters: ['Governing Law', 'Effective Date', 'Term', 'Termination', 'Parties'],
    },
  });
  if (!created.ok()) throw new Error(`batch refused: ${created.status()} ${await created.text()}`);
  const { id } = (await created.json()) as { id: number };
  const form = new FormData();
  const written = writtenContractPdf();
  form.append('files', new Blob([new Uint8Array(written.buffer)], { type: 'application/pdf' }), written.name);
  const endorsement = await import('node:fs/promises').then((fs) => fs.readFile(SHIPPED_CONTRACT.endorsement));
  form.append(
    'files',
    new Blob([new Uint8Array(endorsement)], { type: 'application/pdf' }),
    'MOSSIMOINC_04_14_2000-EX-10.14-ENDORSEMENT_AGREEMENT.PDF',
  );
  const sent = await page.request.post(`/api/bulk-uploads/${id}/files`, { headers: { origin }, multipart: form });
  if (!sent.ok()) throw new Error(`files refused: ${sent.status()} ${await sent.text()}`);
  // expect.poll belongs to tests; this runs before them.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const batch = (await (await page.request.get(`/api/bulk-uploads/${id}`)).json()) as BulkUploadDetail;
    if (batch.status === 'completed') return;
    if (Date.now() > deadline) throw new Error(`batch ${name} is still ${batch.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function prepareFixture(session: ReturnType<typeof useBrowserSession>, adminEmail: string): Promise<Fixture> {
  const { product } = session;
  const origin = product.baseUrl;
  const [page, ownerPage, proPage, enterprisePage] = await Promise.all([
    session.openPage(),
    session.openPage(),
    session.openPage(),
    session.openPage(),
  ]);
  const admin = await signInNewUser(page, product, { plan: 'enterprise', name: 'Ada Admin', email: adminEmail });
  const owner = await signInNewUser(ownerPage, product, { plan: 'enterprise', name: 'Olivia Owner' });
  const pro = await signInNewUser(proPage, product, { plan: 'pro', name: 'Pat Pro' });
  const enterprise = await signInNewUser(enterprisePage, product, { plan: 'enterprise', name: 'Erin Enterprise' });

  const sharedTitle = 'Joint venture terms';
  const shared = await insertGeneratedDocument(product.database.db, {
    ownerId: owner.id,
    title: sharedTitle,
    documentType: 'Joint Venture Agreement',
    templateId: null,
    parameters: {},
    generatedContent: '<h1>Joint Venture Agreement</h1><p>The parties agree as follows.</p>',
    countedAt: null,
  });
  const granted = await ownerPage.request.post(`/api/generated-documents/${shared.id}/shares`, {
    headers: { origin },
    data: { email: admin.email, role: 'read' },
  });
  if (!granted.ok()) throw new Error(`sharing failed: ${granted.status()} ${await granted.text()}`);
  const own = await insertGeneratedDocument(product.database.db, {
    ownerId: admin.id,
    title: 'Consulting agreement',
    documentType: 'Consulting Agreement',
    templateId: null,
    parameters: {},
    generatedContent: '<h1>Consulting Agreement</h1><p>The consultant shall advise the client.</p>',
    countedAt: null,
  });

  const batchName = 'Supplier contracts';
  const sample = (documentType: 'essay' | 'cv') => {
    const chosen = SAMPLE_DOCUMENTS.find((document) => document.documentType === documentType);
    if (!chosen) throw new Error(`samples/ has no ${documentType}`);
    return uploadAndAnalyse(page, product, join(SAMPLES_DIR, chosen.file), documentType, chosen.analysisParameters);
  };
  const [contract, other, essay, cv] = await Promise.all([
    uploadAndAnalyse(page, product, SHIPPED_CONTRACT.small, 'contract', { role: 'client' }),
    uploadAndAnalyse(page, product, SHIPPED_CONTRACT.endorsement, 'other', { documentPurpose: 'newsletter draft' }),
    sample('essay'),
    sample('cv'),
    finishedWideBatch(page, origin, batchName),
  ]);
  await Promise.all([page, ownerPage, proPage, enterprisePage].map((opened) => opened.context().close()));
  return {
    admin,
    proEmail: pro.email,
    enterpriseEmail: enterprise.email,
    contractId: contract.id,
    otherId: other.id,
    essayId: essay.id,
    cvId: cv.id,
    ownGeneratedId: own.id,
    sharedTitle,
    batchName,
  };
}
