// Public server entry of Where to Buy (F6, issue 16): the distributor network and its geo search, the answer to a
// query, the IP look-up endpoint.
import "server-only";
export { branchNetwork, dataPath } from "./dataset";
// The module by type, for the content block registry (C3).
export { LOCATOR_MODULES } from "../modules";
export { answerWhereToBuy, type WhereToBuyAnswer, type WhereToBuyBrand, type WhereToBuyDeps } from "./where-to-buy";
export { createKdbushSearch, createLinearSearch } from "./kdbush-search";
export type { BranchSearch, BranchQuery, BranchAnswer } from "./branch-search";
export { locateText, candidateQueries } from "./locate";
export { ipLocationResponse } from "./ip-location-route";
