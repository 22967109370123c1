// Vitest runs server modules directly; the server-only guard is for bundles.
export {};
