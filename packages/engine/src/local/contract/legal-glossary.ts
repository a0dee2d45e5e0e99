import type { Level } from '@doclens/api';

/**
 * "as is" disclaiming quality: quoted ("AS IS"), or closing its phrase ("as is, where is", "as is basis").
 * Not the comparison in "fair market value as is determined by an appraiser".
 */
export const AS_IS_DISCLAIMER =
  /["“]as[\s-]+is["”]|\bas[\s-]+is\b(?=\s*(?:[,.;:)]|$|and\s+where|where\s+is|basis|condition|with\s+all\s+faults))/i;

/** How the engine spots a glossary term in a contract; the definition itself is the shared glossary's. */
export interface GlossaryTerm {
  term: string;
  pattern: RegExp;
  importance: Level;
  practicalImpact: string;
  actionRequired: string;
  riskLevel?: 'concerning' | 'dangerous';
}

export const CONTRACT_TERMS: readonly GlossaryTerm[] = [
  {
    term: 'Indemnify',
    pattern: /\bindemnif(?:y|ies|ied|ication)\b/i,
    importance: 'high',
    practicalImpact: 'You could pay for claims brought by people who are not party to the contract.',
    actionRequired: 'Check who indemnifies whom, for what, and whether it is capped.',
    riskLevel: 'concerning',
  },
  {
    term: 'Hold harmless',
    pattern: /\bhold\s+(?:\w+\s+){0,4}harmless\b/i,
    importance: 'high',
    practicalImpact: 'You give up claims you might otherwise have.',
    actionRequired: 'Make sure it does not cover the other side’s own negligence.',
    riskLevel: 'concerning',
  },
  {
    term: 'Limitation of liability',
    pattern: /\blimitation\s+of\s+liability\b|\b(?:aggregate|total)\s+liability\b/i,
    importance: 'high',
    practicalImpact: 'Your compensation for a loss may be limited to the cap.',
    actionRequired: 'Compare the cap with the losses you could realistically suffer.',
  },
  {
    term: 'Consequential damages',
    pattern: /\bconsequential\s+(?:damages?|loss(?:es)?)\b/i,
    importance: 'medium',
    practicalImpact: 'When excluded, these losses usually cannot be claimed at all.',
    actionRequired: 'Check whether lost profits matter to you and whether they are excluded.',
  },
  {
    term: 'Liquidated damages',
    pattern: /\bliquidated\s+damages\b/i,
    importance: 'high',
    practicalImpact: 'The amount is owed without proving the actual loss.',
    actionRequired: 'Check the amount is a fair estimate of the loss, not a penalty.',
    riskLevel: 'concerning',
  },
  {
    term: 'Force majeure',
    pattern: /\bforce\s+majeure\b/i,
    importance: 'medium',
    practicalImpact: 'During such an event, the other side may stop performing without being in breach.',
    actionRequired: 'Check which events count and whether you can end the contract if it lasts long.',
  },
  {
    term: 'Governing law',
    pattern: /\bgoverning\s+law\b|\bgoverned\s+by\s+(?:and\s+construed\s+in\s+accordance\s+with\s+)?the\s+laws?\b/i,
    importance: 'low',
    practicalImpact: 'A dispute is decided under that place’s law, wherever you are.',
    actionRequired: 'Note which law applies; prefer your own.',
  },
  {
    term: 'Jurisdiction',
    pattern: /\bjurisdiction\b/i,
    importance: 'low',
    practicalImpact: 'You may have to bring or defend a case far from home.',
    actionRequired: 'Check where a case would be heard.',
  },
  {
    term: 'Arbitration',
    pattern: /\barbitrat(?:e|ion|or)\b/i,
    importance: 'medium',
    practicalImpact: 'Decisions are final and hard to appeal; fees can be significant.',
    actionRequired: 'Check who pays the arbitration costs and where it takes place.',
  },
  {
    term: 'Severability',
    pattern: /\bseverab(?:le|ility)\b/i,
    importance: 'low',
    practicalImpact: 'An unenforceable clause does not void the whole agreement.',
    actionRequired: 'No action usually needed.',
  },
  {
    term: 'Waiver',
    pattern: /\bwaiver\b|\bwaives?\b/i,
    importance: 'low',
    practicalImpact: 'Letting something slide once does not stop you enforcing it later.',
    actionRequired: 'Check whether you are waiving any right outright, such as a jury trial.',
  },
  {
    term: 'Entire agreement',
    pattern: /\bentire\s+agreement\b|\bsupersedes?\s+all\s+prior\b/i,
    importance: 'medium',
    practicalImpact: 'Anything promised by email or in conversation is not binding unless it is in here.',
    actionRequired: 'Make sure every promise you rely on is written into the contract.',
  },
  {
    term: 'Material breach',
    pattern: /\bmaterial(?:ly)?\s+breach\w*\b/i,
    importance: 'medium',
    practicalImpact: 'A serious failure can cost you the whole agreement, not just damages.',
    actionRequired: 'Check whether you get a chance to fix a breach before termination.',
  },
  {
    term: 'Cure period',
    pattern: /\bcure\s+period\b|\b(?:to|fails?\s+to)\s+cure\b/i,
    importance: 'medium',
    practicalImpact: 'A cure period gives you a chance to put things right.',
    actionRequired: 'Check the cure period is long enough to fix a problem in practice.',
  },
  {
    term: 'Assignment',
    pattern: /\bassign(?:ment|able)\b/i,
    importance: 'low',
    practicalImpact: 'Decides whether the contract can move to a new company, for example after a sale.',
    actionRequired: 'Check whether consent is needed for either side to assign.',
  },
  {
    term: 'Confidential information',
    pattern: /\bconfidential\s+information\b/i,
    importance: 'medium',
    practicalImpact: 'Sharing it, even by accident, can be a breach.',
    actionRequired: 'Check what counts as confidential and for how long.',
  },
  {
    term: 'Non-compete',
    pattern: /\bnon-?compet(?:e|ition)\b|\bnot\s+(?:to\s+)?compete\b/i,
    importance: 'high',
    practicalImpact: 'It can restrict your work after the contract ends.',
    actionRequired: 'Check the duration, area and activities it covers.',
    riskLevel: 'concerning',
  },
  {
    term: 'Work made for hire',
    pattern: /\bworks?\s+made\s+for\s+hire\b|\bwork[-\s]for[-\s]hire\b/i,
    importance: 'high',
    practicalImpact: 'The creator keeps no rights in the work.',
    actionRequired: 'Check which work is covered and whether you keep your own tools and earlier work.',
  },
  {
    term: 'Intellectual property',
    pattern: /\bintellectual\s+property\b/i,
    importance: 'medium',
    practicalImpact: 'Decides who may use, sell or change what is created.',
    actionRequired: 'Check who owns what, before and after the agreement.',
  },
  {
    term: 'As is',
    pattern: AS_IS_DISCLAIMER,
    importance: 'medium',
    practicalImpact: 'You may have no remedy if it turns out to be faulty.',
    actionRequired: 'Ask for a warranty if quality matters to you.',
    riskLevel: 'concerning',
  },
  {
    term: 'Exclusivity',
    pattern:
      /\bexclusivity\b|\bexclusive\s+(?:distribut\w*|dealing|supplier|licen[cs]e|rights?|basis|territory|agent|provider|reseller|partner)\b|\bon\s+an\s+exclusive\b/i,
    importance: 'medium',
    practicalImpact: 'It can stop you working with others during the agreement.',
    actionRequired: 'Check what is exclusive, where, and for how long.',
  },
  {
    term: 'Most favoured nation',
    pattern: /\bmost\s+favou?red\s+(?:nation|customer)\b/i,
    importance: 'medium',
    practicalImpact: 'A better deal for another customer may have to be given to them too.',
    actionRequired: 'Check how it is measured and how it would be checked.',
  },
  {
    term: 'Audit rights',
    pattern: /\baudit\b/i,
    importance: 'low',
    practicalImpact: 'You may have to keep records and open your books on request.',
    actionRequired: 'Check how often audits can happen and who pays for them.',
  },
  {
    term: 'Uncapped liability',
    pattern:
      /\bunlimited\s+liability\b|\b(?:limitations?|exclusions?)\s+(?:of|on)\s+liability\b[^.]{0,80}\bshall\s+not\s+apply\b/i,
    importance: 'high',
    practicalImpact: 'A single claim could cost more than the whole contract is worth.',
    actionRequired: 'Check which claims are uncapped and who would have to pay them.',
    riskLevel: 'dangerous',
  },
  {
    term: 'Automatic renewal',
    pattern: /\b(?:automatically|auto-?)\s*(?:renew|extend)\w*\b|\b(?:renew|extend)\w*\s+automatically\b/i,
    importance: 'medium',
    practicalImpact: 'You stay bound for another term if you miss the cancellation window.',
    actionRequired: 'Note the cancellation deadline in your calendar.',
  },
  {
    term: 'Non-solicitation',
    pattern: /\bnon-?solicit\w*\b|\bshall\s+not\b[^.]{0,60}\bsolicit\b/i,
    importance: 'medium',
    practicalImpact: 'It limits whom you may hire or approach for business.',
    actionRequired: 'Check how long it lasts and whom it covers.',
  },
  {
    term: 'At-will employment',
    pattern: /\bat[-\s]will\b/i,
    importance: 'high',
    practicalImpact: 'The job can end at any time without a reason or notice.',
    actionRequired: 'Ask for a notice period or severance if job security matters to you.',
    riskLevel: 'concerning',
  },
  {
    term: 'Probation period',
    pattern: /\bprobation(?:ary)?\b/i,
    importance: 'medium',
    practicalImpact: 'During the trial period the job can be ended more easily.',
    actionRequired: 'Check how long it lasts and what notice applies during it.',
  },
  {
    term: 'Overtime',
    pattern: /\bovertime\b/i,
    importance: 'medium',
    practicalImpact: 'It decides whether extra hours are paid extra.',
    actionRequired: 'Check the overtime rate, or whether the salary is said to include it.',
  },
  {
    term: 'Security deposit',
    pattern: /\b(?:security|damage)\s+deposit\b/i,
    importance: 'medium',
    practicalImpact: 'Part of it may be kept for unpaid rent or damage.',
    actionRequired: 'Record the property’s condition at move-in and check when the deposit comes back.',
  },
  {
    term: 'Rent increase',
    pattern: /\brent\b[^.]{0,80}\b(?:increase|escalat\w*|adjust\w*)\b|\b(?:increase|escalat\w*)\b[^.]{0,40}\brent\b/i,
    importance: 'medium',
    practicalImpact: 'What you pay can rise during the lease.',
    actionRequired: 'Check how much and how often the rent can go up.',
  },
  {
    term: 'Quiet enjoyment',
    pattern: /\bquiet(?:ly)?\s+enjoy\w*\b/i,
    importance: 'low',
    practicalImpact: 'It protects the tenant’s use of the property.',
    actionRequired: 'Check when the landlord may enter.',
  },
  {
    term: 'License',
    pattern: /\b(?:hereby\s+)?grants?\b[^.]{0,80}\blicen[cs]e\b/i,
    importance: 'medium',
    practicalImpact: 'It decides what you may do with what the other side owns, and for how long.',
    actionRequired: 'Check the scope, territory, duration and whether it can be transferred.',
  },
  {
    term: 'Class-action waiver',
    pattern: /\bclass\s+action\b|\bclass,?\s+collective\b/i,
    importance: 'high',
    practicalImpact: 'You can only bring claims alone, which may make small claims not worth pursuing.',
    actionRequired: 'Check whether it applies to all claims and whether you can opt out.',
    riskLevel: 'concerning',
  },
];
