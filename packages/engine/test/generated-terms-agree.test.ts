import { GENERATION_TEMPLATES, type GenerationTemplateId, generatedHtmlToText } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { generateFromTemplate } from '../src/index';
import { durationDays, durationsIn } from '../src/local/contract/durations';
import { splitSentences } from '../src/text/sentences';
import { SAMPLE_VALUES } from './generation-samples';

/**
 * Issue 32 item 5: a generated contract states each deal term once, in the user's words. Whatever
 * side the user is on, no clause may give a second payment period, notice period, date, amount or
 * governing law beside the one the user gave; a term the user left out has one default, the same
 * on every side.
 */

const LEGAL_TEMPLATES = GENERATION_TEMPLATES.filter((template) => template.category === 'legal');

/** The two parties' names of each legal template, as "Your Party" names them. */
const PARTY_LABELS: Record<string, [string, string]> = {
  'employment-contract': ['Employer Name', 'Employee Name'],
  'service-agreement': ['Service Provider', 'Client'],
  'rental-agreement': ['Landlord Name', 'Tenant Name'],
  nda: ['Disclosing Party', 'Receiving Party'],
  'partnership-agreement': ['Partner 1', 'Partner 2'],
  'freelance-contract': ['Freelancer Name', 'Client Name'],
};

/** Periods no template uses on its own, so each one found can only have come from the user. */
const USER_PAYMENT_TERMS = 'within 21 days of invoice';
const USER_PAYMENT_DAYS = 21;
const USER_NOTICE = 'forty-five (45) days';
const USER_NOTICE_DAYS = 45;

type Term = 'payment' | 'notice';

/**
 * What a period in a sentence is the length of, read as a lawyer would: the notice a party gives
 * to end the agreement ("by giving forty-five (45) days written notice"), or when payment is due
 * ("shall pay each invoice within fourteen (14) days"). Cure periods, probation, late-fee grace,
 * look-back and acceptance windows are other terms and are not compared here.
 */
