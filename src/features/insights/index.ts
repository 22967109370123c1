// The insights feature's public entry for its neighbours: the events tokens' shapes (S5).
export { ACCOUNT_TOKEN_PREFIX, USER_TOKEN_PATTERN, isValidUserToken } from "./tokens";
export { QUERY_ID_CACHE_KEY } from "./query-id-cache";
export { clickedObjectIDsAfterSearch, convertedObjectIDs } from "./browser";
export { EVENT_LIMITS, parseEventBatch } from "./model";
export type { SearchEvent } from "./model";
export { bindEventsToSession } from "./session-token";
export { takeConversionQueryId } from "./browser";
