import type { TextSpan } from '../../text/text-span';
import { singleLine } from '../wording';
import { type DateMention, datesIn } from './document-dates';
import { amountsIn, formatMoney, type MoneyAmount, type MoneyStyle } from './money';

/** A fee or charge a statement, invoice or letter asks someone to pay, with its amount and line. */
export interface ChargeLine {
  /** What the document calls it, e.g. "Unarranged overdraft fee". */
  label: string;
  amount: MoneyAmount;
  /** "£25.00": the amount in the document's currency. */
  shownAmount: string;
  /** Why the charge is out of the ordinary (a penalty for something that went wrong), if it is. */
  unusual: string | undefined;
  /**
   * Whether the line sets out a charge that would apply ("a late payment fee of £40.00 applies to
   * invoices unpaid after…") rather than one that was made.
   */
  conditional: boolean;
  /** The date written on the line (a statement's "22 Mar"), if any. */
  date: DateMention | undefined;
  line: TextSpan;
}

/** Words naming a charge; "interest" only when it is charged ("interest paid" is income). */
const CHARGE_WORD =
  /\b(?:fees?|charges?|charged|penalty|penalties|surcharges?|commission|fine|(?:overdraft|debit|purchase|cash advance|late)\s+interest|interest\s+charged?|(?:court|legal|collection|enforcement|recovery)\s+costs)\b/iu;
/** A second charge word right after the first: "Penalty charge", "Service fee". */
const FOLLOWING_CHARGE_WORD = /^\s+(?:fees?|charges?|surcharges?)\b/iu;
/** A line that explains charges without being one ("if you want to talk about your charges…"). */
const NOT_A_CHARGE = /\bno (?:fees?|charges?)\b|\b(?:free of charge|without charge|waived?|refund(?:ed|s)?)\b/iu;
/** Lines adding charges up are totals, reported as such, not one more charge. */
const TOTAL = /\b(?:total|sum|subtotal|this (?:period|month|quarter|year)|deducted)\b/iu;
/** "Fees", "Charges", "Fees and charges": a summary line adding the charges up, not one of them. */
const SUMMARY_LABEL = /^(?:fees|charges|fees and charges|charges and fees|other charges|other fees)$/iu;
/**
 * Charges that follow something going wrong or an extra service, which people check a statement
 * for: each with the reason shown to the user.
 */
const UNUSUAL: ReadonlyArray<[pattern: RegExp, reason: string]> = [
  [/\b(?:unarranged|unauthori[sz]ed)\b/iu, 'charged for borrowing that was not arranged'],
  [/\boverdraft\b/iu, 'an overdraft charge'],
  [
    /\b(?:unpaid|returned|bounced|dishonou?red|refused|reject(?:ed)?|failed)\b/iu,
    'charged for a payment that was not made',
  ],
  [/\b(?:insufficient funds|nsf|non-sufficient)\b/iu, 'charged for a payment the balance could not cover'],
  [/\blate (?:payment|fee|charge|filing|return)|\bpaid late\b|^late (?:fee|charge)s?$/iu, 'charged for paying late'],
  [/\b(?:penalty|penalties|fine)\b/iu, 'a penalty'],
  [
    /\b(?:foreign|non-sterling|non-euro|international|overseas|currency|exchange|fx|cross-border|roaming)\b/iu,
    'charged for a payment in another currency or country',
  ],
  [/\bcash advance\b/iu, 'a cash advance charge'],
  [/\b(?:over[- ]?limit|exceeded)\b/iu, 'charged for going over a limit'],
  [/\b(?:reversal|chargeback|recall|trace)\b/iu, 'charged for reversing or tracing a payment'],
  [
    /\b(?:admin(?:istration)?|arrears|collection|reminder|default|court|legal|enforcement|recovery)\b/iu,
    'charged for arrears or collection',
  ],
  [/\bdamage\b/iu, 'charged for damage'],
];
/** Terms of a charge to come, in the words of a sentence that sets it out. */
const CONDITIONAL =
  /\b(?:if|unless|applies|apply|applicable|will be (?:charged|added|applied)|may be (?:charged|added|applied)|shall|incurs?|after the due date|unpaid after|in the event)\b/iu;