function termOf(sentence: string, index: number, length: number): Term | undefined {
  // "fourteen (14) days" is found from its "(14)": the number word belongs to what precedes.
  const before = sentence.slice(0, index);
  const after = sentence.slice(index + length);
  if (/\bprobation/iu.test(sentence)) return undefined;
  if (/^\s*(?:(?:prior|advance)\s+)?(?:written\s+)?notice\b/iu.test(after)) return 'notice';
  if (/\b(?:late\s+fee|remed\w*|cure)\b/iu.test(sentence)) return undefined;
  if (
    /\b(?:within|no\s+later\s+than)\s+(?:[a-z-]+\s+\(?)?$/iu.test(before) &&
    /\b(?:pay\w*|paid|invoice\w*)\b/iu.test(before)
  ) {
    return 'payment';
  }
  return undefined;
}

interface Stated {
  term: Term;
  days: number;
  sentence: string;
}

function periodsStated(text: string): Stated[] {
  return splitSentences([{ pageNumber: 1, text }]).flatMap((sentence) =>
    durationsIn(sentence.text).flatMap((duration) => {
      const term = termOf(sentence.text, duration.index, duration.text.length);
      return term ? [{ term, days: durationDays(duration), sentence: sentence.text }] : [];
    }),
  );
}

function sides(id: GenerationTemplateId): { name: string; yourParty: string }[] {
  const [first, second] = PARTY_LABELS[id] ?? ['', ''];
  const values = SAMPLE_VALUES[id];
  return [
    { name: 'the first party', yourParty: values[first] ?? '' },
    { name: 'the second party', yourParty: values[second] ?? '' },
    { name: 'no party', yourParty: '' },
  ];
}

function draftText(id: GenerationTemplateId, values: Record<string, string>): string {
  const template = LEGAL_TEMPLATES.find((candidate) => candidate.id === id);
  return generatedHtmlToText(generateFromTemplate(template?.name ?? id, values).html);
}

describe('a generated contract states each deal term once, as the user gave it', () => {
  for (const template of LEGAL_TEMPLATES) {
    for (const side of sides(template.id)) {
      it(`${template.name}, written for ${side.name}: every payment and notice period is the user's`, () => {
        const text = draftText(template.id, {
          ...SAMPLE_VALUES[template.id],
          'Your Party': side.yourParty,
          'Payment Terms': USER_PAYMENT_TERMS,
          'Notice Period': USER_NOTICE,
        });
        expect(text).toContain(USER_NOTICE);
        for (const stated of periodsStated(text)) {
          const expected = stated.term === 'payment' ? USER_PAYMENT_DAYS : USER_NOTICE_DAYS;
          expect({ term: stated.term, days: stated.days }, stated.sentence).toEqual({
            term: stated.term,
            days: expected,
          });
        }
      });

      it(`${template.name}, written for ${side.name}: dates, amounts and the governing law are the user's`, () => {
        const values: Record<string, string> = { ...SAMPLE_VALUES[template.id], 'Your Party': side.yourParty };
        const text = draftText(template.id, values);
        const given = Object.values(values).join('\n');
        for (const date of text.match(/\b[A-Z][a-z]+ \d{1,2}, \d{4}\b/gu) ?? []) {
          expect(given, `date ${date}`).toContain(date);
        }
        for (const amount of text.match(/[$£€]\s?\d{1,3}(?:,\d{3})*(?:\.\d+)?/gu) ?? []) {
          expect(given, `amount ${amount}`).toContain(amount);
        }
        for (const [, place] of text.matchAll(/\b(?:laws|courts) of ((?:the )?[A-Z][\w ]*?)(?=[,.])/gu)) {
          expect(place).toBe(values['Governing Law']);
        }
      });
    }

    it(`${template.name}: without the user's periods, each side states the same default`, () => {
      const { 'Payment Terms': _payment, 'Notice Period': _notice, ...rest } = SAMPLE_VALUES[template.id];
      const defaults = new Map<Term, Set<number>>();
      for (const side of sides(template.id)) {
        for (const stated of periodsStated(draftText(template.id, { ...rest, 'Your Party': side.yourParty }))) {
          defaults.set(stated.term, new Set([...(defaults.get(stated.term) ?? []), stated.days]));
        }
      }
      for (const [term, days] of defaults) expect([...days], term).toHaveLength(1);
    });
  }

  it('the Service Agreement of the report: "within 30 days of invoice" is the only payment period, on either side', () => {
    for (const yourParty of ['Service Provider', 'Client']) {
      const text = draftText('service-agreement', {
        ...SAMPLE_VALUES['service-agreement'],
        'Your Party': yourParty,
        'Payment Terms': 'within 30 days of invoice',
      });
      expect(text).toContain('within 30 days of invoice');
      expect(text).not.toContain('pay each invoice within fourteen (14) days');
      expect(text).not.toContain('within forty-five (45) days of receipt');
      const payment = periodsStated(text).filter((stated) => stated.term === 'payment');
      expect(payment.map((stated) => stated.days)).toEqual(payment.map(() => 30));
    }
  });

  it('payment terms that do not say when an invoice is due get the one default; terms that do get no second period', () => {
    const sidesOfService = ['Service Provider', 'Client', ''];
    const arrears = sidesOfService.map((yourParty) =>
      draftText('service-agreement', {
        ...SAMPLE_VALUES['service-agreement'],
        'Your Party': yourParty,
        'Payment Terms': 'invoiced monthly in arrears',
      }),
    );
    for (const text of arrears) {
      expect(text).toContain('Payment terms: invoiced monthly in arrears.');
      expect(periodsStated(text).filter((stated) => stated.term === 'payment')).toEqual([
        expect.objectContaining({ days: 30 }),
      ]);
    }
    const lastWorkingDay = draftText('freelance-contract', {
      ...SAMPLE_VALUES['freelance-contract'],
      'Payment Terms': 'payable on the last working day of each month',
    });
    expect(periodsStated(lastWorkingDay).filter((stated) => stated.term === 'payment')).toEqual([]);
    expect(lastWorkingDay).toContain('on the payment terms stated in this clause');
  });

  it('a period the user added is used in the clauses and not repeated under "Additional Details"; one no clause uses is kept there', () => {
    const text = draftText('nda', {
      ...SAMPLE_VALUES.nda,
      'Notice Period': USER_NOTICE,
      'Payment Terms': USER_PAYMENT_TERMS,
    });
    expect(text).toContain(`by giving ${USER_NOTICE} written notice`);
    const additional = text.slice(text.indexOf('Additional Details'));
    expect(additional).not.toContain('Notice Period');
    expect(additional).toContain(`Payment Terms: ${USER_PAYMENT_TERMS}`);
  });

  it("a rental agreement's rent falls due as the user's payment terms say, not also on the first day of the month", () => {
    const text = draftText('rental-agreement', {
      ...SAMPLE_VALUES['rental-agreement'],
      'Payment Terms': 'payable on the fifth day of each month',
    });
    expect(text).toContain('Payment terms: payable on the fifth day of each month.');
    expect(text).not.toContain('first day of each month');
    expect(text.slice(text.indexOf('Additional Details'))).not.toContain('Payment Terms');
    const withoutTerms = draftText('rental-agreement', SAMPLE_VALUES['rental-agreement']);
    expect(withoutTerms).toContain('payable in advance on the first day of each month');
  });
});
