// Script block policy (C3): inline JSON-LD only when it parses; external scripts only from allow-listed origins.

/** Origins from a comma-separated list (env SCRIPT_ALLOWED_ORIGINS); malformed entries are ignored. */
export function parseAllowedOrigins(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .flatMap((entry) => {
      try {
        return entry ? [new URL(entry).origin] : [];
      } catch {
        return [];
      }
    });
}

/** True for an https script URL whose origin is on the allow-list. */
export function isAllowedScriptSrc(src: string, allowedOrigins: readonly string[]): boolean {
  try {
    const url = new URL(src);
    return url.protocol === "https:" && allowedOrigins.includes(url.origin);
  } catch {
    return false;
  }
}

/**
 * JSON-LD ready to inline in a script element, or null when it is not a JSON object or array.
 * `<` is escaped so the text can never close the script element.
 */
export function serializeJsonLd(text: string | undefined): string | null {
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    if (data === null || typeof data !== "object") return null;
    return JSON.stringify(data).replace(/</g, "\\u003c");
  } catch {
    return null;
  }
}
