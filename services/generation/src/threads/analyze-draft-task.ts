import { type AnalysisResult, type CONTRACT_ROLES, generatedHtmlToText } from '@doclens/api';
import { createAiProvider, type EngineSettings } from '@doclens/engine';
import { draftReaderParty } from './draft-reader-party';

export interface AnalyzeDraftInput {
  settings: EngineSettings;
  role: (typeof CONTRACT_ROLES)[number];
  title: string;
  html: string;
  /** The draft's "Your Party" parameter, when the user gave one. */
  yourParty?: string;
}

/**
 * Runs in a task thread (run-in-thread.ts): the contract analysis of a generated draft, the same
 * engine call an uploaded contract gets, from the owner's role and, when "Your Party" names one of
 * the draft's parties on that side, from that party.
 */
export async function runTask({ settings, role, title, html, yourParty }: AnalyzeDraftInput): Promise<AnalysisResult> {
  const engine = createAiProvider(settings).analysisEngine();
  const text = generatedHtmlToText(html);
  const party = draftReaderParty(text, yourParty, role);
  return engine.analyze({
    documentType: 'contract',
    parameters: { role, ...(party ? { party } : {}) },
    pages: [{ pageNumber: 1, text }],
    filename: `${title || 'document'}.pdf`,
  });
}
