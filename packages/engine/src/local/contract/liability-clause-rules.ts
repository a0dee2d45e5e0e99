import { uncappedOutrightInstead } from './cap-moved-elsewhere';
import { FORCE_MAJEURE, INDEMNITY_WORDS } from './clause-operatives';
import { readClause } from './clause-reading';
import { type ClauseRule, MUTUAL, type RiskAdjustment } from './clause-rule';
import { withDenials } from './denied-topic';
import {
  CARVE_OUT_OF_EXCLUSION,
  LIFTED_EXCLUSION_CHANGE,
  LIFTED_EXCLUSION_TITLE,
  LIFTS_EXCLUSION_ONLY,
  liftedExclusionImpact,
  uncappedDetail,
} from './exclusion-lift';
import { excludesEveryKindOfDamages, reachesOnlyLossFromEnding } from './exclusion-reach';
import { GIVER_UNKNOWN_CHANGE, GIVER_UNKNOWN_IMPACT } from './indemnity-giver-unknown';
import { RESPONSIBILITY_CAPPED } from './liability-cap';
import { indemnitySide } from './obligor-side';
import {
  DEBTS_STATED,
  DUTY_NOT_COVERING_CLAIMS,
  LIABILITIES_OUTLIVING_THE_END,
  REMEDIES_KEPT,
  SELLERS_EXPOSURE_IN_A_SALE,
} from './other-acts';
import { coversOnlyOwnFault, OWN_FAULT_ONLY } from './own-fault-indemnity';
import { RELEASE_CHANGE, RELEASE_IMPACT, RELEASE_MEANING, RELEASE_ONLY, RELEASE_TITLE } from './release-of-claims';
import { SentenceCheck } from './sentence-check';
import { UNCAPPED_IN_WORDS, uncappedClaimsImpact, uncappedSide } from './uncapped-claims';

/**
 * The exceptions to a duty of confidence ("The obligations in Section 5 shall not apply to information that is
 * or becomes public without breach …"): what the duty does not cover, with no word on how much anyone is liable for.
 */
const EXCEPTION_FOR_INFORMATION =
  /^(?![\s\S]*\b(?:liab(?:le|ilit(?:y|ies))|damages)\b)[\s\S]*\b(?:shall|will|do|does)\s+not\s+(?:apply|extend)\s+to\s+(?:any\s+)?(?:(?:such|the|confidential|proprietary)\s+)*(?:information|disclosures?|materials?)\b/iu;

/**
 * Clauses on who pays for loss and how much. Patterns follow how such clauses are commonly drafted, never the wording of particular
 * documents.
 */
/**
 * A sentence that only shuts out kinds of loss (indirect, consequential, punitive…) and states no
 * amount or ceiling: an exclusion, not a cap.
 */
const EXCLUSION_ONLY =
  /^(?![\s\S]*\b(?:exceed\w*|(?<!\bnot\s)limited\s+to|capped|cap\s+on|maximum(?!\s+extent)|aggregate|total\s+liability|amounts?\s+(?:paid|payable)|fees\s+paid)\b|[\s\S]*[$€£])[\s\S]*\b(?:indirect|consequential|incidental|special|punitive|exemplary)\b/iu;
/**
 * An exclusion naming direct damages among those shut out ("any direct, indirect or consequential damages", "(i) for any
 * direct damages, or (ii) for any indirect damages"): in the cases it covers (often a force majeure event) nothing is
 * claimable, which is no exclusion of indirect loss only.
 */
const DIRECT_DAMAGES_EXCLUDED = new RegExp(
  String.raw`^(?=[\s\S]*(?:\bdirect\s*(?:,\s*|\s+(?:or|and|and\/or)\s+)(?:[\w-]+\s*,\s*)*indirect\b|(?<!\b(?:other\s+than|except|excluding|save|but|to)\s+)\b(?:for\s+)?(?:any|all)\s+direct\s+(?:damages|loss(?:es)?)\b))${EXCLUSION_ONLY.source.slice(1)}`,
  'iu',
);
/**
 * A limit on both parties' liability: the sentence's subject names both ("neither party", "each party's total
 * liability"). "X shall not be liable to Y for losses from a breach by either party" limits X's liability only,
 * whatever other words name both parties.
 */
const LIMIT_OF_BOTH: RiskAdjustment = {
  ...MUTUAL,
  when: new SentenceCheck(
    (sentence) =>
      MUTUAL.when.test(sentence) &&
      (readClause(sentence, []).mutual ||
        MUTUAL.when.test(sentence.slice(0, Math.max(0, sentence.search(/\bliab/iu))))),
  ),
};
/**
 * A sentence that only limits liability: it caps it, limits it to a kind of damages or frees a party from it,
 * and names no claim the limit leaves out (no "except", "shall not apply", "unlimited").
 */
