import type { Level } from '@doclens/api';

/** A clause a contract of some kind usually has, and what its absence means to the reader. */
export interface ExpectedClause {
  /** The clause rule's id. */
  clause: string;
  /** Why a contract of this kind usually has it, told with the finding. */
  why: string;
  /**
   * Only expected when the contract makes quality promises to the reader (a warranty period needs a
   * warranty, and a period on the reader's own promises would only bind the reader longer).
   */
  onlyWithQualityPromise?: boolean;
  /**
   * Only expected when goods are bought (a purchase, a buyer, a price, resale): product liability insurance
   * and a defects period protect a buyer of goods, not a partner bundling free software.
   */
  onlyWithGoodsBought?: boolean;
  /**
   * Only expected where no land is let: the law of the place where land lies governs a lease of it, so a lease
   * of premises does not lack a governing law, while a lease of equipment does.
   */
  onlyWithoutLand?: boolean;
  /** The advice, when the contract's terms make the rule's general advice unfit (a cap tied to fees where none are paid). */
  change?: string;
  /** The finding, when the rule's general reason is false of this contract (no large claim where liability is capped). */
  finding?: string;
  /** The level, when what the absence costs under this contract is lower than the rule's. */
  level?: Level;
}
