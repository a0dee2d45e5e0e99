/**
 * What an indemnity is told when its sentence does not show whether the reader gives it or receives it: who gives
 * it decides whether it is a cost or a protection, so the finding names neither and advises for both.
 */
export const GIVER_UNKNOWN_IMPACT =
  'Whoever gives this promise pays for the claims it covers, including the other side’s legal costs, and this sentence does not show whether that is your side: if it is, it is a cost you carry.';

export const GIVER_UNKNOWN_CHANGE =
  'Check which party gives it: if it is your side, limit it to claims caused by your own fault and ask for a cap on it; if it is the other side, make sure it covers third-party claims, including IP infringement.';

/** The same advice for an indemnity that already covers only claims caused by its giver's own breach or fault. */
export const GIVER_UNKNOWN_OWN_FAULT_CHANGE =
  'Check which party gives it: it already covers only claims caused by the giver’s own breach or fault; if it is your side, ask for a cap on it; if it is the other side, make sure it covers third-party claims, including IP infringement.';
