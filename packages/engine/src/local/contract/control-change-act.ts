import { SentenceCheck } from './sentence-check';

/**
 * What a change-of-control sentence lets a party do when it is sold or merges: pass the agreement on by
 * giving notice, with no consent asked. Told with the party the sentence names, so that a right only one
 * party holds is not told as something that happens to the reader's own business.
 */

/** A buyer or merged company the agreement may pass to: "successor in a merger", "sale of substantially all its assets". */
export const TO_A_BUYER = String.raw`\b(?:merger|consolidation|acquisition|reorgani[sz]ation|change\s+(?:of|in)\s+control|(?:sale|transfer)\s+of\s+(?:all\s+or\s+)?substantially\s+all)\b`;

/**
 * "X may terminate … upon a change of control": a sale lets the holder end the agreement. A right denied
 * ("no party may terminate", "shall not be entitled to terminate") is no such right.
 */
export const ENDS_ON_CONTROL_CHANGE = new RegExp(
  String.raw`(?<!\b(?:no|neither|not)\s+(?:[\p{L}-]+\s+){0,2})\b(?:may|shall\s+(?:have\s+the\s+)?right\s+to|(?:is|are)\s+entitled\s+to)\s+(?:(?:immediately|forthwith)\s+)?terminat\w*\b[^.]{0,240}${TO_A_BUYER}|${TO_A_BUYER}[^.]{0,240}(?<!\b(?:no|neither|not)\s+(?:[\p{L}-]+\s+){0,2})\b(?:may|right\s+to|entitled\s+to)\s+(?:(?:immediately|forthwith)\s+)?terminat\w*`,
  'iu',
);

// A permission to pass the agreement on, to a buyer or merged company, with notice given.
const MAY_PASS_ON = String.raw`\b(?:may|(?:is|are|shall\s+be)\s+(?:entitled|permitted|free)\s+to)\s+(?:freely\s+)?(?:assign|transfer)\b`;
const NOTICE = String.raw`\b(?:notice|notif\w*)\b`;
// Consent still needed for the passing on, unless the sentence says none is ("without the consent", "subject to consent").
const CONSENT_BAR =
  /\b(?:without|subject\s+to|requires?|requiring|with)\s+(?:the\s+)?(?:(?:prior|express|written|other\s+party['’]s|[\p{Lu}][\p{L}-]*['’]s)\s+)*(?:consent|approval)\b/u;
