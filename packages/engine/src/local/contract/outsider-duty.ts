/**
 * "Advisor's obligation to assist the Company shall continue": a duty owned by someone the contract does
 * not name as a party. The party named later in the sentence ("but the Company shall pay Advisor") is not
 * the one who owes it; the party right after the duty's verb ("to assist the Company") is the one it is owed to.
 */
const OUTSIDERS_DUTY =
  /^[\s\d.()a-z]{0,8}(?:[\p{Lu}][\p{L} ]{0,40}\.\s+)?(?:the\s+)?\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,2}['’]s?\s+(?:(?:continuing|further|sole)\s+)?(?:obligations?|dut(?:y|ies)|undertakings?|commitments?)\s+(?=to\b|not\s+to\b)/u;
const DUTY_VERB = /^(?:not\s+)?to\s+[\p{L}-]+\s+$/u;

interface PartyMention {
  start: number;
  actor: { kind: string };
}

/**
 * When the sentence opens with an outsider's duty (its owner is none of the mentions), the mention of the
 * party it is owed to, if the sentence names one; undefined when the sentence opens otherwise.
 */
export function outsidersDuty<M extends PartyMention>(
  text: string,
  mentions: readonly M[],
): { owedTo: M | undefined } | undefined {
  const opening = OUTSIDERS_DUTY.exec(text);
  if (!opening || mentions.some((mention) => mention.start < opening[0].length)) return undefined;
  const from = opening[0].length;
  const owedTo = mentions.find(
    (mention) => mention.actor.kind !== 'mutual' && DUTY_VERB.test(text.slice(from, mention.start)),
  );
  return { owedTo };
}
