import { describe, expect, it } from 'vitest';
import { sectionHeadingName } from '../src/local/cv/cv-sections';
import { analyzeCvText as analyzeText, cvStatementsOf as statementsOf } from './result-checks';
import { storeroomCv as cvWith } from './storeroom-cv';

function fixesOf(result: Awaited<ReturnType<typeof analyzeText>>): string[] {
  return result.writingQuality.grammarIssues.map((issue) => `${issue.error} → ${issue.correction}`);
}

function heading(text: string) {
  return sectionHeadingName({ text, page: 1, start: 0, end: text.length });
}

describe('a heading that names education with more words counts as the Education section', () => {
  it('reads "Education and …", "Education & …" and "Academic Background" as Education', () => {
    expect(heading('Education and Professional Training')).toBe('education');
    expect(heading('Education & Certifications')).toBe('education');
    expect(heading('Academic Background')).toBe('education');
    expect(heading('Formal Education')).toBe('education');
  });

  it('does not ask for an Education section when such a heading is there', async () => {
    const result = await analyzeText(
      cvWith('Counted and stacked the gloves and masks for six wards.').replace(
        'Education\n',
        'Education & Certifications\n',
      ),
    );
    expect(statementsOf(result).join(' ')).not.toMatch(/Add an “Education” section/u);
  });
});

describe('"in" after a word naming a course of study stays', () => {
  it('offers no "on" for a certificate, major or specialisation in social media', async () => {
    const result = await analyzeText(
      cvWith(
        [
          'Earned a Certificate in Social Media Marketing from the city college.',
          'Completed a minor in social media studies during the evening course.',
          'Holds a specialisation in television production for hospital appeals.',
        ].join('\n'),
      ),
    );
    expect(fixesOf(result).join(' ')).not.toMatch(/→ on /u);
  });
});

describe('"I" inside an abbreviation is not the writer', () => {
  it('does not count I.T., I/O or I-9 as first person', async () => {
    const result = await analyzeText(
      cvWith(
        [
          'Logged I.T. faults for the ward computers every week.',
          'Checked I/O cables on the stock scanners before each shift.',
          'Filed I-9 forms for the new porters.',
          'Sorted I.T. spare parts into labelled bins.',
          'Sent I.T. tickets for broken label printers.',
        ].join('\n'),
      ),
    );
    expect(statementsOf(result).join(' ')).not.toMatch(/first person/iu);
    expect(result.writingQuality.overallTone).not.toBe('Personal');
  });
});
