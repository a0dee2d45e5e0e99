/**
 * The country of large commercial cities whose name is no other well-known place's, by the canonical
 * names `governing-law.ts` uses: a company's name or address often gives its city only ("Lanqiao Software
 * (Hangzhou) Co., Ltd.", "…, Tel Aviv"). Cities shared with a US state's town (London, Paris, Dublin,
 * Athens, Rome, Vancouver) are left out: they do not tell the country.
 */
const COUNTRY_OF_CITY: Record<string, string> = {
  beijing: 'China',
  shanghai: 'China',
  shenzhen: 'China',
  guangzhou: 'China',
  hangzhou: 'China',
  tianjin: 'China',
  chengdu: 'China',
  nanjing: 'China',
  wuhan: 'China',
  suzhou: 'China',
  xiamen: 'China',
  chongqing: 'China',
  tokyo: 'Japan',
  osaka: 'Japan',
  seoul: 'Korea',
  taipei: 'Taiwan',
  mumbai: 'India',
  bangalore: 'India',
  bengaluru: 'India',
  'new delhi': 'India',
  'tel aviv': 'Israel',
  jerusalem: 'Israel',
  haifa: 'Israel',
  moscow: 'Russia',
  munich: 'Germany',
  frankfurt: 'Germany',
  hamburg: 'Germany',
  zurich: 'Switzerland',
  geneva: 'Switzerland',
  amsterdam: 'Netherlands',
  madrid: 'Spain',
  barcelona: 'Spain',
  milan: 'Italy',
  stockholm: 'Sweden',
  copenhagen: 'Denmark',
  oslo: 'Norway',
  helsinki: 'Finland',
  warsaw: 'Poland',
  lisbon: 'Portugal',
  brussels: 'Belgium',
  vienna: 'Austria',
};

const CITY = new RegExp(
  `(?<![\\p{L}])(${Object.keys(COUNTRY_OF_CITY)
    .map((city) => city.replace(/[\s-]+/gu, '[\\s-]+'))
    .join('|')})(?![\\p{L}])`,
  'giu',
);

/** The countries of the cities a text names ("(Hangzhou)" → China), in order. */
export function countriesOfCitiesIn(text: string): string[] {
  return [...text.matchAll(CITY)]
    .map((match) => COUNTRY_OF_CITY[(match[1] ?? '').toLowerCase().replace(/[\s-]+/gu, ' ')])
    .filter((country): country is string => country !== undefined);
}
