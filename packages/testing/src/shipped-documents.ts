import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** Real CUAD contracts shipped with the repository (CC BY 4.0, credited in documents/cuad/README.md). */
export const SHIPPED_CONTRACTS_DIR = fileURLToPath(new URL('../documents/cuad/', import.meta.url));

export const SHIPPED_CONTRACT = {
  /** 48 KB, 6 pages: small enough for the free plan and quick to analyse. */
  small: `${SHIPPED_CONTRACTS_DIR}KNOWLABS_INC_08_15_2005-EX-10-INTELLECTUAL_PROPERTY_AGREEMENT.PDF`,
  /** An endorsement agreement governed by Ohio law. */
  endorsement: `${SHIPPED_CONTRACTS_DIR}MOSSIMOINC_04_14_2000-EX-10.14-ENDORSEMENT_AGREEMENT.PDF`,
  /** CUAD's plain text (no page breaks) of a distributor agreement governed by German law. */
  distributorText: `${SHIPPED_CONTRACTS_DIR}ACCURAYINC_09_01_2010-EX-10.31-DISTRIBUTOR_AGREEMENT.txt`,
} as const;

export function readShippedContract(which: keyof typeof SHIPPED_CONTRACT): Promise<Buffer> {
  return readFile(SHIPPED_CONTRACT[which]);
}
