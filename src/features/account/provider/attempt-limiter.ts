// Password guessing on the embedded provider's sign-in form: after a number of failed attempts for one email address
// within a window, that address is refused for a while, before any password is checked (so a locked address costs no
// scrypt work either). Counted per submitted address, known or not, so a lock says nothing about which accounts exist.
// Not per client address: behind a reverse proxy every visitor would share one.

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

/** Whole minutes, at least 1, for telling a visitor how long to wait. */
export function minutesToWait(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}
