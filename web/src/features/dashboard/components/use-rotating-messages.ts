import { useEffect, useState } from 'react';
import { PROCESSING_STATUS_MESSAGES, STATUS_MESSAGE_INTERVAL_MS, VISIBLE_STATUS_MESSAGES } from '../processing-steps';

/** The last three cosmetic status lines, one more every 2 s. */
export function useRotatingMessages(): string[] {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    const timer = setInterval(() => setShown((count) => count + 1), STATUS_MESSAGE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  const first = Math.max(0, shown - VISIBLE_STATUS_MESSAGES);
  const lines: string[] = [];
  for (let index = first; index < shown; index += 1) {
    lines.push(PROCESSING_STATUS_MESSAGES[index % PROCESSING_STATUS_MESSAGES.length] ?? '');
  }
  return lines;
}
