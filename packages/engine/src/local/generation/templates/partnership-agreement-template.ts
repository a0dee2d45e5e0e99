import { agreementDraft, clause } from '../agreement-draft';
import { agreementParties } from '../agreement-parties';
import { confidentiality } from '../clause-library';
import { noticePeriodHtml } from '../deal-terms';
import type { GeneratedDraft } from '../generated-draft';
import { wordingFor } from '../party-side';
import type { TemplateValues } from '../template-values';

const FIRST = { nameLabel: 'Partner 1', role: 'First Partner', aliases: ['partner 1', 'first partner'] };
const SECOND = { nameLabel: 'Partner 2', role: 'Second Partner', aliases: ['partner 2', 'second partner'] };

/** The notice to withdraw when the user gave none: a partner leaving takes longer to replace than a supplier. */
const WITHDRAWAL_NOTICE_DEFAULT = 'ninety (90) days';

export function partnershipAgreementTemplate(values: TemplateValues): GeneratedDraft {
  const parties = agreementParties(values, FIRST, SECOND);
  const { side, sides } = parties;
  return agreementDraft(values, parties, { name: 'Partnership Agreement', dateHtml: values.html('Effective Date') }, [
    clause('Name and Purpose', [
      `The partners form a partnership under the name ${values.html('Partnership Name')}, referred to below as the Partnership, for the following business purpose: ${values.html('Business Purpose')}.`,
    ]),
    clause('Term', [
      `The Partnership begins on ${values.html('Effective Date')} and continues until dissolved under this Agreement.`,
    ]),
    clause('Capital Contributions', [
      `The partners shall contribute the following capital: ${values.html('Capital Contributions')}. No partner shall be required to make further contributions without the consent of all partners.`,
    ]),
    clause('Profits and Losses', [
      `The net profits and losses of the Partnership shall be shared between the partners as follows: ${values.html('Profit Split')}. Profit distributions shall be made quarterly after reasonable reserves.`,
    ]),
    clause('Management and Decisions', [
      wordingFor(side, {
        favoursFirst:
          'The First Partner shall manage the day-to-day business of the Partnership. Decisions outside the ordinary course of business, borrowing in the name of the Partnership, or admitting a new partner require the consent of both partners.',
        balanced:
          'Each partner has an equal right to take part in managing the Partnership. Decisions outside the ordinary course of business, borrowing in the name of the Partnership, or admitting a new partner require the consent of both partners.',
        favoursSecond:
          'The Second Partner shall manage the day-to-day business of the Partnership. Decisions outside the ordinary course of business, borrowing in the name of the Partnership, or admitting a new partner require the consent of both partners.',
      }),
    ]),
    clause('Books and Audit', [
      'The Partnership shall keep complete books of account at its principal place of business. Each partner may audit the books and records of the Partnership at any reasonable time.',
    ]),
    clause('Confidentiality', confidentiality(sides, true)),
    clause('Withdrawal and Termination', [
      `Either partner may terminate this Agreement and withdraw from the Partnership by giving the other partner ${noticePeriodHtml(values, WITHDRAWAL_NOTICE_DEFAULT)} written notice.`,
      "On withdrawal, the remaining partner has a right of first refusal to purchase the withdrawing partner's interest at its fair market value, determined by an independent accountant.",
      'The Partnership shall be dissolved and wound up if both partners so agree in writing or if no partner remains.',
    ]),
    clause('Dispute Resolution', [
      'The partners shall try in good faith to resolve any dispute by negotiation; a dispute not resolved within thirty (30) days may be referred to mediation before any court proceedings.',
    ]),
  ]);
}
