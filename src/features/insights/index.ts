// The insights feature's public entry for its neighbours: the events tokens' shapes (S5). Client components import it
// (add to compare, add to list, product cards), so nothing here reaches the events' zod schemas (model.ts): those are
// the server's (server/index.ts; issue 15 §1).
export { ACCOUNT_TOKEN_PREFIX, USER_TOKEN_PATTERN, isValidUserToken } from "./tokens";
export { QUERY_ID_CACHE_KEY } from "./query-id-cache";
export { clickedObjectIDsAfterSearch, convertedObjectIDs } from "./browser";
export type { SearchEvent } from "./model";
export { bindEventsToSession } from "./session-token";
export { takeConversionQueryId } from "./browser";
