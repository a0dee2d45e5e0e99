/**
 * What a finding's advice asks of the reader: nothing (keep or accept the clause as it is), only to
 * look (check, note or confirm something before signing), or a change to negotiate. A recommendation's
 * priority and the actions before signing follow it: advice that asks for nothing is never urgent.
 */
export type ChangeAsked = 'none' | 'look' | 'change';

// "No change needed…", "No step to take on this point" (standard terms, `standard-terms-advice.ts`) (but not "No change needed if the party is yours; if not, ask…"), "Keep it.",
// "Keep the minimum, with…", "…is common; accept it if…".
const ASKS_NOTHING =
  /^(?:no\s+change\s+(?:is\s+)?needed(?!\s+if\b)|no\s+step\s+to\s+take\b|nothing\s+to\s+(?:change|negotiate)|keep\s+(?!track\b)(?:it|this|the|these|them|your)\b)|\baccept\s+(?:it|them|this)\b/iu;
// "Check the amounts with your broker", "Note the deadline", "Make sure you know…", "Confirm…", and a
// conditional "No change needed if…; if not, ask…", which asks only when a fact the reader can check is against it.
const ASKS_A_LOOK =
  /^(?:these\s+are\s+standard\s+terms|check|note|confirm|read|keep\s+track|make\s+sure\s+you\s+(?:know|understand|can)|no\s+change\s+(?:is\s+)?needed\s+if)\b/iu;

export function changeAsked(change: string): ChangeAsked {
  const advice = change.trim();
  if (ASKS_NOTHING.test(advice)) return 'none';
  if (ASKS_A_LOOK.test(advice)) return 'look';
  return 'change';
}
