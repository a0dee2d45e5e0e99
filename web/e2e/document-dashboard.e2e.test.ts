import { statSync } from 'node:fs';
import { basename } from 'node:path';
import type { AnalysisType, DocumentListItem } from '@doclens/api';
import { FIXTURES_DIR, fixturesPresent } from '@doclens/testing/shared-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './harness/browser-session';
import { saveScreenshot } from './harness/screenshots';
import { analysedDocument, signInNewUser, startAnalysis, uploadPdf } from './harness/signed-in-user';

const fixturesDir = FIXTURES_DIR;

interface Fixture {
  path: string;
  type: AnalysisType;
  parameters: Record<string, string>;
}

/** Two real documents of each kind, uploaded in this order (so the newest is the last). */
const FIXTURES: Fixture[] = [
  {
    path: `${fixturesDir}contracts/KNOWLABS_INC_08_15_2005-EX-10-INTELLECTUAL_PROPERTY_AGREEMENT.PDF`,
    type: 'contract',
    parameters: { role: 'client' },
  },
  { path: `${fixturesDir}essays/asap-p1-1.pdf`, type: 'essay', parameters: { academicLevel: 'high-school' } },
  { path: `${fixturesDir}cvs/DESIGNER-10466583.pdf`, type: 'cv', parameters: { perspective: 'job-seeker' } },
  {
    path: `${fixturesDir}contracts/MOSSIMOINC_04_14_2000-EX-10.14-ENDORSEMENT_AGREEMENT.PDF`,
    type: 'contract',
    parameters: { role: 'service-provider' },
  },
  { path: `${fixturesDir}essays/asap-p1-40.pdf`, type: 'essay', parameters: { academicLevel: 'college' } },
  { path: `${fixturesDir}cvs/APPAREL-10182582.pdf`, type: 'cv', parameters: { perspective: 'job-seeker' } },
];

const nameOf = (fixture: Fixture) => basename(fixture.path);
const namesOf = (fixtures: Fixture[]) => fixtures.map(nameOf);
const ofType = (type: AnalysisType) => FIXTURES.filter((fixture) => fixture.type === type);
/** Newest first: the reverse of the upload order. */
const newestFirst = (fixtures: Fixture[]) => [...fixtures].reverse();

async function cardNames(page: Page): Promise<string[]> {
  return page.getByTestId('document-card-name').allTextContents();
}

/**
 * The card names once the list shows exactly `expected`: the list re-renders as the user types or
 * chooses, and after a reload it first loads the page's chunk and the documents on a busy machine.
 */
async function expectCards(page: Page, expected: string[]): Promise<void> {
  await expect.poll(() => cardNames(page), { timeout: 30_000 }).toEqual(expected);
}

