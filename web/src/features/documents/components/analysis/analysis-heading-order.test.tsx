import type { AnalysisType, PlanId } from '@doclens/api';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cvSample, redactedCvSample } from '../../../../test/fixtures/cv-analysis.fixtures';
import { aDocument, CONTRACT_ANALYSIS, OTHER_ANALYSIS } from '../../../../test/fixtures/document-page.fixtures';
import { essaySample, redactedEssaySample } from '../../../../test/fixtures/essay-analysis.fixtures';
import { AnalysisViewForType } from '../view/analysis-view-for-type';
import { FullAnalysisView } from '../view/full-analysis-view';
import type { AnalysisSection } from './analysis-view-props';

const SECTIONS: AnalysisSection[] = ['overview', 'details', 'risks', 'recommendations', 'insights'];

const ANALYSES: Record<AnalysisType, { full: object; redacted: object }> = {
  essay: { full: essaySample, redacted: redactedEssaySample },
  cv: { full: cvSample, redacted: redactedCvSample },
  contract: { full: CONTRACT_ANALYSIS, redacted: CONTRACT_ANALYSIS },
  other: { full: OTHER_ANALYSIS, redacted: OTHER_ANALYSIS },
};

/** The page's outline as a screen reader lists it: the document page's h1, then the view's headings. */
function outlineOf(view: React.ReactElement): { level: number; text: string }[] {
  const { container, unmount } = render(
    <MemoryRouter>
      <h1>A document</h1>
      {view}
    </MemoryRouter>,
  );
  const outline = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => ({
    level: Number(heading.tagName.slice(1)),
    text: heading.textContent ?? '',
  }));
  unmount();
  return outline;
}

/** Each heading deeper than the one before it by more than one level, e.g. an h4 right after an h2. */
function skips(outline: { level: number; text: string }[]): string[] {
  return outline.flatMap(({ level, text }, index) => {
    const previous = outline[index - 1]?.level ?? 0;
    return level > previous + 1 ? [`h${level} "${text}" after h${previous}`] : [];
  });
}

describe('analysis views keep the heading order under the page title', () => {
  for (const viewType of ['essay', 'cv', 'contract', 'other'] as const) {
    for (const [plan, analysis] of [
      ['pro', ANALYSES[viewType].full],
      ['free', ANALYSES[viewType].redacted],
    ] as [PlanId, object][]) {
      it(`${viewType} on the ${plan} plan: every tab, and the full analysis`, () => {
        const found: Record<string, string[]> = {};
        for (const section of SECTIONS) {
          const outline = outlineOf(
            <AnalysisViewForType
              viewType={viewType}
              analysis={analysis as Record<string, unknown>}
              section={section}
              plan={plan}
              processingTimeMs={1200}
            />,
          );
          found[section] = skips(outline);
        }
        const full = outlineOf(
          <FullAnalysisView
            document={aDocument({ documentType: viewType })}
            viewType={viewType}
            analysis={analysis as Record<string, unknown>}
            plan={plan}
          />,
        );
        found.full = skips(full);
        expect(found).toEqual({ overview: [], details: [], risks: [], recommendations: [], insights: [], full: [] });
        // The full mode names each section at the level right below the page title.
        expect(full.filter(({ level }) => level === 2).map(({ text }) => text)).toContain('Overview');
      });
    }
  }
});
