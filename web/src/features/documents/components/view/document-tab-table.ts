import type { AnalysisType } from '@doclens/api';
import type { AnalysisSection } from '../analysis/analysis-view-props';

export type DocumentTab = AnalysisSection | 'notes' | 'chat';

export interface DocumentTabDefinition {
  id: DocumentTab;
  label: string;
}

const NOTES_AND_CHAT: DocumentTabDefinition[] = [
  { id: 'notes', label: 'Notes' },
  { id: 'chat', label: 'Ask AI' },
];

/**
 * The tab table of spec part 2 §2. Where it gives two readings (risks for 'other') we hide the
 * tab: the other-type analysis has no risk content to show.
 */
export const DOCUMENT_TABS: Record<AnalysisType, DocumentTabDefinition[]> = {
  essay: [
    { id: 'overview', label: 'Overview' },
    { id: 'details', label: 'Structure' },
    { id: 'risks', label: 'Grade & Feedback' },
    { id: 'recommendations', label: 'Improvements' },
    { id: 'insights', label: 'Writing Metrics' },
    ...NOTES_AND_CHAT,
  ],
  cv: [
    { id: 'overview', label: 'Overview' },
    { id: 'details', label: 'First Impressions' },
    { id: 'recommendations', label: 'Recommendations' },
    { id: 'insights', label: 'Career Insights' },
    ...NOTES_AND_CHAT,
  ],
  contract: [
    { id: 'overview', label: 'Overview' },
    { id: 'risks', label: 'Risk Assessment' },
    { id: 'recommendations', label: 'Recommendations' },
    { id: 'insights', label: 'Market Insights' },
    ...NOTES_AND_CHAT,
  ],
  other: [
    { id: 'overview', label: 'Overview' },
    { id: 'recommendations', label: 'Recommendations' },
    ...NOTES_AND_CHAT,
  ],
};