const MAX_LABEL_WORDS = 5;
/** Words that end a charge's name when reading back from its charge word. */
const LABEL_STOP = /^(?:a|an|the|of|for|to|at|on|and|or|your|our|this|any|is|are|will|be|with|per|by|from|plus)$/iu;

/**
 * Every line naming a charge with an amount of money. On a statement's or invoice's table the
 * amount may be a bare figure in the document's currency; the first amount after the charge's name
 * is the charge (a statement line's last figure is the running balance).
 */
export function chargeLinesOf(lines: readonly TextSpan[], style: MoneyStyle): ChargeLine[] {
  const charges: ChargeLine[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    const word = CHARGE_WORD.exec(line.text);
    if (!word || TOTAL.test(line.text) || NOT_A_CHARGE.test(line.text)) continue;
    const following = FOLLOWING_CHARGE_WORD.exec(line.text.slice(word.index + word[0].length))?.[0] ?? '';
    const name = `${word[0]}${following}`;
    const amount = chargedAmount(line.text, word.index, name.length, style.decimalComma);
    if (!amount) continue;
    const key = `${line.page}:${line.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const label = labelOf(line.text, word.index, singleLine(name));
    if (SUMMARY_LABEL.test(label)) continue;
    const unusual = UNUSUAL.find(([pattern]) => pattern.test(label))?.[1];
    charges.push({
      label,
      amount,
      shownAmount: formatMoney({ ...amount, value: Math.abs(amount.value) }, style.currency),
      unusual,
      conditional: CONDITIONAL.test(line.text),
      date: datesIn(line.text.slice(0, word.index))[0],
      line,
    });
  }
  return charges;
}

/** How far a charge's amount may stand from its name: a table row's columns, "a fee of £40.00". */
const AFTER_WORD_CHARACTERS = 80;
/** "£5.00 monthly fee": an amount just before the name counts too. */
const BEFORE_WORD_CHARACTERS = 24;

/**
 * The first amount after the charge's name, else one just before it. A sentence that names charges
 * and happens to give another figure ("your overdraft limit is £250.00 … your charges") has neither.
 */
function chargedAmount(
  text: string,
  wordIndex: number,
  wordLength: number,
  decimalComma: boolean,
): MoneyAmount | undefined {
  const amounts = amountsIn(text, { bare: true, decimalComma }).filter((amount) => amount.value !== 0);
  const wordEnd = wordIndex + wordLength;
  const after = amounts.find((item) => item.index >= wordEnd && item.index - wordEnd <= AFTER_WORD_CHARACTERS);
  if (after) return after;
  return amounts.findLast((item) => {
    const between = text.slice(item.index + item.text.length, wordIndex);
    return item.index < wordIndex && between.length <= BEFORE_WORD_CHARACTERS && !/[.;!?]\s/u.test(between);
  });
}

/** A charge made (not one the terms say may apply) for something out of the ordinary. */
export function isUnusualCharge(charge: ChargeLine): boolean {
  return charge.unusual !== undefined && !charge.conditional;
}

/** Up to five words read back from the charge word, stopping at a figure, a date or a small word. */
function labelOf(text: string, wordIndex: number, word: string): string {
  const before = text.slice(0, wordIndex).split(/\s+/u).filter(Boolean);
  const kept: string[] = [];
  for (const token of before.reverse()) {
    if (kept.length >= MAX_LABEL_WORDS - 1 || LABEL_STOP.test(token) || !/^[\p{L}][\p{L}'’-]*$/u.test(token)) break;
    if (/^(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)/u.test(token) && token.length <= 4) break;
    kept.unshift(token);
  }
  const label = unshouted([...kept, word].join(' '));
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Short words a shouted label keeps in capitals are acronyms ("NSF", "ATM"), unless they are words. */
const SHORT_WORDS = /^(?:fees?|over|late|out|in|for|and|the|new|day|per|of|pay|tax|card|cash|item|fine)$/iu;

/** "LATE PAYMENT FEE" reads as "Late payment fee"; "NSF FEE" as "NSF fee". */
function unshouted(label: string): string {
  if (label !== label.toUpperCase() || !/\p{Lu}{2}/u.test(label)) return label;
  return label
    .split(' ')
    .map((word) => (word.length <= 4 && !SHORT_WORDS.test(word) ? word : word.toLowerCase()))
    .join(' ');
}
