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

/** The score a finding of this level starts from; the key-finding colours change at 30 and 70. */
export const LEVEL_SCORE: Record<Level, number> = { high: 80, medium: 50, low: 20 };

/** The top of the low band of the key-finding list, where a finding told "no change needed" belongs. */
export const LOW_SCORE_TOP = 30;
