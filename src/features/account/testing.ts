// Test-only entry of the feature: fixtures and helpers for other features' tests.
export { signedInCookie } from "./testing/signed-in";
