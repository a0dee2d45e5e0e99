/** Verbs that open a strong CV line, in their past form (present forms are matched too). */
const ACTION_VERBS = `accelerated achieved acquired adapted administered advised advocated analysed analyzed
architected arranged assembled assessed audited authored automated balanced boosted budgeted built calculated
captured catalogued chaired championed coached collaborated compiled completed composed conceived conducted
consolidated constructed consulted contracted controlled converted coordinated counselled counseled created
cultivated cut debugged decreased defined delegated delivered demonstrated deployed designed developed devised
diagnosed directed discovered doubled drafted drove earned edited educated eliminated enabled engineered enhanced
established evaluated executed expanded expedited facilitated finalised finalized forecasted formed founded
generated grew guided halved headed hired identified implemented improved increased influenced initiated innovated
inspected installed instituted instructed integrated interviewed introduced invented investigated launched led
lectured lowered maintained managed marketed maximised maximized measured mediated mentored merged migrated
minimised minimized modernised modernized monitored motivated negotiated operated optimised optimized orchestrated
organised organized originated outperformed overhauled oversaw partnered performed piloted pioneered planned
prepared presented prioritised prioritized processed produced programmed promoted proposed published purchased
raised ranked rebuilt recommended reconciled recruited redesigned reduced refined regulated reorganised reorganized
repaired replaced reported represented researched resolved restored restructured revamped reviewed revised
saved scheduled secured served shaped simplified sold solved spearheaded standardised standardized started
streamlined strengthened structured supervised supported surpassed taught tested trained transformed translated
tripled troubleshot tutored unified upgraded utilised utilized validated won wrote`.split(/\s+/u);

const PRESENT_FORMS = ACTION_VERBS.flatMap((verb) => {
  const stem = verb.replace(/ied$/u, 'y').replace(/ed$/u, '');
  return [stem, `${stem}s`, `${stem}es`, `${stem}e`, `${stem}es`.replace(/ees$/u, 'es')];
});

const ACTION_VERB_SET: ReadonlySet<string> = new Set([
  ...ACTION_VERBS,
  ...PRESENT_FORMS,
  'lead',
  'leads',
  'build',
  'builds',
  'drive',
  'drives',
  'grow',
  'grows',
  'sell',
  'sells',
  'teach',
  'teaches',
  'write',
  'writes',
  'oversee',
  'oversees',
  'run',
  'ran',
  'runs',
]);

export function startsWithActionVerb(text: string): boolean {
  const first = /^\p{L}+/u.exec(text.trim())?.[0]?.toLowerCase();
  return first !== undefined && ACTION_VERB_SET.has(first);
}
