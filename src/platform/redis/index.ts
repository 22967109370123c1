// What every Redis user of the site shares (sessions, ADR 28; cache tags, ADR 44): the prefix of its keys and channels,
// so one Redis can hold several sites or test runs side by side.
export const REDIS_ENV = [
  { name: "REDIS_KEY_PREFIX", default: "voltline:", description: "Put before every Redis key and channel the site uses (letters, digits, `:`, `_`, `-`; at most 64)." },
] as const;

export function redisKeyPrefix(env: Record<string, string | undefined> = process.env): string {
  const prefix = env.REDIS_KEY_PREFIX?.trim();
  if (!prefix) return "voltline:";
  if (!/^[A-Za-z0-9:_-]{1,64}$/.test(prefix)) throw new Error("REDIS_KEY_PREFIX may hold letters, digits, ':', '_' and '-' (at most 64)");
  return prefix;
}
