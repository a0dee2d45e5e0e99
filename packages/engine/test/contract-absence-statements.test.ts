import { describe, expect, it } from 'vitest';
import { keyFindingAdvice, toldOn } from './contract-advice-seen';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';
import { analyzeContractText } from './result-checks';

// Sentences written for these tests; Halvorsen pays Pelletier in the marketing agreement.
const PAYER = { role: 'client', party: 'Halvorsen' } as const;
// A ceiling stated in words from which no amount is read: "no more than what … has paid".
const CEILING_IN_WORDS =
  'In no event shall Pelletier’s liability to Halvorsen be more than what Halvorsen has paid for the campaign concerned.';
const HALVORSEN_INDEMNIFIES =
  'Halvorsen shall indemnify and hold harmless Pelletier from any third-party claim arising from Halvorsen’s products.';

describe('a cap is never told absent where a sentence sets one in any words', () => {
  it('does not tell the reader the contract sets no cap on the amount', async () => {
    const result = await analyse(PAYER, CEILING_IN_WORDS);
    const told = keyFindingAdvice(result, 'Limitation of liability');
    expect(told).not.toBe('');
    expect(told).not.toMatch(/sets no cap|caps no liability/iu);
    expect(told).toMatch(/check the limit on liability the contract sets/iu);
  });

  it('does not ask for a cap on an indemnity “since the contract caps no liability”', async () => {
    const result = await analyse(PAYER, CEILING_IN_WORDS, HALVORSEN_INDEMNIFIES);
    expect(toldOn(result, 'Indemnification')).not.toMatch(/caps no liability/iu);
  });

  it('still says the contract caps no liability where no sentence limits any', async () => {
    const result = await analyse(PAYER, HALVORSEN_INDEMNIFIES);
    expect(toldOn(result, 'Indemnification')).toMatch(/the contract caps no liability/iu);
  });

  it('says no cap was found in this file where the agreement takes in terms the file does not hold', async () => {
    const result = await analyse(
      PAYER,
      HALVORSEN_INDEMNIFIES,
      'Halvorsen’s use of the campaign dashboard is subject to the Pelletier Terms of Service.',
    );
    const told = toldOn(result, 'Indemnification');
    expect(told).not.toMatch(/the contract caps no liability/iu);
    expect(told).toMatch(/no cap on liability was found in this file \(the Terms of Service may set one\)/iu);
  });
});

// A services agreement with no governing law, insurance or limit on liability.
const CLEANING = [
  'CLEANING SERVICES AGREEMENT',
  'This Cleaning Services Agreement is made as of March 4, 2024 by and between Tarnby Offices LLC (the "Client") and Glint Crew Inc. (the "Contractor").',
  'The Contractor shall clean the Client’s offices each weekday evening.',
  'The Client shall pay the Contractor $1,800 per month within thirty (30) days of each invoice.',
  'Either party may terminate this Agreement upon thirty (30) days written notice to the other party.',
  'Neither party may assign this Agreement without the prior written consent of the other party.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.',
].join('\n\n');

describe('the card for a clause not found', () => {
  it('says what was looked for in the whole text instead of calling it a missing protection', async () => {
    const result = await analyzeContractText(CLEANING, { role: 'client' });
    const card = result.keyFindings.find((finding) => finding.title === 'No governing law clause');
    expect(card?.description).toBeDefined();
    expect(card?.description).not.toMatch(/protection is absent/iu);
    expect(card?.description).toMatch(/No sentence that names the law that governs it was found/u);
  });

  it('does not tell what follows from the absence where the clause may be in a document the file does not hold', async () => {
    const incorporating = CLEANING.replace(
      'IN WITNESS WHEREOF',
      'The services are subject to the General Terms and Conditions attached as Schedule 2.\n\nIN WITNESS WHEREOF',
    );
    const result = await analyzeContractText(incorporating, { role: 'client' });
    const card = result.keyFindings.find(
      (finding) => finding.title === 'No limitation of liability clause in this file',
    );
    expect(card?.description).toMatch(/It may be in Schedule 2/u);
    expect(card?.description).not.toMatch(/nothing caps/u);
  });
});
