import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

/** The spelling findings of a text as the user reads them: "error → correction". */
export async function spellingIn(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.filter((issue) => issue.kind === 'spelling').map((issue) => `${issue.error} → ${issue.correction}`);
}
