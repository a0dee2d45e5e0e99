/**
 * A check of a whole sentence where a rule expects a pattern (`RiskAdjustment.when`, `impactWhenStated`):
 * some readings (who is at fault, whether a clause denies its topic) are more than one pattern can say.
 * Only `test` is meant to be used; the pattern itself matches nothing.
 */
export class SentenceCheck extends RegExp {
  readonly #check: (sentence: string) => boolean;

  constructor(check: (sentence: string) => boolean) {
    super('(?!)', 'u');
    this.#check = check;
  }

  override test(sentence: string): boolean {
    return this.#check(sentence);
  }
}