const CONSENT_WAIVED =
  /\b(?:no|without\s+(?:the\s+)?(?:need\s+for|requirement\s+of|necessity\s+of)|without\s+(?:obtaining|seeking|requiring)|need\s+not\s+obtain)\b[^.;]{0,40}\b(?:consent|approval)\b|\bconsent\b[^.;]{0,60}\bnot\s+(?:be\s+)?(?:required|needed|necessary)\b|\bwithout\s+(?:such|the\s+other\s+party['’]s|the)\s+(?:prior\s+)?(?:written\s+)?consent\b[^.;]{0,200}\bmerger/iu;

/**
 * A sentence letting a party pass the agreement to its buyer on notice, with no consent, no right to end it
 * and no buyer barred (a competitor of the other side).
 */
export const ASSIGNS_ON_NOTICE = new RegExp(
  `^(?![\\s\\S]*\\b(?:terminat\\w*|competitors?)\\b)(?=[\\s\\S]*${MAY_PASS_ON}[^.]{0,240}${TO_A_BUYER}|[\\s\\S]*${TO_A_BUYER}[^.]{0,240}${MAY_PASS_ON})(?=[\\s\\S]*${NOTICE})`,
  'iu',
);

// A party's name or its description: "Either party", "the acquiring party", "Pelletier Media".
const PARTY = String.raw`(?:[Ee]ither|[Ee]ach|[Aa]ny|[Aa])\s+[Pp]arty|[Tt]he\s+(?:[Aa]cquiring|[Ss]urviving|[Aa]ssigning|[Nn]on-[\p{L}-]+)\s+[Pp]arty|\p{Lu}[\p{L}&.-]*(?:\s+\p{Lu}[\p{L}&.-]*){0,3}`;

/** The party the sentence names before the verb ("Either party may assign", "…, provided that Pelletier shall notify"). */
function partyBefore(verb: string, sentence: string): string | undefined {
  const named = new RegExp(String.raw`(?:^|[,;:(]\s*|\b(?:that|and|but|however)\s+)(${PARTY})\s+${verb}`, 'u').exec(
    sentence,
  )?.[1];
  if (named === undefined || OPENINGS.test(named.split(/\s+/u)[0] ?? '')) return undefined;
  return /^(?:either|each|any|a|the)\s/iu.test(named) ? named.toLowerCase() : named;
}

const OPENINGS = /^(?:Notwithstanding|Subject|Except|However|Provided|In|Upon|On|If|Where|When|The|This|Such|Any)$/u;

function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/**
 * What an assignment-on-notice sentence lets its named party do, and what it leaves the other: told the same
 * to either side, since it is the sentence, not the reader's role, that says who may act.
 */
function assignsOnNoticeImpact(sentence: string): string | undefined {
  if (!ASSIGNS_ON_NOTICE.test(sentence)) return undefined;
  if (CONSENT_BAR.test(sentence) && !CONSENT_WAIVED.test(sentence)) return undefined;
  const actor = capitalised(partyBefore(MAY_PASS_ON, sentence) ?? 'a party');
  return `${actor} may pass the agreement to a buyer or merged company on notice, without consent from the other side, so the sentence gives no protection against a change of control: no right to end the agreement or to refuse the new owner.`;
}

// A duty to tell the other side of a sale or merger, with no right to end the agreement or to refuse one.
const MUST_NOTIFY = String.raw`(?:shall|must|will|agrees\s+to)\s+(?:promptly\s+|immediately\s+)?(?:notify|inform|give\s+(?:\w+\s+){0,3}notice)\b`;
const NOTIFIES_ONLY = new RegExp(
  `^(?![\\s\\S]*\\b(?:terminat\\w*|consent|approval)\\b)(?=[\\s\\S]*${MUST_NOTIFY})[\\s\\S]*${TO_A_BUYER}`,
  'iu',
);

function notifiesImpact(sentence: string): string | undefined {
  if (!NOTIFIES_ONLY.test(sentence)) return undefined;
  const party = capitalised(partyBefore(MUST_NOTIFY, sentence) ?? 'a party');
  return `${party} must tell the other side of a sale or change of control; the sentence gives no right to end the agreement or to refuse consent on one.`;
}

// The party a sale or merger happens to: "if Pelletier undergoes a change of control", "a change of control of Pelletier".
const UNDERGOES = String.raw`(?:undergoes|experiences|is\s+(?:acquired|sold|merged)|becomes\s+subject\s+to)\b`;

function partySold(sentence: string): string | undefined {
  const after = new RegExp(String.raw`\bchange\s+(?:of|in)\s+(?:the\s+)?control\s+of\s+(${PARTY})`, 'u').exec(
    sentence,
  )?.[1];
  return (
    after ??
    new RegExp(String.raw`\b(?:if|when|where|should|in\s+the\s+event\s+that)\s+(${PARTY})\s+${UNDERGOES}`, 'u').exec(
      sentence,
    )?.[1]
  );
}

/**
 * A right to end the agreement that the party being sold holds itself ("Pelletier may terminate if Pelletier is
 * acquired"): a way out for the party sold, not a protection for the other side against its new owner.
 */
function endsOnOwnSaleImpact(sentence: string): string | undefined {
  if (!ENDS_ON_CONTROL_CHANGE.test(sentence)) return undefined;
  const holder = ownSaleHolder(sentence);
  return holder === undefined
    ? undefined
    : `${holder} may end the agreement if ${holder} itself is sold or changes control; the sentence gives the other side no right to end it on that sale.`;
}

/** The party that may end the agreement on its own sale, when the sentence names the same party for both. */
function ownSaleHolder(sentence: string): string | undefined {
  const holder = partyBefore(
    String.raw`(?:may|shall\s+(?:have\s+the\s+)?right\s+to|(?:is|are)\s+entitled\s+to)\s+(?:(?:immediately|forthwith)\s+)?terminat`,
    sentence,
  );
  const sold = partySold(sentence);
  if (holder === undefined || sold === undefined || holder.toLowerCase() !== sold.toLowerCase()) return undefined;
  return /^(?:either|each|any|a)\s/iu.test(holder) ? undefined : holder;
}

/** A right to end the agreement that the party being sold holds itself. */
export const ENDS_ON_OWN_SALE = new SentenceCheck(
  (sentence) => ENDS_ON_CONTROL_CHANGE.test(sentence) && ownSaleHolder(sentence) !== undefined,
);
/** A duty only to tell the other side of a sale or merger. */
export const NOTIFIES_OF_SALE = NOTIFIES_ONLY;

/**
 * Who may do what on a change of control, told with the party the sentence names, where the side-based
 * wording would say it of the wrong party; undefined where that wording fits.
 */
export function controlChangeImpact(sentence: string): string | undefined {
  return endsOnOwnSaleImpact(sentence) ?? assignsOnNoticeImpact(sentence) ?? notifiesImpact(sentence);
}
