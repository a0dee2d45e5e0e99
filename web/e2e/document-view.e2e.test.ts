import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  AnalysisType,
  ContractAnalysis,
  CvAnalysis,
  DocumentDetail,
  EssayAnalysis,
  OtherAnalysis,
} from '@doclens/api';
import { scannedCopyOf } from '@doclens/testing/scanned-pdf';
import { fixturePath, fixturesPresent } from '@doclens/testing/shared-fixtures';
import { SHIPPED_CONTRACT } from '@doclens/testing/shipped-documents';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './harness/browser-session';
import { evidenceHighlights, withoutWhitespace } from './harness/evidence-highlights';
import { saveScreenshot } from './harness/screenshots';
import { signInNewUser, uploadAndAnalyse } from './harness/signed-in-user';

const smallContractPath = SHIPPED_CONTRACT.small;
// Essays and CVs are not ours to ship: their tests need ../shared/fixtures.
const essayPath = fixturePath('essays/asap-p1-1.pdf');
const otherPath = fixturePath('essays/asap-p2-2978.pdf');
const cvPath = fixturePath('cvs/ACCOUNTANT-10554236.pdf');

/** What one tab must show: its label in the tab list and texts taken from the API's analysis. */
interface TabExpectation {
  tab: string;
  texts: string[];
}

/**
 * The start of a long text, cut at a word: views may truncate or split long lines, and a prefix
 * still proves that the tab shows this analysis and not a placeholder.
 */
function opening(text: string, length = 48): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  if (collapsed.length <= length) return collapsed;
  return collapsed.slice(0, collapsed.lastIndexOf(' ', length));
}

async function openDocument(page: Page, document: DocumentDetail): Promise<void> {
  await page.goto(`/document/${document.id}`);
  await page.getByRole('heading', { name: document.originalName }).waitFor();
}

/**
 * Every overview card holds its label, value and score ring within its own box (at 1280 px beside
 * the PDF, and on a phone), and a cut value keeps the whole of it on hover.
 */
async function expectOverviewCardsToFit(page: Page, typeValue: string): Promise<void> {
  const panel = await openTab(page, 'Overview');
  const cards = panel.locator('dl > div');
  await cards.first().waitFor();
  const overflowing = await cards.evaluateAll((elements) =>
    elements
      .filter((card) => {
        const box = card.getBoundingClientRect();
        return [...card.querySelectorAll('dt, dd, dd > *')].some((child) => {
          const inner = child.getBoundingClientRect();
          const clipped = child.matches('dt, dd') && child.scrollWidth > child.clientWidth + 1;
          return clipped || inner.left < box.left - 0.5 || inner.right > box.right + 0.5;
        });
      })
      .map((card) => card.textContent),
  );
  expect(overflowing).toEqual([]);
  await expect(panel.getByText(typeValue).getAttribute('title')).resolves.toBe(typeValue);
}

async function openTab(page: Page, label: string): Promise<Locator> {
  await page.getByRole('tablist', { name: 'Analysis sections' }).getByRole('tab', { name: label, exact: true }).click();
  const panel = page.getByRole('tabpanel');
  await panel.waitFor();
  return panel;
}

async function expectTabsToShow(page: Page, expectations: TabExpectation[]): Promise<void> {
  const labels = await page.getByRole('tablist', { name: 'Analysis sections' }).getByRole('tab').allInnerTexts();
  expect(labels.map((label) => label.trim())).toEqual([...expectations.map((entry) => entry.tab), 'Notes', 'Ask AI']);
  for (const { tab, texts } of expectations) {
    const panel = await openTab(page, tab);
    for (const text of texts) {
      expect(text, `an empty expectation for ${tab}`).not.toBe('');
      await panel.getByText(text).first().waitFor({ timeout: 10_000 });
    }
  }
  await (await openTab(page, 'Notes')).getByText('Notes & Comments').first().waitFor();
  await (await openTab(page, 'Ask AI')).getByText('Ask AI').first().waitFor();
  // Screenshots show the overview.
  await openTab(page, 'Overview');
}

