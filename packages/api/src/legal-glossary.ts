/**
 * The legal terms DocLens explains: the contract analysis quotes them in its key terms and the web
 * app shows the same definitions as tooltips, so a term never means two different things.
 */
export const LEGAL_TERM_CATEGORIES = [
  'contract',
  'employment',
  'property',
  'intellectual',
  'liability',
  'general',
] as const;
export type LegalTermCategory = (typeof LEGAL_TERM_CATEGORIES)[number];

export interface LegalTerm {
  term: string;
  category: LegalTermCategory;
  definition: string;
  examples: readonly [string, string, string];
}

export const LEGAL_GLOSSARY: readonly LegalTerm[] = [
  {
    term: 'Indemnify',
    category: 'liability',
    definition: 'To promise to pay for the other side’s losses and legal costs if certain claims arise.',
    examples: [
      'The supplier indemnifies the buyer against claims that its product infringes a patent.',
      'A tenant indemnifies the landlord for injuries caused by the tenant’s guests.',
      'A contractor pays the client’s legal fees when a subcontractor sues the client.',
    ],
  },
  {
    term: 'Hold harmless',
    category: 'liability',
    definition: 'A promise not to hold the other side responsible for certain losses, and to protect it from them.',
    examples: [
      'A venue is held harmless for accidents during an event it hosts.',
      'A client agrees not to sue the consultant for losses caused by the client’s own data.',
      'A landlord is held harmless for theft from a tenant’s storage unit.',
    ],
  },
  {
    term: 'Limitation of liability',
    category: 'liability',
    definition: 'A cap on how much one side can be made to pay if things go wrong.',
    examples: [
      'Liability is limited to the fees paid in the previous twelve months.',
      'Neither party is liable for lost profits or indirect losses.',
      'A software vendor’s total liability may not exceed $10,000.',
    ],
  },
  {
    term: 'Consequential damages',
    category: 'liability',
    definition: 'Indirect losses that follow from a breach, such as lost profits or lost business.',
    examples: [
      'Sales lost while a broken machine waits for repair.',
      'Customers who leave after a data outage.',
      'Penalties owed to a third party because a delivery was late.',
    ],
  },
  {
    term: 'Liquidated damages',
    category: 'liability',
    definition: 'A fixed amount agreed in advance that one side pays if it breaches a particular promise.',
    examples: [
      'A builder pays $500 for each day the project is late.',
      'A buyer forfeits a deposit if it walks away from the sale.',
      'An employee repays training costs if they leave within a year.',
    ],
  },
  {
    term: 'Uncapped liability',
    category: 'liability',
    definition: 'Liability with no upper limit: the responsible party may have to pay the whole loss.',
    examples: [
      'The liability cap does not apply to breaches of confidentiality.',
      'Indemnities for infringement claims are excluded from the cap.',
      'Damages for gross negligence or wilful misconduct are unlimited.',
    ],
  },
  {
    term: 'Force majeure',
    category: 'contract',
    definition: 'Events beyond anyone’s control (disasters, wars, epidemics) that excuse a party from performing.',
    examples: [
      'A flood closes the factory and deliveries are suspended.',
      'A pandemic lockdown stops a venue from hosting an event.',
      'A strike at the port delays a shipment.',
    ],
  },
  {
    term: 'Material breach',
    category: 'contract',
    definition: 'A serious failure to do what the contract requires, which usually lets the other side end it.',
    examples: [
      'A supplier stops delivering altogether.',
      'A client does not pay invoices for three months.',
      'A licensee uses the software far beyond the licensed scope.',
    ],
  },
  {
    term: 'Cure period',
    category: 'contract',
    definition: 'The time a party gets to fix a breach after being told about it, before the other side can act.',
    examples: [
      'Thirty days to fix a defect after written notice.',
      'Ten days to pay an overdue invoice before service is suspended.',
      'A tenant has fourteen days to repair damage before the lease can be ended.',
    ],
  },
  {
    term: 'Assignment',
    category: 'contract',
    definition: 'Handing your rights or duties under a contract to someone else.',
    examples: [
      'A company transfers its customer contracts to the buyer of its business.',
      'A supplier passes the contract to a subsidiary.',
      'A tenant hands the lease to a new tenant with the landlord’s consent.',
    ],
  },
  {
    term: 'Automatic renewal',
    category: 'contract',
    definition: 'A term that makes the contract continue for another period unless someone cancels in time.',
    examples: [
      'A one-year subscription renews each year unless cancelled 60 days before.',
      'A service agreement extends for successive two-year terms.',
      'A gym membership rolls over monthly until notice is given.',
    ],
  },
  {
    term: 'Exclusivity',
    category: 'contract',
    definition: 'A promise to deal only with the other side for certain products, services or areas.',
    examples: [
      'A distributor is the only one allowed to sell the product in Canada.',
      'A supplier may not sell the same part to the buyer’s competitors.',
      'A client must buy all its packaging from one vendor.',
    ],
  },
  {
    term: 'Most favoured nation',
    category: 'contract',
    definition: 'A promise to give the other side terms at least as good as those given to anyone else.',
    examples: [
      'If the supplier lowers its price for another customer, this buyer gets the same price.',
      'A licensee gets any better royalty rate offered to later licensees.',
      'A publisher matches the best revenue share offered to other authors.',
    ],
  },
  {
    term: 'Non-compete',
    category: 'employment',
    definition: 'A promise not to work for or start a competing business for a period, often in an area.',
    examples: [
      'An engineer may not join a competitor for twelve months after leaving.',
      'A seller of a bakery may not open another bakery in the same town for three years.',
      'A distributor may not sell rival products during the agreement.',
    ],
  },
  {
    term: 'Non-solicitation',
    category: 'employment',
    definition: 'A promise not to approach the other side’s employees or customers to lure them away.',
    examples: [
      'A departing manager may not recruit former colleagues for a year.',
      'A contractor may not pitch directly to the client’s customers.',
      'Neither company may hire the other’s staff during the project.',
    ],
  },
  {
    term: 'At-will employment',
    category: 'employment',
    definition: 'Employment that either side can end at any time, for any lawful reason, without notice.',
    examples: [
      'An employer dismisses a worker without giving a reason.',
      'An employee resigns and leaves the same day.',
      'An offer letter says the job is at will and not for a fixed term.',
    ],
  },
  {
    term: 'Probation period',
    category: 'employment',
    definition: 'A trial period at the start of a job during which it can be ended more easily.',
    examples: [
      'The first three months of employment are probationary.',
      'Notice during probation is one week instead of one month.',
      'Benefits start only after a 90-day probation.',
    ],
  },
  {
    term: 'Overtime',
    category: 'employment',
    definition: 'Hours worked beyond the normal working hours, which may or may not be paid extra.',
    examples: [
      'Hours over forty a week are paid at one and a half times the normal rate.',
      'The salary is said to include any overtime worked.',
      'Overtime needs the manager’s approval in advance.',
    ],
  },
  {
    term: 'Security deposit',
    category: 'property',
    definition: 'Money a tenant pays up front that the landlord holds against unpaid rent or damage.',
    examples: [
      'One month’s rent is paid as a deposit and returned at the end of the lease.',
      'The landlord deducts the cost of repairing a broken window.',
      'The deposit must be returned within 30 days of moving out.',
    ],
  },
  {
    term: 'Rent increase',
    category: 'property',
    definition: 'A term allowing the rent to go up during the lease or at renewal, by a set amount or formula.',
    examples: [
      'Rent rises by 3% each year of the lease.',
      'Rent is adjusted every year in line with the consumer price index.',
      'The landlord may raise the rent on 60 days’ written notice.',
    ],
  },
  {
    term: 'Quiet enjoyment',
    category: 'property',
    definition: 'The tenant’s right to use the property without interference from the landlord.',
    examples: [
      'The landlord must give notice before entering the flat.',
      'A landlord may not cut off utilities to pressure a tenant.',
      'Construction by the landlord may not make the premises unusable.',
    ],
  },
  {
    term: 'Intellectual property',
    category: 'intellectual',
    definition: 'Creations of the mind that the law protects: inventions, designs, writing, software, brands.',
    examples: [
      'A patent on a new battery design.',
      'The copyright in a company’s website text.',
      'A registered trademark on a product name.',
    ],
  },
  {
    term: 'Work made for hire',
    category: 'intellectual',
    definition: 'Work whose copyright belongs from the start to the person who paid for it, not its creator.',
    examples: [
      'Code written by an employee belongs to the employer.',
      'A commissioned logo is owned by the client under the contract.',
      'Articles written for a magazine under a work-for-hire agreement.',
    ],
  },
  {
    term: 'License',
    category: 'intellectual',
    definition: 'Permission to use something the other side owns, such as software or a trademark, on set terms.',
    examples: [
      'A non-exclusive licence to install the software on 50 computers.',
      'A franchisee’s right to use the franchisor’s brand in one city.',
      'A perpetual, royalty-free licence to use a photograph.',
    ],
  },
  {
    term: 'Confidential information',
    category: 'intellectual',
    definition: 'Information one side must keep secret and use only for the purpose of the contract.',
    examples: [
      'Customer lists shared with a marketing agency.',
      'Source code shown to a potential investor.',
      'Pricing terms of a supply deal.',
    ],
  },
  {
    term: 'Governing law',
    category: 'general',
    definition: 'The place whose laws decide what the contract means and how it is enforced.',
    examples: [
      'This agreement is governed by the laws of the State of New York.',
      'English law applies to the contract.',
      'Disputes are decided under the laws of Ontario.',
    ],
  },
  {
    term: 'Jurisdiction',
    category: 'general',
    definition: 'Which courts may hear disputes about the contract.',
    examples: [
      'The courts of Delaware have exclusive jurisdiction.',
      'Either party may sue in the courts of London.',
      'Claims must be brought in the county where the property is.',
    ],
  },
  {
    term: 'Arbitration',
    category: 'general',
    definition: 'Settling a dispute privately before an arbitrator instead of in court, usually with a final decision.',
    examples: [
      'Disputes go to the American Arbitration Association.',
      'A single arbitrator decides, and there is no appeal.',
      'Employees agree to arbitrate claims instead of suing.',
    ],
  },
  {
    term: 'Class-action waiver',
    category: 'general',
    definition: 'A promise to bring claims only individually, never as part of a group lawsuit.',
    examples: [
      'Customers may not join a class action against the company.',
      'Each employee must arbitrate alone.',
      'Claims may not be consolidated with other users’ claims.',
    ],
  },
  {
    term: 'Severability',
    category: 'general',
    definition: 'If one part of the contract is invalid, the rest still applies.',
    examples: [
      'A court strikes out an unreasonable non-compete but keeps the rest of the contract.',
      'An illegal late fee is removed while the lease stays in force.',
      'An invalid clause is replaced by the closest valid one.',
    ],
  },
  {
    term: 'Waiver',
    category: 'general',
    definition: 'Giving up a right; contracts often say that not enforcing a right once does not give it up.',
    examples: [
      'A landlord accepts late rent once without losing the right to charge late fees later.',
      'A buyer signs a waiver of a delivery deadline.',
      'Failing to object to a breach does not waive the right to object next time.',
    ],
  },
  {
    term: 'Entire agreement',
    category: 'general',
    definition: 'The written contract is the whole deal: earlier promises not written in it do not count.',
    examples: [
      'A salesperson’s verbal promise of free upgrades is not binding.',
      'Emails exchanged during negotiation are superseded.',
      'Only documents attached as schedules form part of the contract.',
    ],
  },
  {
    term: 'As is',
    category: 'liability',
    definition: 'Sold or provided with no promise about its quality or condition.',
    examples: [
      'A used car sold as is, with no warranty.',
      'Software provided without any warranty of fitness for purpose.',
      'Equipment delivered in whatever condition it is in.',
    ],
  },
  {
    term: 'Audit rights',
    category: 'contract',
    definition: 'The right to inspect the other side’s books or records to check it is keeping to the contract.',
    examples: [
      'A licensor checks a licensee’s sales records to verify royalties.',
      'A client inspects a supplier’s security practices once a year.',
      'A franchisor audits a franchisee’s accounts.',
    ],
  },
];

/** The glossary entry for a term, matched case-insensitively. */
export function legalTerm(term: string): LegalTerm | undefined {
  const wanted = term.toLowerCase();
  return LEGAL_GLOSSARY.find((entry) => entry.term.toLowerCase() === wanted);
}
