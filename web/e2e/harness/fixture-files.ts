import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The shared real documents live beside the repository (../shared/fixtures), never inside it. */
export const contractsDir = fileURLToPath(new URL('../../../../shared/fixtures/contracts/', import.meta.url));

/** A small real contract (48 KB), under the free plan's 2 MB cap. */
export const smallContractPath = `${contractsDir}KNOWLABS_INC_08_15_2005-EX-10-INTELLECTUAL_PROPERTY_AGREEMENT.PDF`;

export const contractsPresent = existsSync(smallContractPath);

/** The test title, marked (and announced on stderr) when the fixtures are absent and it is skipped. */
export function needsContracts(title: string): string {
  if (contractsPresent) return title;
  process.stderr.write(`skipping "${title}": ${smallContractPath} is absent\n`);
  return `${title} (skipped: ${contractsDir} is absent)`;
}
