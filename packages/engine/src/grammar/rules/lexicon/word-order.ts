import { FINITE_BE, FORMS_OF_DO, FORMS_OF_HAVE, MODALS, oneOf, wordPattern } from '../../word-classes';
/**
 * Where an adverb goes, from grammar books: after the first auxiliary or modal and before the
 * main verb ("will also be", "have already been", "can always"), after "is" but before "have" as
 * a main verb ("is also", "also have a car"), after the subject ("I always go"), and "even" after
 * a negative auxiliary ("don't even"); and the subject before the verb in an indirect question
 * ("I don't know what I should do"). Each matches only where one order is the rule and the other
 * is not used for emphasis.
 */
/** Past participles after "have": regular ones and the everyday irregular ones. */
export const PAST_PARTICIPLE = String.raw`(?:been|seen|done|gone|made|had|taken|given|known|met|found|become|come|got|gotten|learnt|\p{Ll}{2,}ed|written|spoken|chosen|eaten|heard|thought|bought|brought|taught|felt|left|kept|lost|won|told|said|spent|built|sent|grown|shown|driven|forgotten|begun|flown|swum)`;

/** Whether a form of "be" fits its subject ("we were", not "we was"); nouns and "that" take either. */
export const agreesWithBe = (subject: string, be: string): boolean => {
  const verb = be.toLowerCase();
  switch (subject.toLowerCase()) {
    case 'i':
      return verb === 'am' || verb === 'was';
    case 'you':
    case 'we':
    case 'they':
    case 'people':
      return verb === 'are' || verb === 'were';
    case 'he':
    case 'she':
    case 'it':
    case 'this':
    case 'there':
      return verb !== 'am' && (verb === 'is' || verb === 'was' || subject.toLowerCase() === 'there');
    default:
      return true;
  }
};

export const AUXILIARY = wordPattern('iu')`^(?:${oneOf(MODALS, FINITE_BE, FORMS_OF_HAVE, FORMS_OF_DO)})$`;

/** Verbs a mid-position adverb follows rather than precedes: "it is also", "we will also". */
export const BE_OR_MODAL = wordPattern('iu')`^(?:${oneOf(MODALS, FINITE_BE)})$`;
