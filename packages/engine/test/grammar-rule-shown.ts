import { checkLanguage } from '../src/grammar/check-language';
import { firstFindingWins } from '../src/grammar/pattern-rule-runner';
import { PATTERN_RULES } from '../src/grammar/registry';
import { splitSentences } from '../src/text/sentences';

/** What one pattern rule, run on its own, shows on the text, as "error → correction". */
export function shownByRule(id: string, text: string): string[] {
  const rule = PATTERN_RULES.find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`No rule ${id}`);
  const alone = firstFindingWins([rule], []);
  return splitSentences([{ pageNumber: 1, text }])
    .flatMap((sentence) => alone(sentence, text))
    .map((issue) => `${issue.error} → ${issue.correction}`);
}

/** Every grammar finding of the whole checker on the text, as "error → correction". */
export async function shown(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.filter((issue) => issue.kind !== 'style').map((issue) => `${issue.error} → ${issue.correction}`);
}
