// Password guessing on the embedded provider's sign-in form: after a number of failed attempts within a window, a key
// is refused for a while before any password is checked (a locked key costs no scrypt work). Two limiters use it: one
// per submitted email address (known or not, so a lock says nothing about which accounts exist), one per client (the
// socket's address, or the one a trusted proxy forwards), which slows one password sprayed over many addresses. A
// lock is passed only with a solved proof of work and the right password (sign-in-challenge.ts).

export interface AttemptLimiterOptions {
  /** Failed attempts within `windowMs` that lock the key. */
  maxFailures: number;
  windowMs: number;
  /** How long a locked key is refused. */
  lockMs: number;
  /** Keys remembered at most, so made-up addresses cannot grow memory without bound; unlocked ones are forgotten first. */
  maxKeys: number;
}

export const DEFAULT_ATTEMPT_LIMITS: AttemptLimiterOptions = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000, maxKeys: 10_000 };
/** Per client: room for a household or an office behind one address mistyping, not for a sweep of addresses. */
export const DEFAULT_CLIENT_LIMITS: AttemptLimiterOptions = { maxFailures: 20, windowMs: 15 * 60_000, lockMs: 15 * 60_000, maxKeys: 10_000 };

interface Failures {
  count: number;
  since: number;
  lockedUntil: number;
}

export class AttemptLimiter {
  private readonly entries = new Map<string, Failures>();

  constructor(
    readonly options: AttemptLimiterOptions = DEFAULT_ATTEMPT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until `key` may try again; 0 when it may now. */
  retryAfterMs(key: string): number {
    const entry = this.current(key);
    return entry ? Math.max(0, entry.lockedUntil - this.now()) : 0;
  }

  /** Records a failed attempt; returns the milliseconds the key is now locked for (0 if not locked). */
  fail(key: string): number {
    const now = this.now();
    const entry = this.current(key) ?? { count: 0, since: now, lockedUntil: 0 };
    entry.count += 1;
    if (entry.count >= this.options.maxFailures) entry.lockedUntil = now + this.options.lockMs;
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.options.maxKeys) this.forgetOne(now);
    return Math.max(0, entry.lockedUntil - now);
  }

  /** A successful sign-in clears the key's failures. */
  succeed(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets the oldest key that is not locked (so made-up addresses cannot push a lock out), else the oldest. */
  private forgetOne(now: number): void {
    let oldest: string | undefined;
    for (const [key, entry] of this.entries) {
      oldest ??= key;
      if (entry.lockedUntil <= now) {
        this.entries.delete(key);
        return;
      }
    }
    if (oldest !== undefined) this.entries.delete(oldest);
  }

  /** The key's failures, or undefined once its window (and any lock) has passed. */
  private current(key: string): Failures | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.lockedUntil > now || (entry.lockedUntil === 0 && now - entry.since < this.options.windowMs)) return entry;
    this.entries.delete(key);
    return undefined;
  }
}

/** The limiter's key of a submitted email address: case and surrounding space do not make a new key. */
export function attemptKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The limiter's key of a client address: IPv4 whole, IPv6 by its /64 (one subscriber's network holds 2^64 addresses,
 * which would otherwise each start afresh).
 */
export function clientKey(address: string): string {
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** Whole minutes, at least 1, for telling a visitor how long to wait. */
export function minutesToWait(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}