/** The viewer beside the analysis has drawn the PDF: its page count and a text layer with text. */
async function expectPdfShown(page: Page, pageCount: number | null): Promise<void> {
  const viewer = page.getByRole('region', { name: 'Original document' });
  if (pageCount !== null) await viewer.getByText(`${pageCount} ${pageCount === 1 ? 'page' : 'pages'}`).waitFor();
  await viewer.locator('[data-page-number="1"] .textLayer span').first().waitFor();
}

/** In the Risk Assessment tab, presses the "Show on page" button of the finding titled `title`. */
async function showFindingOnPage(page: Page, title: string, pageNumber: number): Promise<void> {
  const panel = await openTab(page, 'Risk Assessment');
  const card = panel
    .locator('li')
    .filter({ has: page.getByRole('heading', { name: title }) })
    .first();
  await card.getByRole('button', { name: new RegExp(`^Show on page ${pageNumber}:`) }).click();
}

function analysisOf<T>(document: DocumentDetail): T {
  return document.analysis as unknown as T;
}

describe('the document view in the browser', () => {
  const session = useBrowserSession();
  const analysed = (page: Page, path: string, type: AnalysisType, parameters: Record<string, unknown>) =>
    uploadAndAnalyse(page, session.product, path, type, parameters);

  it('shows a contract beside its PDF, every tab with its analysis, and jumps to a risk finding in the PDF', async () => {
    const page = await session.openPage();
    await signInNewUser(page, session.product, { plan: 'pro' });
    // Read as the inventor who assigns his work: his covenant not to sue is a point to negotiate, so the
    // Recommendations tab has an action to show.
    const document = await analysed(page, smallContractPath, 'contract', { role: 'client', party: 'KENNETH TURPIN' });
    const contract = analysisOf<ContractAnalysis>(document);
    const [keyTerm] = contract.keyTerms;
    const [action] = contract.recommendations.immediateActions;
    const finding = contract.keyFindings.find((candidate) => candidate.evidence && candidate.quotedText);
    if (!keyTerm || !action || !finding?.evidence) throw new Error('the contract analysis lacks the expected parts');

    await openDocument(page, document);
    await expectPdfShown(page, document.pageCount);
    await expectTabsToShow(page, [
      { tab: 'Overview', texts: ['Critical issues found', keyTerm.term, opening(keyTerm.actionRequired)] },
      { tab: 'Risk Assessment', texts: [finding.title, opening(finding.recommendation)] },
      { tab: 'Recommendations', texts: [opening(action.action)] },
      { tab: 'Market Insights', texts: [opening(contract.industryContext.marketAnalysis)] },
    ]);

    // Jump to evidence: the finding's quote is highlighted in the text layer of its page.
    await showFindingOnPage(page, finding.title, finding.evidence.page);
    const { highlights, marks } = await evidenceHighlights(page);
    const quote = withoutWhitespace(finding.evidence.quote);
    for (const mark of marks) {
      expect(mark.page).toBe(String(finding.evidence.page));
      expect(mark.isHighlight).toBe(true);
      expect(quote).toContain(withoutWhitespace(mark.text));
    }
    // Together the marks are the whole quote, not a fragment of it.
    expect(withoutWhitespace(marks.map((mark) => mark.text).join(''))).toBe(quote);

    // The highlighted passage has been scrolled into the viewer's visible area.
    const viewerBox = await page.getByRole('region', { name: 'PDF pages' }).boundingBox();
    const markBox = await highlights.first().boundingBox();
    if (!viewerBox || !markBox) throw new Error('the viewer or the highlight is not laid out');
    expect(markBox.y).toBeGreaterThanOrEqual(viewerBox.y);
    expect(markBox.y + markBox.height).toBeLessThanOrEqual(viewerBox.y + viewerBox.height);
    await saveScreenshot(page, 'document-view-contract');
  }, 180_000);

  it.skipIf(!fixturesPresent)('shows every tab of an essay analysis beside its PDF', async () => {
    const page = await session.openPage();
    await signInNewUser(page, session.product, { plan: 'pro' });
    const document = await analysed(page, essayPath, 'essay', { academicLevel: 'high-school' });
    const essay = analysisOf<EssayAnalysis>(document);
    const [correction] = essay.grammarAndStyle.specificCorrections;
    if (!correction) throw new Error('the essay analysis has no corrections');

    await openDocument(page, document);
    await expectPdfShown(page, document.pageCount);
    await expectTabsToShow(page, [
      { tab: 'Overview', texts: [essay.overallGrade.grade, 'Grammar Score'] },
      { tab: 'Structure', texts: [opening(essay.structureAnalysis.feedback)] },
      { tab: 'Grade & Feedback', texts: [opening(essay.overallGrade.rationale)] },
      { tab: 'Improvements', texts: [correction.correction] },
      { tab: 'Writing Metrics', texts: [opening(essay.criticalThinking.feedback), 'APA'] },
    ]);
    await saveScreenshot(page, 'document-view-essay');
  });

  it.skipIf(!fixturesPresent)('shows every tab of a CV analysis beside its PDF', async () => {
    const page = await session.openPage();
    await signInNewUser(page, session.product, { plan: 'pro' });
    const document = await analysed(page, cvPath, 'cv', { perspective: 'job-seeker', targetJob: 'Senior Accountant' });
    const cv = analysisOf<CvAnalysis>(document);
    const [keyPoint] = cv.jobSpecificSummary;
    const [immediate] = cv.criticalImprovements.immediate;
    if (!keyPoint || !immediate) throw new Error('the CV analysis lacks key points or improvements');

    await openDocument(page, document);
    await expectPdfShown(page, document.pageCount);
    await expectTabsToShow(page, [
      { tab: 'Overview', texts: ['ATS Score', opening(keyPoint)] },
      { tab: 'First Impressions', texts: [opening(cv.firstImpression.feedback)] },
      { tab: 'Recommendations', texts: [opening(immediate)] },
      { tab: 'Career Insights', texts: [opening(cv.industryAlignment.feedback)] },
    ]);
    await saveScreenshot(page, 'document-view-cv');
  });

  it.skipIf(!fixturesPresent)('shows every tab of an "other" analysis beside its PDF', async () => {
    const page = await session.openPage();
    await signInNewUser(page, session.product, { plan: 'pro' });
    const purpose = 'newsletter draft for the spring members mailing';
    const document = await analysed(page, otherPath, 'other', { documentPurpose: purpose });
    const other = analysisOf<OtherAnalysis>(document);
    const [insight] = other.keyInsights;
    const [recommendation] = other.recommendations;
    if (!insight || !recommendation) throw new Error('the analysis lacks insights or recommendations');
    // The purpose frames the analysis; it is not searched for.
    expect(other.keyInsights.map((item) => item.title)).not.toContainEqual(expect.stringMatching(/^Nothing about/u));

    await openDocument(page, document);
    await expectPdfShown(page, document.pageCount);
    await expectTabsToShow(page, [
      { tab: 'Overview', texts: [insight.title] },
      { tab: 'Recommendations', texts: [recommendation.title, opening(recommendation.description)] },
    ]);
    await saveScreenshot(page, 'document-view-other');
    await expectOverviewCardsToFit(page, `Other — ${purpose}`);

    // A phone has room for one pane: a switch shows the PDF at the top instead of below the analysis.
    const phoneHeight = 844;
    await page.setViewportSize({ width: 390, height: phoneHeight });
    const sections = page.getByRole('tablist', { name: 'Analysis sections' });
    await sections.waitFor();
    const show = page.getByRole('group', { name: 'Show' });
    await show.getByRole('button', { name: 'Document' }).focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('region', { name: 'Original document' });
    await viewer.locator('[data-page-number="1"] .textLayer span').first().waitFor();
    await sections.waitFor({ state: 'detached' });
    const viewerTop = await viewer.evaluate(
      (element) => element.getBoundingClientRect().top + (element.ownerDocument.defaultView?.scrollY ?? 0),
    );
    expect(viewerTop).toBeLessThan(phoneHeight);
    await saveScreenshot(page, 'document-view-phone-document');
    await show.getByRole('button', { name: 'Analysis' }).click();
    await sections.waitFor();
    await viewer.waitFor({ state: 'detached' });
    await expectOverviewCardsToFit(page, `Other — ${purpose}`);
  });

  it('reads a scanned contract by OCR, analyses it and highlights a finding on the scanned page', async () => {
    // A scanner's copy: each page a picture, no text layer at all.
    const scan = await scannedCopyOf(new Uint8Array(readFileSync(smallContractPath)), { pages: [1, 2], dpi: 150 });
    const scanPath = join(mkdtempSync(join(tmpdir(), 'doclens-scan-')), 'scanned-contract.pdf');
    writeFileSync(scanPath, scan);
    const page = await session.openPage();
    await signInNewUser(page, session.product, { plan: 'pro' });
    const document = await analysed(page, scanPath, 'contract', { role: 'client' });
    expect(document).toMatchObject({ status: 'completed', pageCount: 2 });
    const contract = analysisOf<ContractAnalysis>(document);
    const finding = contract.keyFindings.find((candidate) => candidate.evidence && candidate.quotedText);
    if (!finding?.evidence) throw new Error('the analysis of the scanned contract quotes nothing');

    await openDocument(page, document);
    await showFindingOnPage(page, finding.title, finding.evidence.page);
    // No text layer to wrap: boxes drawn over the words OCR read, on the quoted page.
    const boxes = page.locator(`[data-page-number="${finding.evidence.page}"] .ocrLayer [data-evidence-highlight]`);
    await boxes.first().waitFor();
    const sizes = await boxes.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect()).map(({ width, height }) => ({ width, height })),
    );
    expect(sizes.length).toBeGreaterThanOrEqual(finding.evidence.quote.split(/\s+/u).length / 2);
    for (const size of sizes) expect(size.width * size.height).toBeGreaterThan(0);
    await saveScreenshot(page, 'document-view-scanned-contract');
  }, 240_000);

  it('shows a free user upgrade prompts to /pricing and sends them no withheld detail', async () => {
    const page = await session.openPage();
    await signInNewUser(page, session.product, { plan: 'free' });
    const document = await analysed(page, smallContractPath, 'contract', { role: 'client' });
    const stored = await session.product.database.db
      .selectFrom('documents')
      .select('analysis')
      .where('id', '=', document.id)
      .executeTakeFirstOrThrow();
    const full = stored.analysis as unknown as ContractAnalysis;

    // The API's copy: counts and teasers, none of the detail the paid plans get.
    const response = await page.request.get(`/api/documents/${document.id}`);
    const body = (await response.json()) as DocumentDetail;
    // The owner gets the extracted text anyway; what must hold no detail is the analysis.
    const served = JSON.stringify(body.analysis);
    expect(body.analysis).toMatchObject({ redacted: true, upgradeRequired: 'pro' });
    for (const field of ['risks', 'recommendations', 'industryContext', 'clauses']) {
      expect(body.analysis, field).not.toHaveProperty(field);
    }
    const withheld = [
      ...full.keyFindings.flatMap((finding) => [finding.description, finding.recommendation, finding.quotedText]),
      ...full.keyTerms.map((term) => term.plainEnglishMeaning),
      full.industryContext.marketAnalysis,
      ...full.recommendations.contractImprovements.map((item) => item.specificChange),
    ].filter((text) => text.length > 0);
    expect(withheld.length).toBeGreaterThan(0);
    for (const text of withheld) expect(served).not.toContain(JSON.stringify(text).slice(1, -1));

    // The page: upgrade prompts where the detail is withheld, each leading to /pricing.
    await openDocument(page, document);
    await expectPdfShown(page, document.pageCount);
    for (const tab of ['Risk Assessment', 'Recommendations', 'Market Insights', 'Ask AI']) {
      const panel = await openTab(page, tab);
      const upgrade = panel.getByRole('link', { name: /^Upgrade to/ }).first();
      await upgrade.waitFor();
      expect(await upgrade.getAttribute('href'), tab).toBe('/pricing');
    }
    const riskPanel = await openTab(page, 'Risk Assessment');
    const [teaser] = full.keyFindings;
    if (teaser) await riskPanel.getByText(teaser.title).first().waitFor();
    expect(await riskPanel.getByRole('button', { name: /^Show on page/ }).count()).toBe(0);
    await saveScreenshot(page, 'document-view-free-contract');
  }, 120_000);
});
