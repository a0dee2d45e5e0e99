import { escapeHtml, GENERATION_TEMPLATES, type GenerationTemplateId, generatedHtmlToText } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { generateFromTemplate, MISSING_VALUE_MARK } from '../src/index';
import { SAMPLE_VALUES } from './generation-samples';
import { analyzeContractText } from './result-checks';

/** The clauses each legal template says it contains, as the contract analyzer names them. */
const CLAIMED_CLAUSES: Partial<Record<GenerationTemplateId, string[]>> = {
  // Ending it on notice alone, without cause, is termination for convenience.
  nda: ['Confidentiality', 'Expiration Date', 'Governing Law', 'Termination For Convenience', 'Parties'],
  'employment-contract': [
    'Termination rights',
    'Payment terms and late fees',
    'Confidentiality',
    'Probation period',
    'Governing Law',
  ],
  'service-agreement': [
    'Confidentiality',
    'Cap On Liability',
    'Indemnification',
    'Termination For Convenience',
    'Payment Terms',
    'Governing Law',
  ],
  'rental-agreement': [
    'Security deposit',
    'Payment terms and late fees',
    'Indemnification',
    'Termination rights',
    'Governing Law',
  ],
  'partnership-agreement': [
    'Revenue/Profit Sharing',
    'Audit Rights',
    'Confidentiality',
    'Termination For Convenience',
    'Governing Law',
  ],
  'freelance-contract': [
    'Payment terms and late fees',
    'Cap On Liability',
    'Confidentiality',
    'Termination For Convenience',
    'Governing Law',
  ],
};

async function clauseCategories(text: string): Promise<string[]> {
  const result = await analyzeContractText(text, { role: 'client' });
  return (result.clauses ?? []).map((found) => found.category);
}

describe('document generation with the local engine', () => {
  for (const template of GENERATION_TEMPLATES) {
    it(`${template.name}: every given value is in the document and no gap is left`, () => {
      const values = SAMPLE_VALUES[template.id];
      expect(Object.keys(values).sort()).toEqual([...template.labels].sort());
      const output = generateFromTemplate(template.name, values);
      expect(output.templateId).toBe(template.id);
      expect(output.html).not.toContain(MISSING_VALUE_MARK);
      const text = generatedHtmlToText(output.html);
      for (const [label, value] of Object.entries(values)) {
        if (label === 'Your Party' || label === 'Mutual' || value.includes('\n') || value.includes(';')) continue;
        expect(text, label).toContain(value);
      }
      expect(output.html).not.toContain('<script');
    });
  }

  for (const [id, claimed] of Object.entries(CLAIMED_CLAUSES)) {
    it(`${id}: the contract analyzer finds the clauses it claims`, async () => {
      const template = GENERATION_TEMPLATES.find((candidate) => candidate.id === id);
      const output = generateFromTemplate(template?.name ?? id, SAMPLE_VALUES[id as GenerationTemplateId]);
      const found = await clauseCategories(generatedHtmlToText(output.html));
      expect(found).toEqual(expect.arrayContaining(claimed));
    });
  }

  it('marks a value not given for the user to fill, naming its label', () => {
    const { 'Governing Law': _omitted, ...rest } = SAMPLE_VALUES.nda;
    const output = generateFromTemplate('Non-Disclosure Agreement', rest);
    expect(output.html).toContain(`${MISSING_VALUE_MARK} Governing Law]`);
  });

  it('an NDA is mutual or one-way as asked', () => {
    const oneWay = generatedHtmlToText(generateFromTemplate('NDA', SAMPLE_VALUES.nda).html);
    const mutual = generatedHtmlToText(generateFromTemplate('NDA', { ...SAMPLE_VALUES.nda, Mutual: 'Yes' }).html);
    expect(oneWay).toContain(
      'The Receiving Party shall keep confidential all Confidential Information disclosed to it by the Disclosing Party',
    );
    expect(mutual).toContain('Mutual Non-Disclosure Agreement');
    expect(mutual).toContain(
      'Each party shall keep confidential all Confidential Information disclosed to it by the other party',
    );
  });

  it('an employment contract is fixed-term with an end date and open-ended without one', () => {
    const fixed = generatedHtmlToText(
      generateFromTemplate('Employment Contract', SAMPLE_VALUES['employment-contract']).html,
    );
    const { 'End Date': _none, ...openEnded } = SAMPLE_VALUES['employment-contract'];
    const indefinite = generatedHtmlToText(generateFromTemplate('Employment Contract', openEnded).html);
    expect(fixed).toContain('is for a fixed term ending on January 5, 2026');
    expect(indefinite).toContain('continues for an indefinite period');
    expect(indefinite).not.toContain(MISSING_VALUE_MARK);
  });

  it('leaning clauses protect the party the user says they are', () => {
    const asProvider = generatedHtmlToText(
      generateFromTemplate('Service Agreement', {
        ...SAMPLE_VALUES['service-agreement'],
        'Your Party': 'Service Provider',
      }).html,
    );
    const asClient = generatedHtmlToText(
      generateFromTemplate('Service Agreement', SAMPLE_VALUES['service-agreement']).html,
    );
    const neutral = generatedHtmlToText(
      generateFromTemplate('Service Agreement', { ...SAMPLE_VALUES['service-agreement'], 'Your Party': '' }).html,
    );
    expect(asProvider).toContain(
      'The total liability of the Service Provider under or in connection with this Agreement shall not exceed',
    );
    expect(asClient).toContain(
      'The total liability of the Client under or in connection with this Agreement shall not exceed',
    );
    expect(asClient).toContain('may withhold payment of any amount it disputes');
    expect(neutral).toContain('The total liability of each party');
  });

  it('titles a draft with the side it protects, so the provider and client drafts of one template differ', () => {
    const titleAs = (yourParty: string) =>
      generateFromTemplate('Service Agreement', { ...SAMPLE_VALUES['service-agreement'], 'Your Party': yourParty })
        .title;
    expect(titleAs('Service Provider')).toBe('Service Agreement (service provider draft)');
    expect(titleAs('Client')).toBe('Service Agreement (client draft)');
    expect(titleAs('')).toBe('Service Agreement');
    const tenant = generateFromTemplate('Rental Agreement', { 'Your Party': 'tenant' });
    expect(tenant.title).toBe('Rental Agreement (tenant draft)');
  });

  it('a type no template knows gives a structured draft of what was given', () => {
    const output = generateFromTemplate('Wedding Speech', { Couple: 'Ann & Bob', Tone: '<b>warm</b>' });
    expect(output.templateId).toBeNull();
    expect(output.html).toContain('Ann &amp; Bob');
    expect(output.html).toContain(escapeHtml('<b>warm</b>'));
    expect(generatedHtmlToText(output.html)).toContain('Draft to complete');
  });
});
