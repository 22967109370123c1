// Public entry of the submittal package builder (F15), client-safe: limits, field names, build ids.
export { MAX_PRODUCTS, MAX_CSV_BYTES, HONEYPOT_FIELD, VISITOR_COOKIE, FAILURE_REASONS, isBuildId, type FailureReason, type SubmittalFailure, type SubmittalRequest } from "./model";
