/**
 * Who holds an exclusive right, when the sentence grants one to a named holder: "Company appoints
 * the Distributor as its exclusive distributor", "Company names Reseller its exclusive partner", "Licensor grants to Licensee an exclusive licence",
 * "Reseller shall have the exclusive right to sell", "Agent shall be Owner's exclusive agent", "Owner reserves the exclusive right to", "Client is hereby
 * granted an exclusive licence".
 * A promise to buy or sell only through the other side ("shall purchase exclusively from") names no
 * holder: it is a duty, read as such by the rule's own wording.
 */
const HOLDER = String.raw`((?:the\s+)?\p{Lu}[\p{L}\p{N}'’.&-]*(?:\s+\p{Lu}[\p{L}\p{N}'’.&-]*){0,3})`;
const GRANTED = String.raw`(?:its\s+|the\s+|an?\s+)?(?:sole\s+and\s+)?exclusive\b`;

const KEEP_EXCLUSIVE = String.raw`(?:maintain|keep|retain|preserve)\s+(?:its\s+|the\s+|such\s+)?(?:sole\s+and\s+)?exclusiv`;

const HOLDER_PATTERNS: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:appoints?|appointed|designates?|engages?|names?|makes?)\s+${HOLDER}\s+(?:as\s+|to\s+be\s+)?${GRANTED}`,
    'u',
  ),
  new RegExp(String.raw`\b(?:grants?|granted|gives?)\s+(?:to\s+)?${HOLDER}\s+${GRANTED}`, 'u'),
  new RegExp(
    String.raw`${HOLDER}\s+(?:(?:shall|will|does|do)\s+(?:have|hold|enjoy|be|reserve|retain)|(?:hereby\s+)?(?:reserves?|retains?))\s+(?:(?:to\s+itself|for\s+itself)\s+)?(?:the\s+|an?\s+|\p{Lu}[\p{L}\p{N}.&-]*['’]s\s+)?(?:sole\s+and\s+)?exclusive\b`,
    'u',
  ),
  // "Distributor shall purchase … in order to maintain its exclusive right", "To keep its exclusive right …,
  // Distributor shall …": the party that must meet the condition holds the exclusivity.
  new RegExp(String.raw`${HOLDER}\s+(?:shall|will|must)\b[^.;]{0,200}?\b(?:in\s+order\s+)?to\s+${KEEP_EXCLUSIVE}`, 'u'),
  new RegExp(
    String.raw`\b(?:[Ii]n\s+order\s+)?[Tt]o\s+${KEEP_EXCLUSIVE}[^,;.]{0,100},\s+${HOLDER}\s+(?:shall|will|must)\b`,
    'u',
  ),
  // "rights … reserved exclusively by Licensor": a reservation keeps them with the one reserving.
  new RegExp(
    String.raw`\b(?:(?:reserved|retained)\s+exclusively|exclusively\s+(?:reserved|retained))\s+(?:to|by|for)\s+${HOLDER}`,
    'u',
  ),
  // "the exclusive distribution right granted to Distributor": its grantee holds it.
  new RegExp(String.raw`\bexclusive\s+(?:[\p{L}-]+\s+){0,5}?(?:granted|given)\s+to\s+${HOLDER}`, 'u'),
  // "all rights not granted to Licensee under the exclusive licence": the grantee of the passive grant holds it.
  new RegExp(
    String.raw`\bgranted\s+to\s+${HOLDER}\s+(?:under|by|in|pursuant\s+to)\s+(?:this\s+|the\s+|such\s+)?${GRANTED}`,
    'u',
  ),
  // "X is hereby named the exclusive partner of Y": the one named holds it.
  new RegExp(
    String.raw`${HOLDER}\s+(?:is|are)\s+(?:hereby\s+)?(?:granted\s+|(?:appointed|named|designated|made)\s+(?:as\s+)?)?${GRANTED}`,
    'u',
  ),
];

/** The words naming the holder of an exclusive right the sentence grants, when it names one. */
export function exclusiveHolder(sentence: string): string | undefined {
  const text = sentence.replace(/\s+/gu, ' ');
  for (const pattern of HOLDER_PATTERNS) {
    const holder = pattern.exec(text)?.[1];
    // A holder that ends the sentence keeps its full stop out of its name ("reserved by Licensor.").
    if (holder)
      return holder
        .replace(/^the\s+/iu, '')
        .replace(/\.+$/u, '')
        .replace(/['’]s$/u, '');
  }
  return undefined;
}

// "Licensee acknowledges that Licensor may have granted exclusive licences to others", "exclusive rights
// granted to third parties": the exclusivity is held by someone outside the contract.
const OTHERS = String.raw`(?:others|third\s+parties|any\s+third\s+party|other\s+(?:persons|parties|licensees|distributors|companies|entities))`;
const HELD_BY_OTHERS = [
  String.raw`\b(?:grant(?:s|ed|ing)?|give[ns]?|gave|award(?:s|ed)?)\s+(?:[\p{L}-]+\s+){0,2}?exclusive\b[^.;]{0,80}?\bto\s+${OTHERS}`,
  String.raw`\bexclusive\b[^.;]{0,60}?\b(?:granted|given|held)\s+(?:to|by)\s+${OTHERS}`,
  String.raw`\b(?:grant(?:s|ed|ing)?|give[ns]?)\s+(?:to\s+)?${OTHERS}\s+(?:an?\s+|the\s+)?exclusive\b`,
].join('|');

/**
 * A sentence whose only exclusive right is held by others than the parties: it binds the party that
 * granted it toward those others, not either party toward the other, so it is no exclusivity between them.
 */
export const EXCLUSIVE_HELD_BY_OTHERS = new RegExp(
  String.raw`^(?![^]*\bexclusiv[^]*\bexclusiv)[^]*(?:${HELD_BY_OTHERS})`,
  'iu',
);
