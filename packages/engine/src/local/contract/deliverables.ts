/** What a contract delivers that can be faulty or infringe: goods shipped under it, or a thing used as a product. */

// Goods bought and shipped under the contract, whatever its title calls it ("Design and Marketing Agreement").
export const GOODS_DELIVERED =
  /\bpurchase\s+orders?\b|\bshipments?\b|\bdeliver(?:y|ies|ed|s)?\s+(?:of\s+)?(?:the\s+|all\s+|any\s+)?(?:products?|goods|units|equipment)\b/iu;
// What a licence delivers that can be faulty: software, equipment, technology to be used as a product.
export const DELIVERED_THING = /\bsoftware\b|\bsource\s+code\b|\bhardware\b|\bequipment\b|\bdevices?\b|\bmachinery\b/iu;
