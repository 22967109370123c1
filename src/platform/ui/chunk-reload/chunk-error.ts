// Recognises a failed code-split chunk load (U2, U3) from an error, a rejection reason or a failed <script>.
const CHUNK_FAILURE_MESSAGES = [
  /Loading (?:CSS )?chunk [\w/.-]+ failed/i,
  /Failed to load chunk/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

export function isChunkLoadError(reason: unknown): boolean {
  if (reason === null || reason === undefined) return false;
  const name = typeof reason === "object" && "name" in reason ? String(reason.name) : "";
  if (name === "ChunkLoadError") return true;
  const message = typeof reason === "object" && "message" in reason ? String(reason.message) : String(reason);
  return CHUNK_FAILURE_MESSAGES.some((pattern) => pattern.test(message));
}

/** A static chunk of the app: a resource load error on such a <script> or stylesheet is a chunk failure. */
export function isAppChunkUrl(url: string): boolean {
  return /\/_next\/static\//.test(url);
}

interface FailureEventLike {
  error?: unknown;
  message?: unknown;
  target?: unknown;
}

/** A window `error` event (capture phase) for a chunk: a thrown chunk error, or an app <script>/<link> that failed to load. */
export function isChunkFailureEvent(event: FailureEventLike): boolean {
  if (isChunkLoadError(event.error) || (typeof event.message === "string" && isChunkLoadError(event.message))) return true;
  const target = event.target as { tagName?: unknown; src?: unknown; href?: unknown } | null | undefined;
  if (!target || typeof target.tagName !== "string") return false;
  const tag = target.tagName.toUpperCase();
  if (tag === "SCRIPT" && typeof target.src === "string") return isAppChunkUrl(target.src);
  if (tag === "LINK" && typeof target.href === "string") return isAppChunkUrl(target.href);
  return false;
}
