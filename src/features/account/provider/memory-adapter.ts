// In-process storage of the embedded identity provider (sessions, interactions, grants, codes, tokens), one store per
// provider instance: createEmbeddedProvider's default, for tests. `npm start` keeps them in the database instead
// (database-adapter.ts), so they survive a restart. oidc-provider's own memory adapter is a development helper (it
// warns at start-up and keeps at most ~1000 entries); this one expires entries by their TTL and bounds the total.
import type { Adapter, AdapterPayload } from "oidc-provider";

const GRANTABLE = new Set(["AccessToken", "AuthorizationCode", "RefreshToken", "DeviceCode", "BackchannelAuthenticationRequest"]);

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds; Infinity when stored without a TTL. */
  expiresAt: number;
}

export interface MemoryStoreOptions {
  /** Most entries kept; past it the oldest-written go first. */
  maxEntries?: number;
  /** Extra seconds an entry stays findable after its TTL (oidc-provider's clock tolerance). */
  clockToleranceSeconds?: number;
  now?: () => number;
}

export class MemoryStore {
  readonly #entries = new Map<string, Entry>();
  readonly #sessionByUid = new Map<string, string>();
  readonly #byUserCode = new Map<string, string>();
  readonly #grantMembers = new Map<string, Set<string>>();
  readonly #maxEntries: number;
  readonly #toleranceMs: number;
  readonly #now: () => number;

  constructor({ maxEntries = 50_000, clockToleranceSeconds = 15, now = Date.now }: MemoryStoreOptions = {}) {
    this.#maxEntries = maxEntries;
    this.#toleranceMs = clockToleranceSeconds * 1000;
    this.#now = now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The adapter factory to give oidc-provider as `adapter`. */
  adapterFor = (model: string): Adapter => new MemoryAdapter(model, this);

  get(key: string): AdapterPayload | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  set(model: string, key: string, payload: AdapterPayload, expiresIn?: number): void {
    this.delete(key);
    const expiresAt = typeof expiresIn === "number" ? this.#now() + expiresIn * 1000 + this.#toleranceMs : Infinity;
    this.#entries.set(key, { payload, expiresAt });
    if (model === "Session" && payload.uid) this.#sessionByUid.set(payload.uid, key);
    if (payload.userCode) this.#byUserCode.set(payload.userCode, key);
    if (GRANTABLE.has(model) && payload.grantId) {
      const members = this.#grantMembers.get(payload.grantId) ?? new Set<string>();
      members.add(key);
      this.#grantMembers.set(payload.grantId, members);
    }
    if (this.#entries.size > this.#maxEntries) this.#trim();
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    const { uid, userCode, grantId } = entry.payload;
    if (uid && this.#sessionByUid.get(uid) === key) this.#sessionByUid.delete(uid);
    if (userCode && this.#byUserCode.get(userCode) === key) this.#byUserCode.delete(userCode);
    if (grantId) {
      const members = this.#grantMembers.get(grantId);
      members?.delete(key);
      if (members?.size === 0) this.#grantMembers.delete(grantId);
    }
  }

  keyBySessionUid(uid: string): string | undefined {
    return this.#sessionByUid.get(uid);
  }

  keyByUserCode(userCode: string): string | undefined {
    return this.#byUserCode.get(userCode);
  }

  revokeGrant(grantId: string): void {
    for (const key of [...(this.#grantMembers.get(grantId) ?? [])]) this.delete(key);
    this.#grantMembers.delete(grantId);
  }

  /** Drops expired entries, then the oldest-written ones down to 90 % of the bound (so trims stay rare). */
  #trim(): void {
    const now = this.#now();
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt <= now) this.delete(key);
    }
    const target = Math.floor(this.#maxEntries * 0.9);
    for (const key of this.#entries.keys()) {
      if (this.#entries.size <= target) break;
      this.delete(key);
    }
  }
}

class MemoryAdapter implements Adapter {
  constructor(
    private readonly model: string,
    private readonly store: MemoryStore,
  ) {}

  private key(id: string): string {
    return `${this.model}:${id}`;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    this.store.set(this.model, this.key(id), payload, expiresIn);
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.store.get(this.key(id));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const key = this.store.keyBySessionUid(uid);
    return key ? this.store.get(key) : undefined;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const key = this.store.keyByUserCode(userCode);
    return key ? this.store.get(key) : undefined;
  }

  async consume(id: string): Promise<void> {
    const payload = this.store.get(this.key(id));
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    this.store.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    this.store.revokeGrant(grantId);
  }
}
