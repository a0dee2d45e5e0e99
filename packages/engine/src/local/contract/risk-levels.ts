import type { Level } from '@doclens/api';

const ORDER: readonly Level[] = ['low', 'medium', 'high'];

export function raiseLevel(level: Level): Level {
  return ORDER[Math.min(ORDER.length - 1, ORDER.indexOf(level) + 1)] as Level;
}

export function lowerLevel(level: Level): Level {
  return ORDER[Math.max(0, ORDER.indexOf(level) - 1)] as Level;
}

export function levelRank(level: Level): number {
  return ORDER.indexOf(level);
}

/** The higher of two levels. */
export function atLeast(level: Level, floor: Level): Level {
  return levelRank(level) >= levelRank(floor) ? level : floor;
}

/**
 * The level of a clause for a reader who may be on either side of it: between the two sides' levels,
 * rounded up, so a clause that burdens one side is never told as low for lack of knowing whose it is.
 */
export function neutralLevel(risk: { provider: Level; recipient: Level }): Level {
  return ORDER[Math.ceil((levelRank(risk.provider) + levelRank(risk.recipient)) / 2)] as Level;
}

/** The score a finding of this level starts from; the key-finding colours change at 30 and 70. */
export const LEVEL_SCORE: Record<Level, number> = { high: 80, medium: 50, low: 20 };

/** The top of the low band of the key-finding list, where a finding told "no change needed" belongs. */
export const LOW_SCORE_TOP = 30;
