import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './harness/browser-session';
import { contractsDir, needsContracts } from './harness/fixture-files';
import { saveScreenshot } from './harness/screenshots';
import { signInNewUser } from './harness/signed-in-user';

const CONTRACTS = [
  'KNOWLABS_INC_08_15_2005-EX-10-INTELLECTUAL_PROPERTY_AGREEMENT.PDF',
  'MOSSIMOINC_04_14_2000-EX-10.14-ENDORSEMENT_AGREEMENT.PDF',
  'OMINTO_INC_03_29_2004-EX-10-RESELLER_AGREEMENT.PDF',
];

/** An enterprise user extracts fields from three contracts, opens a cell's citation and downloads the CSV. */
describe('bulk analysis in the browser', () => {
  const session = useBrowserSession();

  it(needsContracts('extracts a table with citations and downloads it as CSV'), async () => {
    const page = await session.openPage();
    await signInNewUser(page, session.product, { plan: 'enterprise' });

    await page.goto('/bulk-upload');
    await page.getByTestId('bulk-file-input').setInputFiles(
      await Promise.all(
        CONTRACTS.map(async (name) => ({
          name,
          mimeType: 'application/pdf',
          buffer: await readFile(`${contractsDir}${name}`),
        })),
      ),
    );
    await page.getByText('3 PDF files selected').waitFor();
    await page.getByRole('button', { name: 'Next: Configure' }).click();
    await page.getByLabel('Analysis name').fill('Three contracts');
    await page.getByLabel('Field 1', { exact: true }).fill('Governing Law');
    await page.getByRole('button', { name: 'Add Field' }).click();
    await page.getByLabel('Field 2', { exact: true }).fill('Parties');
    await page.getByRole('button', { name: 'Start Analysis' }).click();

    await page.getByRole('heading', { name: 'Results: Three contracts' }).waitFor({ timeout: 45_000 });
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
    for (const name of CONTRACTS) expect(csv).toContain(`${name},`);
    expect(csv).toContain('the State of Ohio');
  });
});
