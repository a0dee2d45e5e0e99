import type { ContractSide } from './contract-roles';

/**
 * A sentence that says what is NOT promised about what is supplied. Two forms: a denial of warranties as
 * such ("there are no warranties of …", "X extends no warranties of any kind", "provided without warranty"),
 * which takes the promises away like a disclaimer does; and a denial of particular outcomes ("X does not
 * warrant that (i) the service will meet your requirements, (ii) …"), whose finding names what is not promised.
 */

/**
 * "there are no (express or implied) warranties", "makes/extends/gives no warranties", "without (any) warranty",
 * a list opened by "No implied warranty of …", "it does not come with any warranty".
 */
export const NO_WARRANTIES =
  /\b(?:there\s+(?:are|is)|mak(?:es?|ing)|extends?|extending|gives?|giving|offers?)\s+no\s+(?:[\w-]+,?\s+){0,4}?(?:warrant(?:y|ies)|guarantees?)\b|\bwithout\s+(?:any\s+)?(?:[\w-]+\s+){0,2}?warrant(?:y|ies)\b|^\W{0,3}no\s+(?:(?:express|implied|other)\s+(?:or\s+implied\s+)?)?(?:warrant(?:y|ies)|guarantees?)\s+of\b|\b(?:does|do)\s*(?:not|n['’]t)\s+come\s+with\s+any\s+(?:[\w-]+,?\s+){0,3}?(?:warrant(?:y|ies)|guarantees?)\b/iu;

/**
 * "You provide Your Contributions on an "AS IS" basis", "Acme supplies the samples as is": the giver's own verb in
 * the plain present tense, saying on what terms it gives what it gives; the disclaimer is then that giver's.
 */
export const GIVES_AS_IS =
  /\b(?:provides?|supplies|supply|furnish(?:es)?|delivers?|offers?|makes?\s+available)\b(?=[^.;]{0,60}?["“]?\bas[\s-]+is\b)/iu;

/**
 * A denial that the deal will bring the other side any business ("makes no guarantee regarding revenue, profit or
 * customers", "does not guarantee that you will earn any commissions"): told to an affiliate, reseller or franchisee,
 * it is about what they will earn, not about the quality of anything they receive. A denial that also names quality
 * ("merchantability", "fitness", "as is", "defects") is a quality disclaimer, whatever results it names too.
 */
export const NO_EARNINGS_PROMISED =
  /^(?![\s\S]*\b(?:merchantab\w*|fitness|as[\s-]+is|defects?|quality|error[-\s]free|uninterrupted)\b)(?=[\s\S]*\b(?:no|not|nor|neither)\b[^.;]{0,60}?\b(?:represent\w*|guarantee\w*|warrant\w*|promise\w*|assurances?)\b[^.;]{0,100}?\b(?:revenues?|profits?|earnings?|income|sales|commissions?|customers|referrals|traffic|business\s+(?:volume|results)|results|returns?)\b)/iu;

/** "does not warrant that", "do not represent or warrant that", "makes no warranty that", "no guarantee that". */
export const NOT_WARRANTED_THAT =
  /\b(?:does|do|will|shall)\s+not\s+(?:\w+\s+)?(?:warrant|guarantee|represent)(?:\s+(?:or|and)\s+(?:warrant|guarantee|represent))?\s+that\b|\bno\s+(?:representation\s+(?:or|and)\s+)?(?:warranty|guarantee)\s+that\b/iu;

// What a denial may name as not promised, told as what the thing supplied "will" do or be.
const OUTCOMES: readonly (readonly [RegExp, string])[] = [
  [/\bmeet\s+(?:[\p{L}'’-]+\s+){0,2}(?:requirements|needs|expectations)\b/iu, 'meet your needs'],
  [/\buninterrupted\b/iu, 'run without interruption'],
  [/\berror[-\s]free\b|\bfree\s+(?:of|from)\s+errors\b/iu, 'be free of errors'],
  [/\bsecure\b/iu, 'be secure'],
  [/\b(?:accurate|reliable)\b/iu, 'give accurate or reliable results'],
  [/\bviruses?\b|\bharmful\s+components?\b/iu, 'be free of viruses or other harmful code'],
  [/\b(?:errors?|defects?)\b[^.;]{0,40}\bcorrected\b/iu, 'have its defects corrected'],
  [/\bcompatib\w*/iu, 'work with your systems'],
  [/\bmerchantab\w*/iu, 'be of ordinary saleable quality'],
  [/\bfitness\s+for\s+(?:a\s+|any\s+)?particular\s+purpose\b/iu, 'be fit for your purpose'],
  [/\binfring\w*/iu, 'be usable without infringing anyone else’s rights'],
];

/** What the sentence says is not promised, as verb phrases; empty when it names nothing the list knows. */
function unpromisedOutcomes(sentence: string): string[] {
  const after = sentence.slice(NOT_WARRANTED_THAT.exec(sentence)?.index ?? 0);
  // Told in the order the sentence names them.
  return OUTCOMES.map(([words, told]) => ({ at: words.exec(after)?.index ?? -1, told }))
    .filter(({ at }) => at >= 0)
    .sort((one, other) => one.at - other.at)
    .map(({ told }) => told);
}

function eitherOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/**
 * A denial of particular outcomes told with the outcomes it names: to the side receiving what is supplied,
 * that nothing is promised on those points and a failure on them gives no claim; to the side supplying it,
 * that it promises none of them. Undefined for a sentence that denies no particular outcome.
 */
export function unpromisedAsStated(sentence: string, side: ContractSide): string | undefined {
  if (!NOT_WARRANTED_THAT.test(sentence)) return undefined;
  const outcomes = unpromisedOutcomes(sentence);
  if (side === 'provider') {
    return outcomes.length > 0
      ? `You do not promise that what you supply will ${eitherOf(outcomes)}, so no claim can be brought against you for a failure on those points.`
      : 'It lists what you do not promise about what you supply, so no claim can be brought against you for a failure on those points.';
  }
  return outcomes.length > 0
    ? `The other side does not promise that what you get will ${eitherOf(outcomes)}: if it fails on any of these points, you have no claim for it.`
    : 'It lists what the other side does not promise about what you get: if it fails on those points, you have no claim for it.';
}
