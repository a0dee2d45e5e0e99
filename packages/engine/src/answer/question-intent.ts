import { CONTRACT_INTENTS } from './contract-intents';
import type { IntentRule, QuestionIntent } from './intent-rule';

export type { QuestionIntent } from './intent-rule';

const CV_INTENTS: readonly IntentRule[] = [
  {
    category: 'contact',
    asks: /\bcontact\b|\be-?mail\b|\bphone\b|\blinkedin\b|\breach (?:him|her|them|the candidate)\b/iu,
    topic: 'how to contact the candidate',
  },
  {
    category: 'education',
    asks: /\beducat\w*|\bdegrees?\b|\bstud(?:y|ied)\b|\buniversity\b|\bcollege\b|\bgraduat\w*|\bqualifications?\b/iu,
    topic: 'what education the candidate has',
  },
  {
    category: 'skills',
    asks: /\bskills?\b|\btools?\b|\btechnolog\w*|\bproficien\w*|\bprogramming\b|\blanguages?\b/iu,
    topic: 'what skills the candidate has',
  },
  {
    category: 'experience',
    asks: /\bexperience\w*|\bwork(?:ed|s)?\b|\bjobs?\b|\broles?\b|\bpositions?\b|\bemploy\w*|\bcareer\b/iu,
    topic: 'what experience the candidate has',
  },
];

const ESSAY_INTENTS: readonly IntentRule[] = [
  {
    category: 'thesis',
    asks: /\bthesis\b|\bmain (?:argument|point|claim|idea)\b|\bwhat does (?:the )?(?:author|writer|essay) (?:argue|claim)\b|\bposition\b/iu,
    topic: 'what its thesis is',
  },
  {
    category: 'sources',
    asks: /\bsources?\b|\bcit(?:e|es|ed|ation)s?\b|\breferences?\b|\bbibliograph\w*|\bworks cited\b/iu,
    topic: 'which sources it cites',
    clue: /\(\s*[\p{Lu}][\p{L}'-]+[^()]{0,40}\d{4}\s*\)|\bet al\.|\baccording to\b|\[\d+\]/u,
  },
];

export function questionIntent(documentType: string, question: string): QuestionIntent | undefined {
  const rules =
    documentType === 'contract'
      ? CONTRACT_INTENTS
      : documentType === 'cv'
        ? CV_INTENTS
        : documentType === 'essay'
          ? ESSAY_INTENTS
          : [];
  for (const rule of rules) {
    const asked = rule.asks.exec(question);
    if (!asked) continue;
    const { asks: _asks, ...intent } = rule;
    return { ...intent, askedWords: asked[0] };
  }
  return undefined;
}
