import { appendFileSync, writeFileSync } from 'node:fs';
import type { AnswerResult } from '@doclens/api';
import { foldOf, type LabelledContract } from '../training/corpus-contracts';
import { ASK_DEV_FOLDS, type Phrasing } from './ask-questions';

/**
 * `ASK_QUALITY_MISSES=<file>` writes, one JSON line each, the questions of the development folds
 * whose answer missed: the clause exists and no citation of the first three is the experts' span
 * (or the first is not), or the clause is absent and the engine answered. Contracts of the held-out
 * folds are never written, so their misses stay unread.
 */
export function missRecorder(): ((miss: Miss) => void) | undefined {
  const file = process.env.ASK_QUALITY_MISSES;
  if (!file) return undefined;
  writeFileSync(file, '');
  return (miss) => {
    if (!ASK_DEV_FOLDS.includes(foldOf(miss.contract.name))) return;
    const line = {
      contract: miss.contract.name,
      category: miss.category,
      phrasing: miss.phrasing,
      kind: miss.kind,
      question: miss.question,
      answer: miss.result.answer.slice(0, 300),
      quotes: miss.result.citations.slice(0, 3).map((citation) => citation.quote),
      gold: (miss.contract.spans[miss.category] ?? []).map((span) => span.slice(0, 400)),
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  };
}

export interface Miss {
  contract: LabelledContract;
  category: string;
  phrasing: Phrasing;
  question: string;
  /** `missed`: found: false where present; `hit3`: no first-three hit; `hit1`: hit@3 but not the first; `answered`: answered where absent. */
  kind: 'missed' | 'hit3' | 'hit1' | 'answered';
  result: AnswerResult;
}
