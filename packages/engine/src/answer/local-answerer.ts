import type { EngineInfo } from '@doclens/api';
import { LOCAL_ENGINE_VERSION } from '../local/local-engine';
import { answerLocally, type LocalAnswerOptions } from './local-answer';
import type { QuestionAnswerer } from './question-answerer';

const ENGINE: EngineInfo = { provider: 'local', version: LOCAL_ENGINE_VERSION };

/** Answers offline from the document's own text: deterministic, no network. */
export function createLocalAnswerer(options: LocalAnswerOptions = {}): QuestionAnswerer {
  return {
    async answer(question, document, answerOptions = {}) {
      answerOptions.signal?.throwIfAborted();
      // Yield once so a caller's time limit can fire before the work starts.
      await new Promise<void>((resolve) => setImmediate(resolve));
      answerOptions.signal?.throwIfAborted();
      return answerLocally(question, document, ENGINE, options);
    },
  };
}