const LIMITS_WITHOUT_CARVE_OUT =
  /^(?![\s\S]*\b(?:except\w*|excluding|unless|other\s+than|save|not\s+apply|(?<!\bbut\s)not\s+(?:be\s+)?(?:limited|capped)|not\s+limit|(?:in\s+no\s+event|under\s+no\s+circumstances?)\s+(?:shall|will)\s+(?:the\s+|any\s+)?(?:foregoing\s+)?(?:limitations?|caps?|exclusions?)|without\s+limit(?!ation)|unlimited|uncapped|in\s+full)\b)(?=[\s\S]*\bliab(?:le|ility|ilities)\b)[\s\S]*(?:\b(?:shall|will|may|does|do|to)\s+not\s*(?:,[^,.;]{1,40},\s*)?(?:in\s+(?:the\s+)?aggregate\s+)?exceed\b|(?<!\bnot\s)\blimited\s+to\b|\bcapped\s+at\b|\b(?:neither|no)\s+part(?:y|ies)\b[^.;]{0,40}\b(?:shall|will)\s+be\s+liable\b|\b(?:shall|will)\s+not\s+be\s+liable\b|\b(?:in\s+no\s+event|under\s+no\s+circumstances?)\b)/iu;
/**
 * A party freed from liability ("neither party shall be liable for …", "X shall have no liability for …") with no
 * ceiling or amount in the sentence: it shuts claims out in the cases it covers, and caps nothing.
 */
const FREED_WITHOUT_AMOUNT =
  /^(?![\s\S]*\b(?:exceed\w*|(?<!\bnot\s)limited\s+to|capped|cap\s+on|maximum(?!\s+extent)|aggregate|total\s+liability|amounts?\s+(?:paid|payable)|fees\s+paid|more\s+than|in\s+excess\s+of|greater\s+than)\b|[\s\S]*[$€£])[\s\S]*\b(?:(?:shall|will)\s+not\s+be\s+liable|(?:shall|will)\s+have\s+no\s+liability|neither\b[^.;]{0,120}?\b(?:shall|will)\s+be\s+liable|in\s+no\s+event\b[^.;]{0,120}?\bliable)\b/iu;
/** An exclusion of damages of every kind ("damages of any kind, including …"): nothing is claimable where it applies. */
const NOTHING_CLAIMABLE = new SentenceCheck(
  (sentence) => DIRECT_DAMAGES_EXCLUDED.test(sentence) || excludesEveryKindOfDamages(sentence),
);
/** An exclusion of damages of every kind for loss from the agreement ending only. */
const EVERY_KIND_ON_ENDING = new SentenceCheck(
  (sentence) => NOTHING_CLAIMABLE.test(sentence) && reachesOnlyLossFromEnding(sentence),
);
/** An exclusion of kinds of loss for loss from the agreement ending only. */
const KINDS_OF_LOSS_ON_ENDING = new SentenceCheck(
  (sentence) =>
    !NOTHING_CLAIMABLE.test(sentence) && EXCLUSION_ONLY.test(sentence) && reachesOnlyLossFromEnding(sentence),
);
/**
 * A remedies clause ("the remedies in this Section are the sole and exclusive remedies", "all remedies are
 * cumulative"): it says which remedies a party has, and limits no amount and no kind of damages.
 */
const REMEDIES_ONLY =
  /^(?![\s\S]*(?:\b(?:exceed\w*|(?<!\bnot\s)limited\s+to|in\s+no\s+event|under\s+no\s+circumstances?|(?:not|nor)\s+be\s+liable|no\s+liability|indirect|consequential|incidental|special|punitive|exemplary|lost\s+profits?|capped|cap\s+on|maximum|aggregate)\b|[$€£]))[\s\S]*(?:\b(?:sole|exclusive)\s+(?:and\s+exclusive\s+)?remed(?:y|ies)\b|\bremedies\b[^.]{0,120}\bcumulative\b|\bcumulative\b[^.]{0,120}\bremedies\b)/iu;

/**
 * Sentences that use a liability limit's words for another clause, and limit no claim: a remedies clause, a force majeure
 * excuse (no one answers for what an event beyond control prevents), a limit on how many law firms' fees
 * an indemnity pays for, and an indemnity apportioned by each party's share of a claim (a seller's share of
 * what the sellers together indemnify a buyer for in a sale: its own exposure, not a limit on what it recovers).
 */
