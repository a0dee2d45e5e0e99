import { readdir, readFile } from 'node:fs/promises';
import { FIXTURES_DIR, fixturesPresent } from '@doclens/testing/shared-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './harness/browser-session';
import { saveScreenshot } from './harness/screenshots';
import { signInNewUser } from './harness/signed-in-user';

// Ten contracts and ten CVs: more than the repository ships, and CVs are not ours to ship.
const contractsDir = `${FIXTURES_DIR}contracts/`;
const cvsDir = `${FIXTURES_DIR}cvs/`;

async function choosePdfs(page: Page, dir: string, names: readonly string[]): Promise<void> {
  await page
    .getByTestId('bulk-file-input')
    .setInputFiles(
      await Promise.all(
        names.map(async (name) => ({ name, mimeType: 'application/pdf', buffer: await readFile(`${dir}${name}`) })),
      ),
    );
}

async function tenPdfs(dir: string, first: readonly string[] = []): Promise<string[]> {
  const all = (await readdir(dir)).filter((name) => name.toLowerCase().endsWith('.pdf')).sort();
  return [...first, ...all.filter((name) => !first.includes(name))].slice(0, 10);
}

/** An enterprise user extracts fields from ten contracts, opens a cell's citation, downloads the CSV, then ranks ten CVs. */
describe('bulk analysis in the browser', () => {
  const session = useBrowserSession();

  it.skipIf(!fixturesPresent)(
    'extracts ten contracts into a table with citations, downloads the CSV, then ranks ten CVs',
    async () => {
      const page = await session.openPage();
      await signInNewUser(page, session.product, { plan: 'enterprise' });

      await page.goto('/bulk-upload');
      const contracts = await tenPdfs(contractsDir, ['MOSSIMOINC_04_14_2000-EX-10.14-ENDORSEMENT_AGREEMENT.PDF']);
      await choosePdfs(page, contractsDir, contracts);
      await page.getByText('10 PDF files selected').waitFor();
      await page.getByRole('button', { name: 'Next: Configure' }).click();
      await page.getByLabel('Analysis name').fill('Ten contracts');
      await page.getByLabel('Field 1', { exact: true }).fill('Governing Law');
      await page.getByRole('button', { name: 'Add Field' }).click();
      await page.getByLabel('Field 2', { exact: true }).fill('Parties');
      await page.getByRole('button', { name: 'Start Analysis' }).click();

      await page.getByRole('heading', { name: 'Results: Ten contracts' }).waitFor({ timeout: 60_000 });
      const ohio = page.getByRole('button', { name: /Ohio/ });
      await ohio.click();
      const citation = page.getByRole('complementary', { name: 'Citation' });
      await citation.getByText(/governed by/).waitFor();
      expect(await citation.getByRole('link', { name: /Open page \d+ of the file/ }).getAttribute('href')).toMatch(
        /\/api\/bulk-uploads\/\d+\/files\/\d+\/file#page=\d+$/,
      );
      await saveScreenshot(page, 'bulk-upload-results');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download CSV' }).click(),
      ]);
      const csv = (await readFile(await download.path())).toString('utf8');
      expect(csv).toContain('File,Governing Law,Governing Law (page),Governing Law (quote),Parties');
      for (const name of contracts) expect(csv).toContain(`${name},`);
      expect(csv).toContain('the State of Ohio');

      await page.getByRole('button', { name: 'Start Over' }).click();
      const cvs = await tenPdfs(cvsDir, ['HEALTHCARE-10062724.pdf']);
      await choosePdfs(page, cvsDir, cvs);
      await page.getByRole('button', { name: 'Next: Configure' }).click();
      await page.getByLabel('Analysis name').fill('Nurse shortlist');
      await page.getByLabel(/AI summary/).check();
      await page
        .getByLabel(/Criterion/)
        .fill('Registered Nurse: patient care, medication administration, charting, 3 years of hospital experience');
      await page.getByRole('button', { name: 'Start Analysis' }).click();
      await page.getByRole('heading', { name: 'Results: Nurse shortlist' }).waitFor({ timeout: 60_000 });
      const ranked = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^#\d+ / }) });
      await expect.poll(() => ranked.count()).toBe(10);
      // The collection files an RN staff nurse's CV under AGRICULTURE: both nurses' CVs lead the ranking.
      const topTwo = await ranked.getByRole('heading').allTextContents();
      expect(
        topTwo
          .slice(0, 2)
          .map((heading) => heading.replace(/^#\d+ /, ''))
          .sort(),
      ).toEqual(['AGRICULTURE-10953078.pdf', 'HEALTHCARE-10062724.pdf']);
      await saveScreenshot(page, 'bulk-upload-ranking');
      expect(await page.getByRole('button', { name: 'Nurse shortlist', exact: true }).count()).toBe(1);
    },
  );
});
