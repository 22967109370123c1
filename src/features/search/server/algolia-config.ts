// Algolia settings from the environment (S6): application id, the key for the job (search key for the site, admin key
// for the push script only, a content write key for the publish webhook), optional hosts (a local fake in tests), and the spec's timeouts.
import { SEARCH_CLIENT } from "@/config/constants";

export interface AlgoliaHost {
  url: string;
  port?: number;
  protocol: "http" | "https";
  accept: "readWrite";
}

export interface AlgoliaSettings {
  appId: string;
  apiKey: string;
  /** Unset: Algolia's own hosts ({appId}-dsn.algolia.net and the fallbacks). */
  hosts?: AlgoliaHost[];
  /** Milliseconds; spec §9: connect 1 s, read 2 s, write 30 s. */
  timeouts: { connect: number; read: number; write: number };
}

export const ALGOLIA_TIMEOUTS = {
  connect: SEARCH_CLIENT.connectTimeoutMs,
  read: SEARCH_CLIENT.readTimeoutMs,
  write: SEARCH_CLIENT.writeTimeoutMs,
} as const;

export const ALGOLIA_ENV = [
  { name: "ALGOLIA_APP_ID", description: "Algolia application id (SEARCH_SOURCE=algolia and `npm run algolia:push`)" },
  { name: "ALGOLIA_SEARCH_API_KEY", description: "Search-only API key the site queries with (SEARCH_SOURCE=algolia)" },
  { name: "ALGOLIA_ADMIN_API_KEY", description: "Admin API key; read only by `npm run algolia:push`, never by the site" },
  { name: "ALGOLIA_WRITE_API_KEY", description: "Key with the addObject and deleteObject ACLs on content_* only; read only by the publish webhook, which saves and deletes the published entry's content records (SEARCH_SOURCE=algolia)" },
  { name: "ALGOLIA_HOSTS", description: "Optional comma-separated `host:port` list replacing Algolia's hosts (`http://` prefix for plain HTTP, e.g. a local fake)" },
] as const;

/** `host:port` entries, https unless written `http://host:port`. */
export function parseAlgoliaHosts(value: string | undefined): AlgoliaHost[] | undefined {
  const entries = (value ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries.map((entry) => {
    const match = /^(?:(https?):\/\/)?([^/:\s]+|\[[0-9a-f:]+\])(?::(\d{1,5}))?\/?$/i.exec(entry);
    const port = match?.[3] === undefined ? undefined : Number(match[3]);
    if (!match || (port !== undefined && (port < 1 || port > 65_535))) throw new Error(`ALGOLIA_HOSTS entry "${entry}" is not host[:port] or http(s)://host[:port]`);
    return { url: match[2]!, ...(port === undefined ? {} : { port }), protocol: (match[1]?.toLowerCase() ?? "https") as "http" | "https", accept: "readWrite" as const };
  });
}

const KEY_VARIABLES = { search: "ALGOLIA_SEARCH_API_KEY", admin: "ALGOLIA_ADMIN_API_KEY", write: "ALGOLIA_WRITE_API_KEY" } as const;

/** Settings for the site (search key), the push script (admin key) or the publish webhook (content write key); a missing variable is named in the error. */
export function algoliaSettingsFromEnv(env: Record<string, string | undefined>, key: keyof typeof KEY_VARIABLES): AlgoliaSettings {
  const keyName = KEY_VARIABLES[key];
  const missing = (["ALGOLIA_APP_ID", keyName] as const).filter((name) => !env[name]?.trim());
  if (missing.length) throw new Error(`Algolia is not configured: set ${missing.join(" and ")}`);
  const hosts = parseAlgoliaHosts(env.ALGOLIA_HOSTS);
  return { appId: env.ALGOLIA_APP_ID!.trim(), apiKey: env[keyName]!.trim(), ...(hosts ? { hosts } : {}), timeouts: { ...ALGOLIA_TIMEOUTS } };
}
