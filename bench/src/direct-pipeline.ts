import { DEFAULT_ANALYSIS_PARAMETERS } from '@doclens/api';
import { type AnalysisEngine, createAiProvider } from '@doclens/engine';
import { extractPdfText } from '@doclens/pdf';
import type { BenchDocument } from './fixture-documents';

export interface DirectRun {
  name: string;
  pages: number;
  ms: number;
}

const LIMITS = { maxPages: 2000, planName: 'enterprise', timeoutMs: 120_000, maxMemoryMb: 512 };

/**
 * The same extraction and analysis the workers run, called in a plain loop with no queue. One
 * engine serves every call, as one analysis worker does, so a warm-up call warms the next ones.
 */
export function createDirectPipeline(): { run(documents: BenchDocument[]): Promise<DirectRun[]> } {
  const engine = createAiProvider({ provider: 'local' }).analysisEngine();
  return { run: (documents) => runDirect(engine, documents) };
}

async function runDirect(engine: AnalysisEngine, documents: BenchDocument[]): Promise<DirectRun[]> {
  const runs: DirectRun[] = [];
  for (const document of documents) {
    const started = performance.now();
    const outcome = await extractPdfText(document.bytes, LIMITS);
    if (!outcome.ok) throw new Error(`${document.name}: ${outcome.message}`);
    await engine.analyze({
      ...analysisTarget(document.type),
      pages: outcome.pages,
      filename: document.name,
    });
    runs.push({ name: document.name, pages: outcome.pageCount, ms: performance.now() - started });
  }
  return runs;
}

function analysisTarget(type: BenchDocument['type']) {
  switch (type) {
    case 'contract':
      return { documentType: type, parameters: DEFAULT_ANALYSIS_PARAMETERS.contract } as const;
    case 'essay':
      return { documentType: type, parameters: DEFAULT_ANALYSIS_PARAMETERS.essay } as const;
    case 'cv':
      return { documentType: type, parameters: DEFAULT_ANALYSIS_PARAMETERS.cv } as const;
    case 'other':
      return { documentType: type, parameters: DEFAULT_ANALYSIS_PARAMETERS.other } as const;
  }
}