const NOT_A_LIABILITY_LIMIT: readonly RegExp[] = [
  FORCE_MAJEURE,
  // What someone owes people outside the contract ("such third-party liability of the processor …"), and what a
  // party answers for rather than how much ("liability … limited to its own processing operations"): no limit on
  // what the parties can claim from each other.
  /\bthird[-\s]party\s+liability\b(?![^.]{0,40}\binsurance\b)|\bliab(?:le|ility)\b[^.]{0,120}\blimited\s+to\s+(?:its|their|his|her)\s+own\s+(?!(?:fees|charges|payments|amounts?)\b)/iu,
  REMEDIES_ONLY,
  // Liability said to be "limited", or limited "to the fullest extent permitted by law", with no amount, no kind of
  // loss and no release: a summary or a lead-in to the limits other sentences set, not the limit itself.
  /^(?![\s\S]*\b(?:indirect|consequential|incidental|special|punitive|exemplary|lost\s+profits?|exceed\w*|capped|not\s+be\s+liable|no\s+liability|greater|amounts?|fees)\b|[\s\S]*[$€£\d]{2})[\s\S]*\bliab(?:le|ility|ilities)\b[\s\S]*\b(?:is|are|will\s+be|shall\s+be)\s+limited(?:\s+to\s+the\s+(?:fullest|maximum|greatest)\s+extent\s+(?:permitted|allowed|permissible)\s+(?:by|under)\s+(?:applicable\s+)?laws?)?\s*[.;:]?\s*$/iu,
  // A party not "liable for payment of any refund" or taxes is spared a payment, and names no damages or loss:
  // who pays a sum, not a limit on what a wronged party can claim.
  /^(?![\s\S]*\b(?:damages|loss(?:es)?)\b)[\s\S]*\bliable\s+(?:to\s+[\p{L}\s]{1,30}?\s+)?for\s+(?:the\s+)?(?:payment\s+of\s+|paying\s+)?(?:any\s+)?(?:refunds?|taxes|duties|levies)\b/iu,
  /\bmore\s+than\s+one\s+(?:separate\s+|additional\s+)?(?:law\s+)?(?:firms?|counsel|sets?\s+of\s+counsel|attorneys?|lawyers?)\b/iu,
  // Only an indemnity or a named kind of claim shared out: a limit of all liability to a party's share stays a limit.
  /^(?=[\s\S]*\b(?:indemn\w*|(?:with\s+(?:regard|respect)\s+to|in\s+respect\s+of|as\s+to)\s+(?:an?|any|each|such|the)\s+(?:[\p{L}-]+\s+){0,3}claims?)\b)[\s\S]*(?:\b(?:its|their|his|her|such\s+party['’]s)|\p{Lu}[\p{L}-]*['’]s?)\s+(?:respective\s+)?(?:proportionate|pro\s+rata|pro-rata|allocable|relative|applicable)\s+(?:share|portion|part)\b/iu,
];
/**
 * A rider on a limitation stated elsewhere, whose subject is the limitation itself ("THE LIMITATIONS IN THIS SECTION
 * WILL APPLY EVEN IF ADVISED …", "The foregoing limitation shall survive …"): it says when the cap or exclusion
 * holds, not what it limits, so another sentence stating the limit is the clause's quote.
 */
const RIDER_ON_THE_LIMIT =
  /^\W*(?:(?:section|clause|article)\s+)?(?:[\d.]+\s*|\(\w{1,3}\)\s*)?(?:(?:the|this|these|such|each|all)\s+)?(?:(?:foregoing|above|preceding|aforementioned|said)\s+)?(?:limitations?|exclusions?|disclaimers?)\b(?:\s+(?:of|on)\s+(?:liability|damages|remedies))?(?:\s+(?:in|of|under|set\s+(?:forth|out)\s+in)\s+(?:this|the\s+foregoing)\s+(?:section|clause|article|paragraph|agreement)(?:\s+[\d.()a-z]+)?)?\s*,?\s*(?:shall|will)\s+(?:also\s+)?(?:apply|survive|remain|be\s+effective|be\s+enforceable)\b/iu;

/** An exception to the exclusion ("except for breach of confidentiality"). */
const CARVE_OUT = /\b(?:except|excluding|other\s+than|save\s+for|shall\s+not\s+apply\s+to)\b/iu;

/**
 * A statement of the cover a party holds today ("X carries, or is covered by, insurance adequate for its
 * business"): a representation of fact at signing, with no duty to keep any cover. An insurance clause
 * makes a party carry or maintain cover (shall, must, agrees to), or names another as an insured.
 */
const PRESENT_COVER_ONLY =
  /^(?![\s\S]*\b(?:shall|will|must|agrees?|undertakes?|covenants?|required|obliged|obligated|cause|named|additional\s+insureds?)\b)[\s\S]*\b(?:carr(?:y|ies)|maintains|holds?|has|have|(?:is|are)\s+(?:covered|insured))\b[\s\S]*\binsur/iu;

const BROADLY_DRAFTED = /\bany\s+and\s+all\b|\bwhether\s+or\s+not\b|\bregardless\s+of\b/iu;

/** A fixed sum the sentence ties to no early end of the agreement: one for a breach only. */
const NO_EARLY_END =
  /^(?![\s\S]*\b(?:terminat\w*|cancel\w*|withdraw\w*|exit\w*|rescind\w*|rescission|early\s+end|ends?\s+(?:this|the)\s+(?:agreement|contract|lease)|leav(?:e|es|ing)\s+(?:early|before))\b)[\s\S]*\bbreach\w*/iu;
/** Liquidated damages the side they serve may choose to take ("may elect, as liquidated damages, to …"). */
const ELECTED =
  /\b(?:may|shall\s+be\s+entitled\s+to|(?:has|have|shall\s+have)\s+the\s+right\s+to)\s+(?:\w+\s+){0,2}?(?:elect|choose|opt)\b|\bat\s+(?:its|their|\p{Lu}[\p{L}-]*['’]s)\s+(?:sole\s+)?(?:option|election)\b/iu;
/** Liquidated damages taken as a cut in what is paid (a royalty, the fees), not a sum paid over. */
const PAYMENT_REDUCED =
  /\b(?:reduc\w*|decreas\w*|lower\w*|abate\w*)\b[^.]{0,60}\b(?:royalt(?:y|ies)|fees?|price|payments?|rates?|charges)\b/iu;

/**
 * A sentence that only keeps an indemnity stated elsewhere standing ("this Section shall not affect either party's
 * obligation to indemnify …"): it gives no indemnity of its own, so the indemnity's own sentence is the quote.
 */
const INDEMNITY_LEFT_STANDING =
  /\b(?:shall|will|does|do)\s+not\s+(?:affect|limit|restrict|prejudice|impair|diminish|reduce|modify)\b[^.]{0,100}\b(?:obligations?|responsibilit(?:y|ies)|dut(?:y|ies)|liabilit(?:y|ies))\s+(?:\w+\s+){0,3}?(?:to\s+)?(?:indemnif\w*|defend|hold\s+harmless)\b/iu;

export const LIABILITY_CLAUSE_RULES: readonly ClauseRule[] = withDenials([
  {
    id: 'limitation-of-liability',
    cuad: 'Cap On Liability',
    title: 'Limitation of liability',
    category: 'Liability',
    patterns: [
      /\b(?:shall|will)\s+not\s+be\s+liable\b[^.]{0,160}\b(?:indirect|consequential|special|incidental|punitive|lost\s+profits?)\b/i,
      /\bin\s+no\s+event\s+(?:shall|will)\b[^.]{0,200}\bliab(?:le|ility)\b/i,
      /\b(?:aggregate|total|maximum|entire)\s+liability\b[^.]{0,200}\b(?:exceed|limited\s+to|not\s+to\s+exceed)\b/i,
      /\bliability\b[^.]{0,160}\b(?:shall\s+be|will\s+be|is)\s+limited\s+to\b/i,
      /\bneither\s+party\s+(?:shall|will)\s+be\s+(?:liable|entitled\s+to\s+recover)\b[^.]{0,160}\b(?:indirect|consequential|special|incidental|punitive)\b/i,
      // "Neither we nor our suppliers will be liable …": the negation is the subject's, not the modal's.
      /\bneither\b[^.;]{1,80}?\bnor\b[^.;]{1,80}?\b(?:shall|will|is|are)\s+(?:be\s+)?(?:liable|responsible)\b[^.]{0,160}\b(?:indirect|consequential|special|incidental|punitive|exemplary|lost\s+profits?|damages|loss)\b/iu,
      /\b(?:not|no)\s+have\s+(?:any\s+)?liability\s+for\b/i,
      /\blimitation\s+of\s+liability\b[^.]{0,200}\b(?:exceed|limited|liable)\b/i,
      // A ceiling in words of its own: "capped at the Liability Cap", "shall not, in the aggregate, exceed the Cap".
      /\bliability\b[^.]{0,160}\b(?:is|are|shall\s+be|will\s+be|be)\s+(?:\w+ly\s+)?capped\s+(?:at|to)\b/iu,
      /\bliability\b[^.]{0,160}\b(?:shall|will|may|does|do)\s+(?:not|in\s+no\s+(?:case|event))(?:\s*,[^,.;]{1,40},)?(?:\s+in\s+(?:the\s+)?aggregate)?\s+exceed\b/iu,
      // A cap in other words: "total responsibility shall not exceed", "damages … are limited to the amount paid".
      RESPONSIBILITY_CAPPED,
      /\bdamages\b[^.;]{0,160}?\b(?:are|is|shall\s+be|will\s+be)\s+(?:(?!not\b)\w+\s+)?limited\s+to\b/iu,
    ],
    exclusions: NOT_A_LIABILITY_LIMIT,
    otherActs: [DEBTS_STATED, SELLERS_EXPOSURE_IN_A_SALE],
    sideProvisions: [RIDER_ON_THE_LIMIT],
    risk: { provider: 'low', recipient: 'medium' },
    adjustments: [LIMIT_OF_BOTH],
    // A cap and an exclusion of kinds of loss both limit a claim; only a cap sets an amount.
    meaning: 'This limits what one side can claim from the other if something goes wrong.',
    impact: {
      provider: 'It protects you: your exposure is capped.',
      recipient: 'If the other side causes you a loss, you may recover only part of it.',
    },
    // Shutting out kinds of loss sets no amount: direct damages stay recoverable in full. Shutting out damages of
    // every kind leaves nothing claimable in the cases it covers; where those are loss from the agreement ending,
    // that is said, since other claims stand outside it.
    impactWhenStated: [
      {
        when: EVERY_KIND_ON_ENDING,
        impact: {
          provider:
            'For loss caused by the agreement ending, no damages of any kind can be claimed from you, direct loss included; other claims are not limited by this clause.',
          recipient:
            'For loss caused by the agreement ending, you cannot claim damages of any kind from the other side, direct loss included; other claims are not limited by this clause.',
        },
      },
      {
        when: KINDS_OF_LOSS_ON_ENDING,
        impact: {
          provider:
            'For loss caused by the agreement ending, claims against you for indirect or consequential losses are shut out; this exclusion leaves claims for direct loss as they are.',
          recipient:
            'For loss caused by the agreement ending, you cannot recover indirect or consequential losses (such as lost profits) from the other side; this exclusion leaves claims for direct loss as they are.',
        },
      },
      {
        when: NOTHING_CLAIMABLE,
        impact: {
          provider: 'In the cases it covers, no damages can be claimed from you, direct loss included.',
          recipient: 'In the cases it covers, you cannot claim damages from the other side, direct loss included.',
        },
      },
      {
        when: EXCLUSION_ONLY,
        impact: {
          provider:
            'Claims against you for indirect or consequential losses are shut out; this exclusion leaves claims for direct loss as they are.',
          recipient:
            'You cannot recover indirect or consequential losses (such as lost profits) from the other side; this exclusion leaves claims for direct loss as they are.',
        },
      },
      {
        // Freed from liability for some events, with no amount: nothing is capped, claims there are shut out.
        when: FREED_WITHOUT_AMOUNT,
        impact: {
          provider: 'It protects you: in the cases it covers, claims against you are shut out; it sets no amount.',
          recipient: 'In the cases it covers, you cannot claim from the other side at all; it sets no amount.',
        },
      },
    ],
    change: {
      provider: 'Keep the cap, and make sure it covers every claim against you.',
      recipient: 'Ask for a higher cap, and for exceptions for gross negligence, data breaches and confidentiality.',
    },
    changeWhenStated: [
      {
        when: EVERY_KIND_ON_ENDING,
        change: {
          provider: 'Check that it covers the agreement ending however it ends, by expiry as well as by termination.',
          recipient:
            'Check what the agreement ending would cost you: no damages can be claimed for it, so ask for a longer notice period or agreed compensation if the other side ends it.',
        },
      },
      {
        when: NOTHING_CLAIMABLE,
        change: {
          provider: 'Check which events it covers: it shields you only in those.',
          recipient: 'Check which events it covers, and that claims outside them stay open in full.',
        },
      },
      {
        when: new RegExp(`^(?=[\\s\\S]*${CARVE_OUT.source})${EXCLUSION_ONLY.source.slice(1)}`, 'iu'),
        change: {
          provider:
            'Check that the exclusion also shuts out the losses you fear most, such as the other side’s lost profits.',
          recipient:
            'Check that the carve-outs cover the claims you would bring, and which of your likely losses count as indirect.',
        },
      },
      {
        when: EXCLUSION_ONLY,
        change: {
          provider:
            'Check that the exclusion also shuts out the losses you fear most, such as the other side’s lost profits.',
          recipient:
            'Check which of your likely losses count as indirect, and ask that breaches of confidentiality and the other side’s indemnities fall outside the exclusion.',
        },
      },
    ],
    legalBasis:
      'Liability caps are commonly enforced between businesses, but usually not for fraud or deliberate wrongdoing.',
    costToImplement: 'Moderate: caps are negotiated, sometimes against price',
    riskIfDelayed: 'After signing, the cap limits what you can recover for any loss.',
    whenMissing: {
      risk: { provider: 'medium', recipient: 'low' },
      finding: 'No limitation of liability was found, so nothing caps what either side could be asked to pay.',
      change: 'Add a cap on each party’s total liability, for example the fees paid in the last 12 months.',
    },
  },
  {
    id: 'uncapped-liability',
    cuad: 'Uncapped Liability',
    title: 'Uncapped liability',
    category: 'Liability',
    patterns: [
      /\bunlimited\s+liability\b/i,
      /\bliab(?:le|ility)\b[^.]{0,120}\bwithout\s+limit\b(?!ation)/i,
      /\bliab(?:le|ility)\b[^.]{0,120}\bwithout\s+(?:any\s+)?limitation\s+(?:of|on|as\s+to)\s+(?:amount|liability)\b/i,
      /\bfull\s+responsibility,?\s+without\s+limit\b/i,
      /\bliability\b[^.]{0,80}\bshall\s+not\s+be\s+(?:limited|capped)\b/i,
      /\b(?:limitations?|exclusions?)\s+(?:of|on)\s+liability\b[^.]{0,120}\bshall\s+not\s+apply\b/i,
      // "The liability caps in Section 8.1 do not apply to any Unlimited Claims": the cap itself lifted.
      // "Section 8.1 (Liability Caps) does not apply to …" names the cap by its heading.
      /\b(?:(?:liability\s+)?caps?\b(?:\s+(?:in|of|under|set\s+out\s+in)\s+(?:section|clause|article)\s+[\d.]+)?|(?:section|clause|article)\s+[\d.]+\s*\((?:liability\s+)?caps?\))\s+(?:do(?:es)?|shall|will)\s+not\s+apply\s+to\b/i,
      /\bexcept\b[^.]{0,300}\b(?:in\s+no\s+event|under\s+no\s+circumstances?)\b[^.]{0,120}\bliab(?:le|ility)\b/i,
      // A section number's point ("Section 9.1") does not end the sentence.
      /\b(?:limitations?|exclusions?|damages\s+waivers?|waivers?\s+of\s+(?:\w+\s+)?damages)\b(?:[^.]|\.(?=\d)){0,80}\b(?:shall|will|do|does)\s+not\s+(?:apply\s+to|limit)\b(?:[^.]|\.(?=\d)){0,120}\b(?:indemnif\w*|breach|gross\s+negligence|willful|wilful)\b/i,
      ...UNCAPPED_IN_WORDS,
    ],
    statedOutright: UNCAPPED_IN_WORDS,
    // Liabilities that outlive the agreement, the claims a duty does not cover and remedies that add to each other
    // leave no liability without a cap: a sentence the classifier proposes that does only these is not the clause.
    otherActs: [LIABILITIES_OUTLIVING_THE_END, DUTY_NOT_COVERING_CLAIMS, REMEDIES_KEPT],
    titleWhenStated: [{ when: LIFTS_EXCLUSION_ONLY, title: LIFTED_EXCLUSION_TITLE, ownCategory: true }],
    exclusions: [
      // An exclusion of liability that carves nothing out ("in no event shall either party be liable for
      // consequential damages") limits liability; it leaves no case uncapped.
      /^(?![^.]*\b(?:except\w*|excluding|unless|other\s+than|save|notwithstanding|not\s+apply|without\s+limit(?!ation)|unlimited|uncapped)\b)[^.]*\b(?:in\s+no\s+event|under\s+no\s+circumstances?|(?:shall|will)\s+not\s+be\s+liable|(?:shall|will)\s+have\s+no\s+liability)\b/iu,
      // A sentence that limits liability ("shall be limited to …", "shall not exceed …", "neither party shall be
      // liable for …") and lifts no limit for any claim: a cap is the opposite of uncapped liability.
      LIMITS_WITHOUT_CARVE_OUT,
      EXCEPTION_FOR_INFORMATION,
      // A sentence with no word of liability, a cap or damages ("Provider's obligations in this Section do not
      // apply to claims resulting from …", "seeking a remedy does not limit other remedies") leaves nothing uncapped.
      /^(?![\s\S]*\b(?:liab\w*|caps?|capped|uncapped|unlimited|limitations?|exclusions?|damages|exceed\w*|limits?\s+(?:of|on))\b)/iu,
      // "On termination of this agreement, neither party will be liable … except for liability that arose before":
      // which liabilities outlive the agreement, not how much they can reach.
      /^\W*(?:[\d.]+\s*)?(?:on|upon|after|following)\s+(?:the\s+)?(?:termination|expiration|expiry)\b[^.]{0,80}\bneither\s+party\b[^.]{0,40}\bliable\b/iu,
    ],
    risk: { provider: 'high', recipient: 'low', overrides: { landlord: 'medium' } },
    obligor: uncappedSide,
    // A sentence that only moves claims to another cap is not the clause where another leaves claims uncapped.
    pointsBackTo: uncappedOutrightInstead,
    adjustments: [
      { ...MUTUAL, effect: 'raise', note: 'Both sides carry it.', sides: ['recipient'] },
      { when: LIFTS_EXCLUSION_ONLY, effect: 'lower', note: 'It lifts an exclusion, not a cap.', sides: ['provider'] },
    ],
    meaning: 'Some claims are not capped at all: the liable party may have to pay the full loss.',
    impactFromSentence: (sentence) => liftedExclusionImpact(sentence) ?? uncappedClaimsImpact(sentence),
    changeWhenStated: [{ when: LIFTS_EXCLUSION_ONLY, change: LIFTED_EXCLUSION_CHANGE }],
    detail: uncappedDetail,
    impactWhenStated: [
      {
        when: CARVE_OUT_OF_EXCLUSION,
        impact: {
          provider:
            'Only the cases it carves out of the exclusion are uncapped: there a single claim could cost you far more than the contract is worth.',
          recipient:
            'In the cases it carves out of the exclusion you can recover losses the clause otherwise excludes; everything else stays excluded.',
        },
      },
    ],
    impact: {
      provider: 'A single claim could cost far more than the contract is worth to you.',
      recipient: 'It lets you recover the full loss in those cases.',
    },
    change: {
      provider: 'Limit the uncapped cases to fraud and wilful misconduct, and cap everything else.',
      recipient: 'Keep the uncapped cases that protect you, such as confidentiality and data breaches.',
    },
    legalBasis: 'Without a cap, damages are limited only by what the law allows for the breach.',
    costToImplement: 'Moderate: needs agreement on which claims stay uncapped',
    riskIfDelayed: 'Once signed, the uncapped exposure runs for the whole term and often beyond.',
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    // A release of the giver's own claims, with "hold harmless" but no duty to answer others' claims, is no indemnity.
    titleWhenStated: [{ when: RELEASE_ONLY, title: RELEASE_TITLE, meaning: RELEASE_MEANING }],
    category: 'Liability',
    patterns: [/\bindemnif(?:y|ies|ied|ication)\b/i, /\bhold\s+(?:\w+\s+){0,4}harmless\b/i],
    exclusions: [
      /\bindemnif(?:y|ication)\s+(?:obligations?\s+)?(?:under|pursuant\s+to|set\s+forth\s+in)\s+(?:section|article|paragraph)\b/i,
    ],
    operative: INDEMNITY_WORDS,
    sideProvisions: [INDEMNITY_LEFT_STANDING],
    risk: { provider: 'high', recipient: 'low', overrides: { landlord: 'low', tenant: 'high', employee: 'medium' } },
    obligor: indemnitySide,
    // Who gives it decides whether it is a cost or a protection: without a giver placed against the reader, told both ways.
    whenHolderUnknown: { impact: GIVER_UNKNOWN_IMPACT, change: GIVER_UNKNOWN_CHANGE },
    adjustments: [
      MUTUAL,
      {
        // "Any and all claims" arising only from the giver's own fault is not broad.
        when: new SentenceCheck((sentence) => BROADLY_DRAFTED.test(sentence) && !coversOnlyOwnFault(sentence)),
        effect: 'raise',
        note: 'It is drafted very broadly.',
      },
      {
        when: OWN_FAULT_ONLY,
        effect: 'lower',
        note: 'It covers only claims arising from the indemnifying party’s own breach or fault.',
      },
      {
        when: /\bwithout\s+limit(?:ation)?\s+(?:as\s+to|of|on)\s+amount\b|\bunlimited\b|\bnot\s+(?:be\s+)?subject\s+to\s+(?:any|the)\s+(?:limitation|cap)\b/i,
        effect: 'raise',
        note: 'It has no cap.',
      },
    ],
    meaning: 'One side promises to cover the other’s losses and legal costs from certain claims.',
    impact: {
      provider: 'You may have to pay for claims made against the other side, including their legal costs.',
      recipient: 'It shifts the cost of certain claims away from you.',
    },
    impactWhenStated: [{ when: RELEASE_ONLY, impact: RELEASE_IMPACT }],
    change: {
      provider: 'Make it mutual, limit it to claims caused by your own fault, and put it under the liability cap.',
      recipient: 'Make sure it covers third-party claims caused by the other side, including IP infringement.',
    },
    changeWhenStated: [
      { when: RELEASE_ONLY, change: RELEASE_CHANGE },
      {
        // Already mutual: asking for it again would be advice the clause has answered.
        when: MUTUAL.when,
        change: {
          provider: 'Limit your side of it to claims caused by your own fault, and put it under the liability cap.',
          recipient:
            'Make sure the other side’s promise covers third-party claims it causes, including IP infringement.',
        },
      },
    ],
    changeWhenGivenElsewhere: [
      {
        when: /\binfring\w*/i,
        change: {
          recipient:
            'Make sure it covers third-party claims caused by the other side; its promise already covers infringement claims.',
        },
      },
    ],
    legalBasis: 'Indemnities are enforced as written and can go beyond ordinary damages for breach.',
    costToImplement: 'Moderate: scope and caps of indemnities are commonly negotiated',
    riskIfDelayed: 'An indemnity you sign can be called on for claims long after the work is done.',
  },
  {
    id: 'insurance',
    cuad: 'Insurance',
    title: 'Insurance',
    category: 'Liability',
    patterns: [
      /\b(?:maintain|obtain|carry|procure|keep)\b[^.]{0,120}\binsurance\b/i,
      /\binsurance\b[^.]{0,120}\b(?:coverage|policy|policies|limits?\s+of)\b[^.]{0,80}\b(?:maintain|not\s+less\s+than|minimum|each\s+occurrence)\b/i,
      /\b(?:additional|named)\s+insureds?\b/i,
    ],
    exclusions: [PRESENT_COVER_ONLY],
    risk: { provider: 'medium', recipient: 'low', overrides: { tenant: 'medium' } },
    meaning: 'One side must carry insurance of certain kinds and amounts.',
    impact: {
      provider: 'You must buy and keep the required insurance, at your cost.',
      recipient: 'Claims against the other side are backed by an insurer.',
    },
    change: {
      provider: 'Check the required amounts with your broker before signing.',
      recipient: 'Ask to be named as an additional insured and for certificates of insurance.',
    },
    changeWhenStated: [
      {
        // The clause already names someone as an additional insured: ask only for the proof of it.
        when: /\b(?:additional|named)\s+insureds?\b/iu,
        change: {
          provider: 'Check the required amounts with your broker before signing.',
          recipient: 'Ask for certificates of insurance and notice before any policy is cancelled.',
        },
      },
    ],
    legalBasis: 'Insurance covenants are enforceable; failing to insure can itself be a breach.',
    costToImplement: 'Moderate: premiums',
    riskIfDelayed: 'An uninsured claim falls on the party that should have insured.',
    whenMissing: {
      risk: { provider: 'low', recipient: 'medium' },
      finding: 'No insurance requirement was found, so the other side may have nothing to pay a large claim with.',
      change: 'Require the other side to carry liability insurance suited to the work.',
      roles: ['client', 'landlord', 'buyer'],
    },
  },
  {
    id: 'liquidated-damages',
    cuad: 'Liquidated Damages',
    title: 'Liquidated damages',
    category: 'Liability',
    patterns: [
      /\bliquidated\s+damages\b/i,
      /\b(?:lump[-\s]sum|fixed\s+sum)\b[^.]{0,120}\b(?:termination|breach|default|damages)\b/i,
      /\b(?:termination|breach|default)\b[^.]{0,120}\b(?:lump[-\s]sum)\b/i,
      /\bnot\s+(?:as\s+)?a\s+penalty\b/i,
    ],
    grants: true,
    risk: { provider: 'high', recipient: 'medium', overrides: { landlord: 'low' } },
    adjustments: [
      { when: ELECTED, effect: 'lower', note: 'The remedy is for the side it serves to choose.', sides: ['recipient'] },
    ],
    meaning: 'A fixed amount is payable on a breach or early termination, whatever the actual loss.',
    detail: (sentence) =>
      PAYMENT_REDUCED.test(sentence)
        ? 'An agreed remedy applies on a breach, whatever the actual loss: what is paid under the agreement is reduced, rather than a sum paid over.'
        : NO_EARLY_END.test(sentence)
          ? 'A fixed amount is payable on the breach it names, whatever the actual loss.'
          : undefined,
    impactWhenStated: [
      {
        when: PAYMENT_REDUCED,
        impact: {
          provider:
            'If you breach, what you are paid may be reduced as the agreed remedy, whatever the other side’s actual loss.',
          recipient:
            'If the other side breaches, what you pay may be reduced as the agreed remedy, without proving your loss.',
        },
      },
      {
        when: ELECTED,
        impact: {
          provider: 'If you breach, the other side may choose to take a set sum instead of proving its loss.',
          recipient: 'If the other side breaches, you may choose to take a set sum without proving your loss.',
        },
      },
      {
        // The sum is tied to a breach, and the sentence names no early end: no exit is priced.
        when: NO_EARLY_END,
        impact: {
          provider: 'The breach it names costs you a set sum, even if the other side lost little.',
          recipient:
            'If the other side breaches, you receive a set sum without proving your loss, but it may be all you can recover for that breach.',
        },
      },
    ],
    changeWhenStated: [
      {
        when: ELECTED,
        change: {
          provider: 'Make it reasonable in amount and your only liability for that breach.',
          recipient: 'No change needed: the remedy is yours to choose; check it matches your real loss.',
        },
      },
    ],
    // Provider is the side paying (late delivery, early exit); the recipient's text reads from the side paid,
    // which is where the orientation puts a reader the sum is paid to.
    impact: {
      provider: 'A breach or early exit costs you a set sum, even if the other side lost little.',
      recipient:
        'If the other side breaches, you receive a set sum without proving your loss, but it may be all you can recover for that breach.',
    },
    change: {
      provider: 'Make it mutual, reasonable in amount, and your only liability for that breach.',
      recipient:
        'Check that the sum covers your real loss, and keep your other remedies for breaches it does not cover.',
    },
    legalBasis: 'Liquidated damages are enforced if they are a genuine pre-estimate of loss, not a penalty.',
    costToImplement: 'Moderate',
    riskIfDelayed: 'The fixed sum applies to any breach after signing.',
  },
]);
