import { readFileSync, readdirSync } from 'node:fs';
import { scoreOccupations } from '/work/main/packages/engine/src/local/cv/occupation-detection';
import { splitLines } from '/work/main/packages/engine/src/text/lines';
for (const f of readdirSync('/tmp/cvtext').filter((f) => f.endsWith('.txt'))) {
  const pages = readFileSync('/tmp/cvtext/' + f, 'utf8').split('\n\f\n').map((text, i) => ({ pageNumber: i + 1, text }));
  const s = scoreOccupations(splitLines(pages)).slice(0, 4);
  console.log(f.padEnd(40), s.map((x) => `${x.occupation.category}:${x.score}`).join('  '));
}
