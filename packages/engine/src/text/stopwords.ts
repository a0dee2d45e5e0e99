/** Function words that carry no topic; left out of keywords and summary scoring. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are as at be because been before being below
between both but by can could did do does doing down during each either few for from further had has have
having he her here hers herself him himself his how however i if in into is it its itself just may me might
more most must my myself neither no nor not now of off on once only or other our ours ourselves out over own
per same shall she should so some such than that the their theirs them themselves then there these they this
those through thus to too under until up upon us very was we were what when where whether which while who
whom whose why will with within without would yet you your yours yourself yourselves hereby herein hereof
hereto hereunder thereof therein thereto such said any each every including include includes etc one two
three also well much many get got make made like us let via new last still often mainly`.split(/\s+/u),
);

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}
