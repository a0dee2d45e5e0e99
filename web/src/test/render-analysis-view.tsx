import type { PlanId } from '@doclens/api';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import type { AnalysisSection, AnalysisViewProps } from '../features/documents/components/analysis/analysis-view-props';

export interface AnalysisViewOptions<Analysis> {
  analysis?: Analysis;
  plan?: PlanId;
  onJump?: AnalysisViewProps<Analysis>['onJumpToEvidence'];
}

/** One tab of a per-type analysis view, as the document page shows it: the sample, to a Pro user unless told. */
export function renderAnalysisView<Analysis>(
  View: ComponentType<AnalysisViewProps<Analysis>>,
  sample: Analysis,
  section: AnalysisSection,
  options: AnalysisViewOptions<Analysis> = {},
) {
  return render(
    <MemoryRouter>
      <View
        analysis={options.analysis ?? sample}
        section={section}
        plan={options.plan ?? 'pro'}
        onJumpToEvidence={options.onJump}
      />
    </MemoryRouter>,
  );
}

/** The links a free plan's teasers offer to upgrade. */
export function upgradeLinks() {
  return screen.queryAllByRole('link', { name: 'Upgrade to Pro' });
}
