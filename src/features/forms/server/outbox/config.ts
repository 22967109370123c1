// The outbox's configuration (X11): which sinks are active and how the worker paces itself, read from the environment.
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS } from "./policy";

export const OUTBOX_ENV = [
  { name: "MARKETING_FORMS_URL", default: "(unset: kept locally)", description: "URL the outbox POSTs each accepted submission to (JSON, Idempotency-Key = the submission key)." },
  { name: "MARKETING_FORMS_TOKEN", default: "(unset)", description: "Sent as `Authorization: Bearer <token>` to the marketing-form service." },
  { name: "MARKETING_FORMS_TIMEOUT_MS", default: "5000", description: "Longest wait for the service's answer to one delivery." },
  { name: "OUTBOX_MAX_ATTEMPTS", default: "12", description: "Attempts before a row is marked failed for an operator." },
  { name: "OUTBOX_POLL_MS", default: "3000", description: "How often the worker looks for due rows (a new submission wakes it at once)." },
  { name: "OUTBOX_CONCURRENCY", default: "8", description: "Deliveries in flight at once per server process." },
] as const;

/** The sink the marketing-form service is reached through. */
export const MARKETING_SINK = "marketing";

export interface MarketingServiceConfig {
  url: string;
  token?: string;
  timeoutMs: number;
}

export interface OutboxConfig {
  marketing?: MarketingServiceConfig;
  maxAttempts: number;
  pollMs: number;
  concurrency: number;
  /** How long a claimed row belongs to this worker; a crashed worker's rows are claimed again after it. */
  leaseMs: number;
  backoffBaseMs: number;
  backoffCapMs: number;
}

type Env = Record<string, string | undefined>;

function positiveInteger(env: Env, name: string, fallback: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be a whole number from 1 to ${max}, not '${raw}'`);
  return value;
}

/** The marketing-form service, or undefined on the embedded default (the outbox keeps submissions locally). */
export function marketingServiceConfig(env: Env = process.env): MarketingServiceConfig | undefined {
  const raw = env.MARKETING_FORMS_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`MARKETING_FORMS_URL is not a URL: '${raw}'`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`MARKETING_FORMS_URL must be http(s), not '${url.protocol}'`);
  const token = env.MARKETING_FORMS_TOKEN?.trim();
  return { url: url.href, ...(token ? { token } : {}), timeoutMs: positiveInteger(env, "MARKETING_FORMS_TIMEOUT_MS", 5_000, 120_000) };
}

/** Names of the sinks a new submission gets an outbox row for. */
export function activeSinkNames(env: Env = process.env): string[] {
  return env.MARKETING_FORMS_URL?.trim() ? [MARKETING_SINK] : [];
}

export function outboxConfig(env: Env = process.env): OutboxConfig {
  const marketing = marketingServiceConfig(env);
  const timeoutMs = marketing?.timeoutMs ?? 5_000;
  return {
    ...(marketing ? { marketing } : {}),
    maxAttempts: positiveInteger(env, "OUTBOX_MAX_ATTEMPTS", 12, 1_000),
    pollMs: positiveInteger(env, "OUTBOX_POLL_MS", 3_000, 3_600_000),
    concurrency: positiveInteger(env, "OUTBOX_CONCURRENCY", 8, 256),
    // Well past the longest delivery, so a slow answer is never taken for a crashed worker.
    leaseMs: Math.max(60_000, 3 * timeoutMs),
    backoffBaseMs: BACKOFF_BASE_MS,
    backoffCapMs: BACKOFF_CAP_MS,
  };
}