describe('the Document Dashboard in the browser', () => {
  const session = useBrowserSession();

  it.skipIf(!fixturesPresent)(
    'searches, filters, sorts, archives, pins and edits real analysed documents',
    async () => {
      const page = await session.openPage();
      // Pro: the free plan allows one upload a month.
      await signInNewUser(page, session.product, { plan: 'pro' });

      const ids: number[] = [];
      for (const fixture of FIXTURES) {
        const id = await uploadPdf(page, session.product, fixture.path);
        await startAnalysis(page, session.product, id, fixture.type, fixture.parameters);
        ids.push(id);
      }
      const analysed = await Promise.all(ids.map((id) => analysedDocument(page, id)));

      await page.goto('/documents');
      await page.getByRole('heading', { name: 'Document Dashboard' }).waitFor();
      await expectCards(page, namesOf(newestFirst(FIXTURES)));
      expect(await page.getByTestId('stat-all').textContent()).toBe('6');
      expect(await page.getByTestId('stat-legal').textContent()).toBe('2');
      await saveScreenshot(page, 'document-dashboard');

      // Filters, each from the menu; the address follows the choice.
      const filter = page.getByLabel('Filter');
      const expectedByFilter: Record<string, string[]> = {
        uploaded: namesOf(newestFirst(FIXTURES)),
        essays: namesOf(newestFirst(ofType('essay'))),
        cvs: namesOf(newestFirst(ofType('cv'))),
        legal: namesOf(newestFirst(ofType('contract'))),
        other: [],
        generated: [],
        pinned: [],
        archived: [],
        all: namesOf(newestFirst(FIXTURES)),
      };
      for (const [value, expected] of Object.entries(expectedByFilter)) {
        await filter.selectOption(value);
        await expectCards(page, expected);
        expect(new URL(page.url()).searchParams.get('filter')).toBe(value);
        if (expected.length === 0) await page.getByText('No documents match').waitFor();
      }

      // ?filter= preselects.
      await page.goto('/documents?filter=cvs');
      await expectCards(page, namesOf(newestFirst(ofType('cv'))));
      expect(await filter.inputValue()).toBe('cvs');
      await filter.selectOption('all');

      // Search: case-insensitive on the name and the type.
      const search = page.getByLabel('Search documents');
      await search.fill('knowlabs');
      await expectCards(page, [nameOf(FIXTURES[0] as Fixture)]);
      await search.fill('ASAP');
      await expectCards(page, namesOf(newestFirst(ofType('essay'))));
      await search.fill('resume');
      await expectCards(page, namesOf(newestFirst(ofType('cv'))));
      await search.fill('no document has this');
      await page.getByText('No documents match').waitFor();
      await search.fill('');

      // Sorts.
      const sort = page.getByLabel('Sort by');
      await sort.selectOption('name');
      await expectCards(page, [
        'APPAREL-10182582.pdf',
        'asap-p1-1.pdf',
        'asap-p1-40.pdf',
        'DESIGNER-10466583.pdf',
        'KNOWLABS_INC_08_15_2005-EX-10-INTELLECTUAL_PROPERTY_AGREEMENT.PDF',
        'MOSSIMOINC_04_14_2000-EX-10.14-ENDORSEMENT_AGREEMENT.PDF',
      ]);
      await sort.selectOption('size');
      const bySize = [...FIXTURES].sort((a, b) => statSync(b.path).size - statSync(a.path).size);
      await expectCards(page, namesOf(bySize));
      await sort.selectOption('risk');
      await expectCards(page, namesOf(byRiskThenNewest(analysed)));
      await sort.selectOption('date');
      await expectCards(page, namesOf(newestFirst(FIXTURES)));

      // Archive hides from 'all' and shows under 'archived'.
      const archivedName = nameOf(FIXTURES[3] as Fixture);
      await page.getByRole('button', { name: `Actions for ${archivedName}` }).click();
      await page.getByRole('menuitem', { name: 'Archive' }).click();
      await page.getByText('Document archived', { exact: true }).waitFor();
      await expectCards(
        page,
        namesOf(newestFirst(FIXTURES)).filter((name) => name !== archivedName),
      );
      await filter.selectOption('archived');
      await expectCards(page, [archivedName]);
      await filter.selectOption('all');

      // A pin shows under 'pinned' and survives a reload.
      const pinnedName = nameOf(FIXTURES[2] as Fixture);
      await page.getByRole('button', { name: `Pin ${pinnedName}` }).click();
      await page.getByText('Document pinned', { exact: true }).waitFor();
      await filter.selectOption('pinned');
      await expectCards(page, [pinnedName]);
      await page.reload();
      await page.getByRole('heading', { name: 'Document Dashboard' }).waitFor();
      await expectCards(page, [pinnedName]);
      expect(await page.getByTestId('stat-pinned').textContent()).toBe('1');

      // A card opens the document view.
      await page.getByRole('link', { name: pinnedName }).click();
      await page.waitForURL(`**/document/${ids[2]}`);

      // The edit page saves a summary that is still there after a reload.
      const editedId = ids[0] as number;
      await page.goto('/documents');
      await page.getByRole('button', { name: `Actions for ${nameOf(FIXTURES[0] as Fixture)}` }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      await page.waitForURL(`**/documents/${editedId}/edit`);
      const summary = page.getByLabel('Summary points');
      await summary.waitFor();
      const addedPoint = 'Ask for a mutual limitation of liability before signing.';
      await summary.fill(`${await summary.inputValue()}\n• short`);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText(/is too short: each summary point needs more than 10 characters/).waitFor();
      await summary.fill(`${(await summary.inputValue()).replace(/\n• short$/, '')}\n• ${addedPoint}`);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Document Saved', { exact: true }).waitFor();
      await page.reload();
      await summary.waitFor();
      expect(await summary.inputValue()).toContain(`• ${addedPoint}`);
      const stored = await page.request.get(`/api/documents/${editedId}`);
      expect(((await stored.json()) as { content: string }).content).toContain(addedPoint);
    },
    240_000,
  );
});

const RISK_RANK = { high: 3, medium: 2, low: 1 } as const;

/** Highest risk first; documents without a risk level after, newest first within a level. */
function byRiskThenNewest(analysed: DocumentListItem[]): Fixture[] {
  const rankOf = (index: number) => {
    const level = analysed[index]?.riskLevel;
    return level ? RISK_RANK[level] : 0;
  };
  return FIXTURES.map((fixture, index) => ({ fixture, index }))
    .sort((a, b) => rankOf(b.index) - rankOf(a.index) || b.index - a.index)
    .map(({ fixture }) => fixture);
}
