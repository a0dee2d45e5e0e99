import type { TemplateValues } from './template-values';

/** One side of a two-party agreement: the label holding its name and the role it plays. */
export interface PartyRole {
  nameLabel: string;
  /** The defined term the agreement uses ("the Employer"). */
  role: string;
  /** Words a user may type in "Your Party" to say they are this side. */
  aliases: readonly string[];
}

export type AuthorSide = 'first' | 'second' | 'unknown';

/**
 * Which side the author is, from "Your Party": a role word ("Tenant") or the party's own name.
 * Unknown when it names neither; the clauses are then balanced.
 */
export function authorSide(values: TemplateValues, first: PartyRole, second: PartyRole): AuthorSide {
  const said = values.raw('Your Party')?.toLowerCase().trim();
  if (!said) return 'unknown';
  if (matches(said, values, first)) return 'first';
  if (matches(said, values, second)) return 'second';
  return 'unknown';
}

function matches(said: string, values: TemplateValues, party: PartyRole): boolean {
  const name = values.raw(party.nameLabel)?.toLowerCase();
  if (name && (said === name || said.includes(name))) return true;
  return [party.role, ...party.aliases].some((word) => said.includes(word.toLowerCase()));
}

/**
 * The agreement's name with the side it was drafted for ("Service Agreement (client draft)"), so
 * that the drafts of one template for each side are told apart in a list; the name alone when
 * the draft is balanced.
 */
export function draftTitle(name: string, side: AuthorSide, first: PartyRole, second: PartyRole): string {
  if (side === 'unknown') return name;
  const role = side === 'first' ? first.role : second.role;
  return `${name} (${role.toLowerCase()} draft)`;
}

/**
 * A clause that can lean comes in three wordings: one that protects the author, a balanced one,
 * and one that favours the other side. The author's side picks which one the draft uses.
 */
export interface LeaningClause {
  favoursFirst: string;
  balanced: string;
  favoursSecond: string;
}

export function wordingFor(side: AuthorSide, clauseText: LeaningClause): string {
  if (side === 'first') return clauseText.favoursFirst;
  if (side === 'second') return clauseText.favoursSecond;
  return clauseText.balanced;
}
