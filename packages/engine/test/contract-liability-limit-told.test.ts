import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseClientServicesAgreement as analyse } from './client-services-agreement';
import { risksAndFindingsTold, somethingTold } from './contract-advice-seen';

/**
 * A limit on the reader's claims is told with what the contract says of it: the cap's whole figure (an
 * abbreviation's full stop does not end it), the cap beside an exclusion of indirect loss, and the cases an
 * exclusion excepts. Sentences written for these tests.
 */
function limitTold(result: ContractAnalysis): string {
  return somethingTold(risksAndFindingsTold(result, 'Limitation of liability'));
}

function capListed(result: ContractAnalysis): string | undefined {
  return (result.clauses ?? []).find((clause) => clause.title === 'Liability cap')?.value;
}

const CAP_IN_DOLLARS =
  'Cap. IN NO EVENT SHALL THE AGGREGATE LIABILITY OF THE PROVIDER EXCEED FIFTY U.S. DOLLARS (U.S. $50.00) OR THE FEES THE CLIENT PAID IN THE PRIOR YEAR.';

describe('the figure of a cap', () => {
  it('is not cut at the full stop of "U.S."', async () => {
    const value = capListed(await analyse(CAP_IN_DOLLARS));
    expect(value).toMatch(/^FIFTY U\.S\. DOLLARS \(U\.S\. \$50\.00\) OR THE FEES THE CLIENT PAID IN THE PRIOR YEAR$/u);
  });

  it('does not open with how it is counted ("in the aggregate")', async () => {
    const value = capListed(
      await analyse(
        'Cap. The total liability of the Provider shall not exceed, in the aggregate, the fees paid in the prior year.',
      ),
    );
    expect(value).toMatch(/^the fees paid in the prior year$/u);
  });

  it('names the period a cap on what was paid "in that period" points back to', async () => {
    const value = capListed(
      await analyse(
        'Cap. The total liability of the Provider for all claims in any six month period is limited to the fees the Client paid in that period.',
      ),
    );
    expect(value).toMatch(/in that period \(any six month period\)/u);
  });

  it('is told with a cap the quoted sentence sets, not only "you may recover only part of it"', async () => {
    const told = limitTold(
      await analyse('Cap. Any liability of the Provider under this Agreement is limited to $750.'),
    );
    expect(told).toMatch(/caps [^.]*liability at \$750/u);
  });
});

describe('an exclusion of indirect loss', () => {
  const EXCLUSION =
    'Exclusion. TO THE MAXIMUM EXTENT PERMITTED BY LAW, THE PROVIDER SHALL NOT BE LIABLE FOR ANY INDIRECT, SPECIAL OR CONSEQUENTIAL DAMAGES';

  it('is told with the cap another clause sets, the maximum extent permitted by law being no cap', async () => {
    const told = limitTold(await analyse(`${EXCLUSION}.`, CAP_IN_DOLLARS));
    expect(told).toMatch(/You cannot recover indirect or consequential losses/u);
    expect(told).toMatch(/another clause caps [^.]*at FIFTY U\.S\. DOLLARS \(U\.S\. \$50\.00\) OR THE FEES/u);
    expect(told).not.toMatch(/recover only part of it/u);
  });

  it('is told with the cases it excepts, never as absolute', async () => {
    const told = limitTold(
      await analyse(
        `${EXCLUSION}, EXCEPT WHERE SUCH DAMAGES ARISE FROM THE GROSS NEGLIGENCE OR WILFUL MISCONDUCT OF THE PROVIDER.`,
      ),
    );
    expect(told).toMatch(
      /does not apply in the cases it excepts \(“except where such damages arise from the gross negligence or wilful misconduct of the provider”\)/u,
    );
  });

  it('is told with an exception that opens the sentence, up to its comma', async () => {
    const told = limitTold(
      await analyse(
        'Exclusion. EXCEPT TO THE EXTENT CAUSED BY THE FRAUD OF THE PROVIDER, NEITHER THE PROVIDER NOR ITS AGENTS SHALL BE LIABLE FOR ANY INDIRECT OR CONSEQUENTIAL DAMAGES.',
      ),
    );
    expect(told).toMatch(/cases it excepts \(“except to the extent caused by the fraud of the provider”\)/u);
  });

  it('is not told as excepting cases when it only points elsewhere ("unless otherwise set out")', async () => {
    const told = limitTold(
      await analyse(
        'Exclusion. Unless otherwise set out in this Agreement, the Provider shall not be liable for any indirect or consequential damages.',
      ),
    );
    expect(told).not.toMatch(/cases it excepts/u);
  });

  it('is told with what another sentence keeps outside every limit', async () => {
    const told = limitTold(
      await analyse(
        `${EXCLUSION}.`,
        'Fraud. Nothing in this Agreement excludes or limits liability for fraud or for death or personal injury caused by negligence.',
      ),
    );
    expect(told).toMatch(
      /keeps “liability for fraud or for death or personal injury caused by negligence” outside every limit/u,
    );
  });
});
