import { contractFacts } from './src/local/contract/contract-facts';
import { partiesFact } from './src/local/contract/parties-fact';
import { contractPartiesOf } from './src/local/contract/contract-parties';
import { splitSentences } from './src/text/sentences';
const texts = [
 'This Investor Rights Agreement is made between Alder Pharma, Inc., a Delaware corporation (the "Company"), and the investors listed on Exhibit A (each a "Holder" and together the "Holders"; the Holders of a majority of the Registrable Securities, the "Majority Holders").',
 'This Services Agreement is entered into between Pinecrest Analytics Ltd ("Provider") and Harbor Foods LLC ("Customer"). Provider may use Customer Data only to provide the Services ("Use of Customer Data").',
 'This Agreement is made between Pinecrest Analytics Ltd ("Provider") and Harbor Foods LLC ("Customer"). Provider shall defend Customer against any claim brought by a third party (a "Claim").',
 'This Agreement is made between Pinecrest Analytics Ltd ("Provider") and Harbor Foods LLC ("Customer"), and any claim brought by a third party against Customer (a "Claim") shall be defended by Provider.',
];
for (const t of texts) {
  const s = splitSentences([{ pageNumber: 1, text: t }]);
  console.log(contractFacts(s).find((x) => x.category === 'Parties')?.value, '|', contractPartiesOf(s).map((p) => p.name + '[' + p.aliases.join(',') + ']').join(' ; '));
}
