// Where the browser finds the ALTCHA proof-of-work worker (issue 13, X9): a same-origin script, so the hashed CSP
// (ADR 25) allows it with `script-src 'self'`; the widget's default blob: workers would be refused.
export const CAPTCHA_WORKER_PATH = "/api/forms/captcha-worker";
/** The algorithms the PBKDF2 worker solves (the server issues PBKDF2/SHA-256). */
export const ALTCHA_ALGORITHMS = ["PBKDF2/SHA-256", "PBKDF2/SHA-384", "PBKDF2/SHA-512"] as const;
