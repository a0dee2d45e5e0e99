import type { NamedParty, Sides } from './clause-library';
import { type AuthorSide, authorSide, draftTitle, type PartyRole } from './party-side';
import type { TemplateValues } from './template-values';

/**
 * The two parties of an agreement as its template uses them: which one the author is, their
 * defined terms for the shared clauses, and their names as the user typed them.
 */
export interface AgreementParties {
  side: AuthorSide;
  sides: Sides;
  /** The first party, then the second. */
  named: readonly NamedParty[];
  /** The agreement's name with the side it was drafted for ("Service Agreement (client draft)"). */
  draftTitle(name: string): string;
}

export function agreementParties(values: TemplateValues, first: PartyRole, second: PartyRole): AgreementParties {
  const side = authorSide(values, first, second);
  return {
    side,
    sides: { first: first.role, second: second.role, side },
    named: [first, second].map((party) => ({ nameHtml: values.html(party.nameLabel), role: party.role })),
    draftTitle: (name) => draftTitle(name, side, first, second),
  };
}
