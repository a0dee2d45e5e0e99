import { type AnalysisResult, type CONTRACT_ROLES, generatedHtmlToText } from '@doclens/api';
import { createAnalysisEngine, type EngineSettings } from '@doclens/engine';

export interface AnalyzeDraftInput {
  settings: EngineSettings;
  role: (typeof CONTRACT_ROLES)[number];
  title: string;
  html: string;
}

/** Runs in a task thread (run-in-thread.ts): the contract analysis of a generated draft, from the owner's role. */
export async function runTask({ settings, role, title, html }: AnalyzeDraftInput): Promise<AnalysisResult> {
  const engine = createAnalysisEngine(settings);
  return engine.analyze({
    documentType: 'contract',
    parameters: { role },
    pages: [{ pageNumber: 1, text: generatedHtmlToText(html) }],
    filename: `${title || 'document'}.pdf`,
  });
}
