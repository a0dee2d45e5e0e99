/**
 * The questions Ask AI is measured with: per CUAD category, four wordings a user might type. The
 * first is the question the report has asked since issue 15; the other three were written for issue
 * 32 without looking at how the engine reads questions, so that a category answered only in one
 * wording shows up. Wording `b` names the clause the way a lawyer would, `c` asks from the user's
 * position in plain words, `d` is short or oblique.
 */
export const PHRASINGS = ['a', 'b', 'c', 'd'] as const;
export type Phrasing = (typeof PHRASINGS)[number];

export const CATEGORY_PHRASINGS: Readonly<Record<string, Readonly<Record<Phrasing, string>>>> = {
  Parties: {
    a: 'Who are the parties to this agreement?',
    b: 'Between whom is this contract made?',
    c: 'Which companies signed this contract?',
    d: 'Name the contracting parties.',
  },
  'Agreement Date': {
    a: 'When was this agreement signed?',
    b: 'What is the date of this agreement?',
    c: 'On what date was the contract executed?',
    d: 'When was the contract entered into?',
  },
  'Effective Date': {
    a: 'When does this agreement take effect?',
    b: 'What is the effective date?',
    c: 'From what date does the contract apply?',
    d: 'When does the term begin?',
  },
  'Expiration Date': {
    a: 'When does this agreement expire?',
    b: 'When does the contract end?',
    c: 'How long is the term of the agreement?',
    d: 'What is the end date of this contract?',
  },
  'Renewal Term': {
    a: 'Does the agreement renew automatically?',
    b: 'Is there an automatic renewal?',
    c: 'Will the contract be extended when the term ends?',
    d: 'How long is each renewal period?',
  },
  'Notice Period To Terminate Renewal': {
    a: 'How much notice is needed to stop the renewal?',
    b: 'How far in advance must we give notice of non-renewal?',
    c: 'What notice do we need to give to prevent automatic renewal?',
    d: 'By when must a party say it does not want to renew?',
  },
  'Governing Law': {
    a: 'Which law governs this agreement?',
    b: 'What law applies to this contract?',
    c: "Which state's laws govern the agreement?",
    d: 'What is the governing law?',
  },
  'Most Favored Nation': {
    a: 'Do we get the most favored pricing if better terms are given to someone else?',
    b: 'Is there a most favored customer clause?',
    c: 'If the supplier offers lower prices to another customer, do we get them too?',
    d: 'Are we guaranteed terms at least as good as other customers get?',
  },
  'Non-Compete': {
    a: 'Is there a non-compete restriction?',
    b: 'Does the contract restrict either party from competing?',
    c: 'Are we barred from selling competing products?',
    d: 'Is there a non-competition covenant?',
  },
  Exclusivity: {
    a: 'Is the relationship exclusive?',
    b: 'Is there an exclusivity clause?',
    c: 'Does either party have exclusive rights?',
    d: 'Is one party required to deal only with the other?',
  },
  'No-Solicit Of Customers': {
    a: 'Are we prohibited from soliciting their customers?',
    b: 'Is there a non-solicitation of customers clause?',
    c: 'Can we approach their clients after the agreement?',
    d: "Is either party restricted from taking the other's customers?",
  },
  'No-Solicit Of Employees': {
    a: 'Can we hire their employees?',
    b: 'Is there a non-solicitation of employees clause?',
    c: 'May we recruit their staff?',
    d: 'Is poaching personnel prohibited?',
  },
  'Non-Disparagement': {
    a: 'Are the parties forbidden from disparaging each other?',
    b: 'Is there a non-disparagement clause?',
    c: 'Can we make negative public statements about the other party?',
    d: 'Must the parties avoid criticizing each other publicly?',
  },
  'Termination For Convenience': {
    a: 'Can either party terminate for convenience?',
    b: 'Can the contract be terminated without cause?',
    c: 'Can we end the agreement at any time just by giving notice?',
    d: 'Is there a right to terminate for any reason?',
  },
  'Rofr/Rofo/Rofn': {
    a: 'Is there a right of first refusal?',
    b: 'Does anyone have a right of first offer or first negotiation?',
    c: 'Do we get the first chance to buy before it is offered to others?',
    d: 'Is there a ROFR?',
  },
  'Change Of Control': {
    a: 'What happens on a change of control?',
    b: 'Is there a change of control clause?',
    c: 'What happens if a party is acquired or merges with another company?',
    d: 'Can the agreement be terminated if the other company is sold?',
  },
  'Anti-Assignment': {
    a: 'Can the agreement be assigned to someone else?',
    b: 'Is assignment of the agreement restricted?',
    c: 'Can we transfer this contract to another company?',
    d: 'Is consent needed to assign the agreement?',
  },
  'Revenue/Profit Sharing': {
    a: 'Is revenue or profit shared between the parties?',
    b: 'Does one party share its profits with the other?',
    c: 'What percentage of revenue is paid to the other party?',
    d: 'Is there a revenue share?',
  },
  'Price Restrictions': {
    a: 'Can prices be increased?',
    b: 'Are there restrictions on changing prices?',
    c: 'Can the supplier increase its prices during the term?',
    d: 'Are prices fixed?',
  },
  'Minimum Commitment': {
    a: 'Is there a minimum purchase commitment?',
    b: 'Is there a minimum order quantity?',
    c: 'Do we have to buy a minimum amount each year?',
    d: 'Is there a minimum commitment?',
  },
  'Volume Restriction': {
    a: 'Is there a volume limit?',
    b: 'Is there a cap on the quantity that can be ordered or used?',
    c: 'Are there limits on how many units we can buy?',
    d: 'Is usage limited to a maximum number?',
  },
  'Ip Ownership Assignment': {
    a: 'Who owns the intellectual property that is developed?',
    b: 'Who owns the inventions or work product created under the agreement?',
    c: 'Does intellectual property created by one party get assigned to the other?',
    d: 'Who will own the IP?',
  },
  'Joint Ip Ownership': {
    a: 'Is any intellectual property jointly owned?',
    b: 'Is there joint ownership of intellectual property?',
    c: 'Do the parties co-own any inventions?',
    d: 'Is any IP owned by both parties together?',
  },
  'License Grant': {
    a: 'Does the agreement grant a license?',
    b: 'What license is granted?',
    c: 'What rights to use the intellectual property are granted?',
    d: 'Is there a license grant?',
  },
  'Non-Transferable License': {
    a: 'Can the license be transferred or sublicensed?',
    b: 'Is the license non-transferable?',
    c: 'Can the licensee sublicense its rights?',
    d: 'May the license be assigned to a third party?',
  },
  'Irrevocable Or Perpetual License': {
    a: 'Is the license perpetual or irrevocable?',
    b: 'Does the license last forever?',
    c: 'Can the license be revoked?',
    d: 'Is the license grant perpetual?',
  },
  'Source Code Escrow': {
    a: 'Is source code held in escrow?',
    b: 'Is there a source code escrow arrangement?',
    c: 'Will the source code be deposited with a third party?',
    d: 'Do we get access to the source code if the vendor goes bankrupt?',
  },
  'Post-Termination Services': {
    a: 'What obligations continue after termination?',
    b: 'What must be done after the agreement ends?',
    c: 'Are there transition services after termination?',
    d: 'What obligations survive the end of the contract?',
  },
  'Audit Rights': {
    a: 'Do we have audit rights?',
    b: "Can a party audit the other's books and records?",
    c: 'Is there a right to inspect records?',
    d: 'Are audits allowed?',
  },
  'Uncapped Liability': {
    a: 'Is any liability unlimited?',
    b: 'Is there unlimited liability for anything?',
    c: 'Which liabilities are excluded from the cap?',
    d: 'Is liability uncapped for some claims?',
  },
  'Cap On Liability': {
    a: 'Is liability capped?',
    b: 'Is there a limitation of liability?',
    c: 'What is the maximum amount a party can be liable for?',
    d: 'How much can we be held liable for at most?',
  },
  'Liquidated Damages': {
    a: 'Are there liquidated damages?',
    b: 'Is there a liquidated damages clause?',
    c: 'Is a fixed sum payable if a party breaches?',
    d: 'Are there contractual penalties?',
  },
  'Warranty Duration': {
    a: 'How long does the warranty last?',
    b: 'What is the warranty period?',
    c: 'For how long are the products warranted?',
    d: 'How long is the guarantee?',
  },
  Insurance: {
    a: 'What insurance must be maintained?',
    b: 'What insurance must a party maintain?',
    c: 'Do we need to carry liability insurance?',
    d: 'Is any insurance coverage required?',
  },
  'Covenant Not To Sue': {
    a: 'Is there a promise not to sue or challenge the rights?',
    b: 'Is there a covenant not to sue?',
    c: 'Are we allowed to challenge the validity of their patents?',
    d: 'Has a party agreed not to bring claims against the other?',
  },
  'Third Party Beneficiary': {
    a: 'Can third parties enforce this agreement as beneficiaries?',
    b: 'Are there any third-party beneficiaries?',
    c: 'Can someone who is not a party enforce the contract?',
    d: 'Does the agreement give rights to third parties?',
  },
};

/**
 * The corpus folds Ask AI is developed on: their misses may be read (`ASK_QUALITY_MISSES`). Folds 0–2
 * were measured and read for issue 32's first pass; folds 3 and 4 were never looked at, so their
 * figure stands for contracts nobody read. Report both; never read a held-out miss.
 */
export const ASK_DEV_FOLDS: readonly number[] = [0, 1, 2];
export const ASK_HELD_OUT_FOLDS: readonly number[] = [3, 4];
