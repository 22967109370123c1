// "Last good" in front of a remote adapter (E3, ADR 30): every good answer is kept (memory, then disk); when the
// service fails or is slower than the deadline, the kept answer is served and a warning logged; with nothing kept, a
// ServiceUnavailableError. After a failure the service is left alone for a cool-down, so an outage costs no waiting.
import type { Logger } from "pino";
import { ServiceUnavailableError } from "@/platform/errors/unavailable";
import { logger as defaultLogger } from "@/platform/logging/logger";
import { markStale } from "./staleness";
import type { SnapshotStore } from "./snapshot-store";

export interface LastGoodOptions {
  /** Name of the port in log lines and errors: content, catalog, search. */
  service: string;
  /** Disk copy; none keeps answers in memory only. */
  store?: SnapshotStore;
  /** Longest wait for the service before the kept answer (or a 503) is served; 0 waits as long as the client does. */
  deadlineMs: number;
  /** Time the service is left alone after a failure; then one read tries it again. */
  coolDownMs: number;
  /** Bounds of the in-memory copy (most recently used kept). */
  memory: { maxEntries: number; maxBytes: number };
  /** True when the error says the service is down (no answer, 5xx, 429, ...); other errors are answers and pass through. */
  isOutage(error: unknown): boolean;
  logger?: Logger;
  now?: () => number;
}

export interface LastGood {
  /** `fetch`'s answer, kept under `key`; or the kept answer when the service is down; or a ServiceUnavailableError. */
  read<T>(key: string, fetch: () => Promise<T>): Promise<T>;
  /** What an operator or a health check wants to know. */
  state(): { open: boolean; kept: number; keptBytes: number };
}

interface Kept {
  json: string;
  savedAt: number;
}

/** The short, credential-free reason a failure is logged with and put in the 503 error. */
function reasonOf(error: unknown): string {
  if (error === DEADLINE) return "deadline";
  if (error && typeof error === "object") {
    const { status, statusCode, code, name } = error as Record<string, unknown>;
    const httpStatus = typeof status === "number" ? status : typeof statusCode === "number" ? statusCode : undefined;
    if (httpStatus !== undefined) return `status ${httpStatus}`;
    if (typeof code === "string" && /^[A-Z_]+$/.test(code)) return code;
    if (typeof name === "string" && name !== "Error") return name.slice(0, 60);
  }
  return "error";
}

const DEADLINE = Symbol("deadline");

export function createLastGood(options: LastGoodOptions): LastGood {
  const { service, store, deadlineMs, coolDownMs, memory, isOutage } = options;
  const log = options.logger ?? defaultLogger;
  const now = options.now ?? Date.now;
  const kept = new Map<string, Kept>();
  let keptBytes = 0;
  // Circuit: closed (openUntil 0), open until a time, then one probing read at a time.
  let openUntil = 0;
  let probing = false;
  let outage: { since: number; served: number; unavailable: number; warnedKeys: Set<string> } | undefined;

  function keep(key: string, json: string, savedAt: number) {
    const previous = kept.get(key);
    if (previous) {
      keptBytes -= previous.json.length;
      kept.delete(key);
    }
    if (json.length > memory.maxBytes) return;
    kept.set(key, { json, savedAt });
    keptBytes += json.length;
    for (const [oldKey, old] of kept) {
      if (kept.size <= memory.maxEntries && keptBytes <= memory.maxBytes) break;
      kept.delete(oldKey);
      keptBytes -= old.json.length;
    }
  }

  function remember(key: string, value: unknown) {
    const json = JSON.stringify(value ?? null);
    const previous = kept.get(key);
    // An unchanged answer is not written again; it only becomes the most recent in memory.
    if (previous?.json === json) return keep(key, json, previous.savedAt);
    const savedAt = now();
    keep(key, json, savedAt);
    store?.write({ key, savedAt, json });
  }

  function recovered() {
    openUntil = 0;
    if (!outage) return;
    log.info({ service, downForSeconds: Math.round((now() - outage.since) / 1000), servedLastGood: outage.served, unavailable: outage.unavailable }, `${service}: service answers again`);
    outage = undefined;
  }

  function failed(error: unknown) {
    openUntil = now() + coolDownMs;
    const reason = reasonOf(error);
    if (!outage) {
      outage = { since: now(), served: 0, unavailable: 0, warnedKeys: new Set() };
      log.warn({ service, reason, err: error === DEADLINE ? undefined : error, deadlineMs, retryInSeconds: coolDownMs / 1000 }, `${service}: service down, serving last good answers`);
    } else {
      log.warn({ service, reason, downForSeconds: Math.round((now() - outage.since) / 1000), servedLastGood: outage.served, unavailable: outage.unavailable }, `${service}: service still down`);
    }
    return reason;
  }

  async function fallback<T>(key: string, reason: string): Promise<T> {
    let found = kept.get(key);
    let from = "memory";
    if (!found && store) {
      const entry = await store.read(key).catch(() => undefined);
      if (entry) {
        keep(key, entry.json, entry.savedAt);
        found = { json: entry.json, savedAt: entry.savedAt };
        from = "disk";
      }
    }
    const episode = outage ?? (outage = { since: now(), served: 0, unavailable: 0, warnedKeys: new Set() });
    if (!found) {
      episode.unavailable++;
      if (episode.warnedKeys.size < 100 && !episode.warnedKeys.has(key)) {
        episode.warnedKeys.add(key);
        log.warn({ service, key: key.slice(0, 300), reason }, `${service}: service down and no last good answer kept: 503`);
      }
      throw new ServiceUnavailableError(service, reason);
    }
    episode.served++;
    if (episode.warnedKeys.size < 100 && !episode.warnedKeys.has(key)) {
      episode.warnedKeys.add(key);
      log.warn({ service, key: key.slice(0, 300), from, ageSeconds: Math.round((now() - found.savedAt) / 1000), reason }, `${service}: serving last good answer`);
    }
    markStale();
    return JSON.parse(found.json) as T;
  }

  /** The service's answer, or DEADLINE first; a late answer is still kept and closes the circuit. */
  function withDeadline<T>(pending: Promise<T>): Promise<T> {
    if (deadlineMs <= 0) return pending;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(DEADLINE), deadlineMs);
    });
    return Promise.race([pending, deadline]).finally(() => clearTimeout(timer));
  }

  return {
    async read<T>(key: string, fetch: () => Promise<T>): Promise<T> {
      if (openUntil > now() || (openUntil > 0 && probing)) return fallback<T>(key, "circuit open");
      const probe = openUntil > 0;
      if (probe) probing = true;
      const pending = fetch();
      // Whatever happens to this caller, a good answer that arrives is kept and proves the service is back.
      const settled = pending.then(
        (value) => {
          remember(key, value);
          recovered();
          return value;
        },
        (error: unknown) => {
          // a definite answer such as 404 also shows the service is up
          if (!isOutage(error)) recovered();
          throw error;
        },
      );
      settled.catch(() => undefined).finally(() => {
        if (probe) probing = false;
      });
      try {
        return await withDeadline(settled);
      } catch (error) {
        if (error !== DEADLINE && !isOutage(error)) throw error;
        return fallback<T>(key, failed(error));
      }
    },
    state: () => ({ open: openUntil > now(), kept: kept.size, keptBytes }),
  };
}
