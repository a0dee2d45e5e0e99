import { type Draft, sameName } from './party-draft';

/**
 * Parties listed by letter ("Party A: Name Address: …", "Party B (Carrier): Name"), as many contracts
 * drafted in China and elsewhere name them, merged with the bracketed definitions that name them again.
 */

// "Party A: Name Address: …", "Party B (Carrier): Name".
const LETTERED_PARTY =
  /\bParty\s+([A-D])\s*(?:\(\s*([\p{L} ]{2,30})\s*\))?\s*[:：]\s*([^:：]{3,160}?)(?=\s+(?:Address|Registered|Legal\s+representative|Authorized|Attention|Contact|Tel|Party\s+[A-D]\b|Whereas|WHEREAS|Due\s+to|In\s+this\s+Agreement|Both)|$)/gu;

export function letteredParties(opening: string): Draft[] {
  const drafts: Draft[] = [];
  for (const match of opening.matchAll(LETTERED_PARTY)) {
    const alias = `Party ${match[1]}`;
    if (drafts.some((draft) => draft.aliases.includes(alias))) continue;
    const role = match[2]?.trim();
    const name = (match[3] ?? '')
      .replace(/\s*\(\s*["“].*$/u, '')
      .replace(/[\s,;.]+$/u, '')
      .trim();
    const aliases = role ? [alias, role] : [alias];
    const definitions = new Map(aliases.map((term) => [term, match[0].trim()]));
    drafts.push({ name: name || alias, aliases, at: match.index ?? 0, definitions });
  }
  return drafts;
}

/** "Party A: Name" lists and bracketed definitions often name the same parties twice. */
export function mergeLettered(defined: Draft[], lettered: Draft[]): Draft[] {
  if (lettered.length < 2) return defined;
  const merged = lettered.map((draft) => ({
    ...draft,
    aliases: [...draft.aliases],
    definitions: new Map(draft.definitions),
  }));
  for (const draft of defined) {
    // A definition right after "Party A: Name …" defines Party A's short name.
    const before = merged.filter((party) => party.at <= draft.at && draft.at - party.at < 400).at(-1);
    const same = merged.find((party) => draft.aliases.some((alias) => sameName(party.aliases, alias))) ?? before;
    if (!same) {
      merged.push(draft);
      continue;
    }
    for (const alias of draft.aliases) {
      if (!sameName(same.aliases, alias)) same.aliases.push(alias);
      const words = draft.definitions.get(alias);
      if (words && !same.definitions.has(alias)) same.definitions.set(alias, words);
    }
  }
  return merged;
}
