// The SessionStore port (A1, issue 12): signed-in sessions kept on the server, so that sign-out, expiry and "sign out
// everywhere" end them. Adapters: `database` (the Database port's table, default) and `redis` (many instances).
import { createHash, randomBytes } from "node:crypto";

/** Who signed in, as the relying party learnt it from the provider. */
export interface SessionAccount {
  /** The identity provider's subject. */
  subject: string;
  name: string;
  email: string;
  /** The account's events token (S5). */
  userToken: string;
  /** The provider's id token, for its end-session endpoint. */
  idToken?: string;
}

export interface StoredSession extends SessionAccount {
  createdAt: Date;
  expiresAt: Date;
  lastSeenAt: Date;
}

export interface SessionStore {
  /** Stores a new session and returns its id (random, 256 bits): the only thing the cookie carries. */
  create(account: SessionAccount, lifetimeSeconds: number, now?: Date): Promise<string>;
  /** The session of an id while it has not expired nor been ended; marks it seen. */
  get(id: string, now?: Date): Promise<StoredSession | undefined>;
  /** Ends one session (sign-out). */
  delete(id: string): Promise<void>;
  /** Ends every session of a subject ("sign out everywhere"); returns how many there were. */
  deleteBySubject(subject: string): Promise<number>;
  /** Removes expired sessions; returns how many. */
  purgeExpired(now?: Date): Promise<number>;
  close(): Promise<void>;
}

/** A session id: 32 random bytes, base64url. */
export function newSessionId(): string {
  return randomBytes(32).toString("base64url");
}

/** What stores key a session by: the id's SHA-256, so a copy of the store opens no session. */
export function sessionKey(id: string): string {
  return createHash("sha256").update(id).digest("hex");
}

/** Session ids as newSessionId makes them; anything else is not looked up. */
export function isSessionId(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** last_seen_at is written at most this often per session: reading a session should not cost a write each time. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;
