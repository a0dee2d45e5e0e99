import { describe, expect, it } from 'vitest';
import { questionIntent } from './question-intent';

const asked = (question: string) => questionIntent('contract', question)?.category;

describe('what a contract question asks about', () => {
  it('reads the clause a question names, whatever frame it is put in', () => {
    expect(asked('What insurance does a party have to hold?')).toBe('Insurance');
    expect(asked('Who ends up owning the software developed under this deal?')).toBe('Ip Ownership Assignment');
    expect(asked('How long are the goods guaranteed for?')).toBe('Warranty Duration');
    expect(asked('What happens to the contract if a party is bought by a competitor?')).not.toBe('Parties');
    expect(asked('Which company pays for shipping?')).not.toBe('Parties');
    expect(asked('Who bears the cost of shipping under this agreement?')).not.toBe('Parties');
    expect(asked('Who is responsible for taxes under the contract?')).not.toBe('Parties');
  });

  it('reads who the parties are only when the question asks who they are', () => {
    expect(asked('Between whom was this deal concluded?')).toBe('Parties');
    expect(asked('Which entities signed the agreement?')).toBe('Parties');
    expect(asked('Who is this agreement between?')).toBe('Parties');
    expect(asked('Who are the contracting parties?')).toBe('Parties');
    expect(asked('What is the end date of the lease?')).toBe('Expiration Date');
    expect(asked('What is the date of the contract?')).toBe('Agreement Date');
  });

  it('reads a clause in the plain words a user puts it in', () => {
    expect(asked('Can the vendor speak badly of us or criticise us in public?')).toBe('Non-Disparagement');
    expect(asked('Are we allowed to go after their clients once this ends?')).toBe('No-Solicit Of Customers');
    expect(asked('Do we get a first look before the rights are sold to anyone else?')).toBe('Rofr/Rofo/Rofn');
    expect(asked('Do we get pricing as good as their other buyers?')).toBe('Most Favored Nation');
    expect(asked('Can the licence ever be revoked?')).toBe('Irrevocable Or Perpetual License');
    expect(asked('What duties survive termination?')).toBe('Post-Termination Services');
    expect(asked('Which claims fall outside the liability cap?')).toBe('Uncapped Liability');
    expect(asked('What is the most the supplier can be liable for?')).toBe('Cap On Liability');
    expect(asked('Is there a limit on the number of units we may order?')).toBe('Volume Restriction');
    expect(asked('Can either side walk away at any time without giving a reason?')).toBe('Termination For Convenience');
    expect(asked('Can someone who did not sign this enforce it as a beneficiary?')).toBe('Third Party Beneficiary');
    expect(asked('Is the contract extended automatically when it expires?')).toBe('Renewal Term');
  });

  it('reads a question about interest on late payments as that, not as the payment terms', () => {
    expect(asked('What interest is charged on late payments?')).toBe('Late Payment Interest');
    expect(asked('Is there a fee for paying an invoice late?')).toBe('Late Payment Interest');
    expect(asked('When are invoices due?')).toBe('Payment Terms');
    expect(asked('How many days can we take to pay an invoice?')).toBe('Payment Terms');
  });
});
