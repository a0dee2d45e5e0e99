import { describe, expect, it } from 'vitest';
import { CHARGE_DOCUMENTS } from '../quality/charge-documents';
import { chargeFigures } from '../quality/other-quality';
import { chargeLinesOf } from '../src/local/other/charge-lines';
import { datesIn } from '../src/local/other/document-dates';
import { amountsIn, moneyStyleOf } from '../src/local/other/money';
import { splitLines } from '../src/text/lines';

function chargesOf(text: string) {
  const lines = splitLines([{ pageNumber: 1, text }]);
  return chargeLinesOf(lines, moneyStyleOf(lines.map((line) => line.text)));
}

describe('other documents: fee and charge lines', () => {
  it('finds the labelled fee lines of the statements, bills and invoices with amount and page', () => {
    const figures = chargeFigures(CHARGE_DOCUMENTS);
    expect(figures.misses).toEqual([]);
    expect(figures.falseAlarms).toEqual([]);
  });

  it('takes the charged amount, not the running balance, and reads continental decimals', () => {
    expect(chargesOf('22 Mar   Unarranged overdraft fee        25.00        -54.05')[0]?.amount.value).toBe(25);
    const euro = chargesOf('Amount EUR\n15.05.2024   Account maintenance fee      -6,00      2.250,24');
    expect(euro[0]).toMatchObject({ label: 'Account maintenance fee', shownAmount: 'EUR 6.00' });
  });

  it('does not count a line that explains charges, waives them or adds them up', () => {
    expect(
      chargesOf('Your arranged overdraft limit is £250.00. If you would like to talk about your charges, call us.'),
    ).toEqual([]);
    expect(chargesOf('Monthly Service Fee waived: you kept a minimum daily balance of $1,500.00.')).toEqual([]);
    expect(chargesOf('Fees this period: $70.00.')).toEqual([]);
  });

  it('tells a charge that may apply from one that was made', () => {
    const [late] = chargesOf('A late payment fee of £40.00 applies to invoices unpaid after the due date.');
    expect(late).toMatchObject({ label: 'Late payment fee', conditional: true });
  });

  it('reads amounts with their currency and dates that exist', () => {
    expect(amountsIn('Revenue grew to $48.2 million; fees of EUR 1,200 and -£56.05').map((a) => a.value)).toEqual([
      48.2, 1200, -56.05,
    ]);
    expect(datesIn('sort code 40-12-76, paid 04/05/2024 and on 22 Mar')).toMatchObject([
      { text: '04/05/2024', hasYear: true },
      { text: '22 Mar', hasYear: false },
    ]);
    expect(datesIn('you may 2 times')).toEqual([]);
  });
});
