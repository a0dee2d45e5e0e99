import { bold, heading, paragraph, text } from './html-blocks';
import { type AuthorSide, wordingFor } from './party-side';
import type { TemplateValues } from './template-values';

/**
 * Clauses several agreements share, written for DocLens in plain English. Each takes the defined
 * terms of the two parties ("the Employer", "the Employee") so that one wording serves every template.
 */
export interface Sides {
  first: string;
  second: string;
  side: AuthorSide;
}

/** A party as the opening sentence and the signature block name it: its name as typed, its defined term. */
export interface NamedParty {
  nameHtml: string;
  role: string;
}

export function titleBlock(title: string): string {
  return heading(1, text(title), 'center');
}

/** The opening sentence naming both parties with their defined terms. */
export function partiesClause(agreement: string, dateHtml: string, parties: readonly NamedParty[]): string {
  const named = parties.map((party) => `${party.nameHtml} (the "${text(party.role)}")`).join(' and ');
  return paragraph(
    `This ${text(agreement)} (the "Agreement") is made and entered into as of ${dateHtml} by and between ${named}.`,
  );
}

export function governingLaw(values: TemplateValues): string[] {
  return [
    `This Agreement shall be governed by and construed in accordance with the laws of ${values.html('Governing Law')}, without regard to its conflict of laws rules.`,
    `Any dispute arising out of or in connection with this Agreement shall be brought exclusively in the courts of ${values.html('Governing Law')}, and each party submits to the jurisdiction of those courts.`,
  ];
}

export function confidentiality({ first, second, side }: Sides, mutual: boolean): string[] {
  const obligation = mutual
    ? 'Each party shall keep confidential all Confidential Information disclosed to it by the other party and shall not disclose it to any third party without the prior written consent of the other party.'
    : `The ${second} shall keep confidential all Confidential Information disclosed to it by the ${first} and shall not disclose it to any third party without the prior written consent of the ${first}.`;
  const exceptions = wordingFor(side, {
    favoursFirst:
      'The obligations in this clause do not apply to information that the receiving party can show by written records was already public through no fault of its own, or that it is required by law to disclose, provided that it gives the disclosing party prompt written notice and discloses only what is legally required.',
    balanced:
      'The obligations in this clause do not apply to information that is or becomes public through no fault of the receiving party, that the receiving party already lawfully knew, that it receives lawfully from a third party, or that it is required by law to disclose after giving the disclosing party notice where lawful.',
    favoursSecond:
      'The obligations in this clause do not apply to information that is or becomes public, that the receiving party already knew or develops independently, that it receives from a third party, or that it is required by law to disclose.',
  });
  return [obligation, exceptions];
}

export function limitationOfLiability({ first, second, side }: Sides, capBasis: string): string[] {
  return [
    wordingFor(side, {
      favoursFirst: `The total liability of the ${first} under or in connection with this Agreement shall not exceed ${capBasis}, and the ${first} shall not be liable for any indirect, incidental or consequential loss, or for loss of profits.`,
      balanced: `The total liability of each party under or in connection with this Agreement shall not exceed ${capBasis}, and neither party shall be liable for any indirect, incidental or consequential loss, except for liability for fraud, death or personal injury, or breach of confidentiality.`,
      favoursSecond: `The total liability of the ${second} under or in connection with this Agreement shall not exceed ${capBasis}. Nothing in this Agreement limits the liability of the ${first} for its breach of confidentiality, its infringement of intellectual property rights, fraud or gross negligence.`,
    }),
  ];
}

export function indemnification({ first, second, side }: Sides): string[] {
  return [
    wordingFor(side, {
      favoursFirst: `The ${second} shall indemnify and hold harmless the ${first} against all claims, losses and costs, including reasonable legal fees, arising from the ${second}'s breach of this Agreement or its negligence.`,
      balanced: `Each party shall indemnify and hold harmless the other party against all claims, losses and costs, including reasonable legal fees, arising from its own breach of this Agreement, negligence or wilful misconduct.`,
      favoursSecond: `The ${first} shall indemnify and hold harmless the ${second} against all claims, losses and costs, including reasonable legal fees, arising from the ${first}'s breach of this Agreement, negligence or wilful misconduct.`,
    }),
  ];
}

export function terminationOnNotice(sides: Sides, noticeHtml: string): string[] {
  return [
    `Either party may terminate this Agreement for convenience by giving the other party ${noticeHtml} written notice.`,
    `Either party may terminate this Agreement immediately by written notice if the other party commits a material breach of this Agreement and fails to remedy it within fourteen (14) days after receiving written notice of the breach.`,
    `On termination, the ${sides.second} shall pay the ${sides.first} all amounts due for work performed up to the date of termination.`,
  ];
}

export function assignment(): string[] {
  return [
    'Neither party may assign or transfer this Agreement or any of its rights or obligations under it without the prior written consent of the other party, which shall not be unreasonably withheld.',
  ];
}

export function generalProvisions(): string[] {
  return [
    'This Agreement is the entire agreement between the parties about its subject and supersedes all earlier agreements, understandings and representations about it.',
    'Any change to this Agreement must be in writing and signed by both parties.',
    'If any provision of this Agreement is held invalid or unenforceable, the remaining provisions shall continue in full force and effect.',
    'Notices under this Agreement shall be in writing and delivered by hand, by post or by email to the address each party last gave the other in writing.',
  ];
}

/** The signature block: one line each for name, signature and date per party. */
export function signatures(parties: readonly NamedParty[]): string {
  const blocks = parties.map((party) =>
    paragraph(
      `${bold(`${text(party.role)}:`)} ${party.nameHtml}<br>Signature: ______________________<br>Name and title: ______________________<br>Date: ______________________`,
    ),
  );
  return [
    heading(2, 'Signatures'),
    paragraph('IN WITNESS WHEREOF, the parties have signed this Agreement as of the date first written above.'),
    ...blocks,
  ].join('\n');
}

/** Sentences as paragraphs under a numbered heading. */
export function numberedClause(number: number, title: string, sentences: readonly string[]): string {
  return [heading(2, `${number}. ${text(title)}`), ...sentences.map((sentence) => paragraph(sentence))].join('\n');
}
