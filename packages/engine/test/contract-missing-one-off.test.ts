import { describe, expect, it } from 'vitest';
import { kindOf, missingTitles } from './contract-kind-checks';
import { analyzeContractText } from './result-checks';

// Every document below is written for these tests. Each is done once signed: a release, a gift, a licence granted
// for good for a single fee. Nothing runs on for either side to end, and a right to end it would only let the giver
// take back what the other side received.

const RELEASE = [
  'GENERAL RELEASE',
  'This General Release is given on 4 March 2021 by Dana Whitfield ("Releasor") in favour of Pinecrest Logistics Ltd. ("Company").',
  '1. In return for the payment of $5,000, which the Releasor acknowledges receiving, the Releasor hereby releases and forever discharges the Company from all claims arising out of the delivery accident of 2 January 2021.',
  '2. The Releasor shall keep the amount of the payment confidential and shall not disclose it to any third party.',
  '3. The Releasor may not assign any right under this release to any other person.',
  '4. This release shall be governed by the laws of the State of Oregon.',
].join('\n\n');

const GIFT = [
  'DEED OF GIFT',
  'This Deed of Gift is made on 9 May 2019 by Harold Penn ("Donor") in favour of the Riverside Historical Society ("Society").',
  '1. The Donor hereby gives, assigns and transfers to the Society, as an unconditional gift, all right, title and interest in the collection of letters listed in the Schedule, together with the copyright in them.',
  '2. The Society may use, display, copy and lend the collection as it sees fit.',
  '3. The Donor warrants that he owns the collection and that its use will not infringe the rights of any third party.',
  '4. This deed is governed by the laws of England and Wales.',
].join('\n\n');

const PAID_ONCE_LICENCE = [
  'PHOTOGRAPH LICENCE AGREEMENT',
  'This Photograph Licence Agreement is made on 12 June 2022 between Mira Castell ("Licensor") and Lantern Books Ltd. ("Licensee").',
  '1. The Licensor grants to the Licensee a perpetual, irrevocable, worldwide, non-exclusive licence to reproduce the photographs listed in the Schedule in any book the Licensee publishes.',
  '2. In return the Licensee shall pay the Licensor a one-time fee of $800 within thirty (30) days of signature.',
  '3. The Licensor warrants that she took the photographs and owns the copyright in them.',
  '4. This Agreement is governed by the laws of the State of New York.',
].join('\n\n');

const ROYALTY_LICENCE = [
  'SOFTWARE LICENCE AGREEMENT',
  'This Software Licence Agreement is made on 12 June 2022 between Mira Castell ("Licensor") and Lantern Books Ltd. ("Licensee").',
  '1. The Licensor grants to the Licensee a non-exclusive licence to use the software in its publishing business.',
  '2. The Licensee shall pay the Licensor a royalty of five percent of its net sales each quarter.',
  '3. The Licensor warrants that the software will perform substantially as described in its documentation.',
  '4. This Agreement is governed by the laws of the State of New York.',
].join('\n\n');

// A submission licence given for nothing, whose purpose speaks of formats "to support" readers: no service is given.
const SUBMISSION_LICENCE = [
  'ARTICLE SUBMISSION AGREEMENT',
  'This agreement is between the Quarry Hill Open Archive ("the Archive") and me, the author submitting the Article.',
  '1. I grant the Archive a non-exclusive, perpetual, irrevocable and royalty-free licence to include the Article in the Archive and to convert it into formats to support screen readers.',
  '2. I warrant that I have the right to grant this licence.',
  '3. This agreement is governed by the laws of the State of Maine.',
].join('\n\n');

// The same grant where the Archive also maintains what it hosts: something runs on after the grant.
const MAINTAINED_LICENCE = SUBMISSION_LICENCE.replace(
  '2. I warrant',
  '2. The Archive shall provide maintenance of the hosted copy for as long as it keeps it.\n\n3. I warrant',
);

const NO_TERMINATION = 'No termination rights clause';

describe('what is missing depends on the kind of document: one-off acts have no exit to add', () => {
  it('reads a release as a release and does not ask for a way to end it', async () => {
    expect(kindOf(RELEASE).id).toBe('release');
    expect(missingTitles(await analyzeContractText(RELEASE, { role: 'client' }))).not.toContain(NO_TERMINATION);
  });

  it('reads a deed of gift as a gift and does not ask for a way to end it', async () => {
    expect(kindOf(GIFT).id).toBe('gift');
    expect(missingTitles(await analyzeContractText(GIFT, { role: 'client' }))).not.toContain(NO_TERMINATION);
  });

  it('does not ask for a way to end a perpetual, irrevocable licence paid for once', async () => {
    expect(missingTitles(await analyzeContractText(PAID_ONCE_LICENCE, { role: 'client' }))).not.toContain(
      NO_TERMINATION,
    );
  });

  it('does not ask for a way to end a free submission licence granted for good, whose words "to support" give no service', async () => {
    expect(missingTitles(await analyzeContractText(SUBMISSION_LICENCE, { role: 'client' }))).not.toContain(
      NO_TERMINATION,
    );
  });

  it('still finds no way to end the same grant where a service runs on after it', async () => {
    expect(missingTitles(await analyzeContractText(MAINTAINED_LICENCE, { role: 'client' }))).toContain(NO_TERMINATION);
  });

  it('still finds no way to end a licence paid for each quarter', async () => {
    expect(missingTitles(await analyzeContractText(ROYALTY_LICENCE, { role: 'client' }))).toContain(NO_TERMINATION);
  });
});
