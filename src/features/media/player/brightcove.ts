// X7: the VideoPlayer port's production adapter, Brightcove Player (in-page embed). Chosen by configuration: with
// BRIGHTCOVE_ACCOUNT_ID and BRIGHTCOVE_PLAYER_ID set, a video entry that has a brightcoveVideoId plays in the account's
// Brightcove player; without them (the embedded default) every video plays in the site's HTML5 player from its file.
// The player is addressed as Brightcove's in-page embed code addresses it: its script at
// https://players.brightcove.net/{account}/{player}_{embed}/index.min.js and a <video-js> element carrying
// data-account, data-player, data-embed and data-video-id.

export interface BrightcoveConfig {
  accountId: string;
  playerId: string;
  /** The player's embed ("default" unless the account publishes another). */
  embedId: string;
}

type Env = Record<string, string | undefined>;

const ACCOUNT = /^\d{1,20}$/;
const PLAYER = /^[A-Za-z0-9_-]{1,64}$/;
const VIDEO = /^(ref:[A-Za-z0-9_.-]{1,150}|\d{1,20})$/;

/** The configured account and player, or undefined (embedded default). A half or malformed configuration stops the server. */
export function brightcoveConfig(env: Env = process.env): BrightcoveConfig | undefined {
  const accountId = env.BRIGHTCOVE_ACCOUNT_ID?.trim();
  const playerId = env.BRIGHTCOVE_PLAYER_ID?.trim();
  if (!accountId && !playerId) return undefined;
  if (!accountId || !ACCOUNT.test(accountId)) throw new Error("BRIGHTCOVE_ACCOUNT_ID must be the account's numeric id when BRIGHTCOVE_PLAYER_ID is set");
  if (!playerId || !PLAYER.test(playerId)) throw new Error("BRIGHTCOVE_PLAYER_ID must be the player's id (letters, digits, - and _) when BRIGHTCOVE_ACCOUNT_ID is set");
  const embedId = env.BRIGHTCOVE_EMBED_ID?.trim() || "default";
  if (!PLAYER.test(embedId)) throw new Error("BRIGHTCOVE_EMBED_ID must be letters, digits, - and _");
  return { accountId, playerId, embedId };
}

export function isBrightcoveVideoId(id: string | undefined): id is string {
  return typeof id === "string" && VIDEO.test(id);
}

export function brightcoveScriptUrl(config: BrightcoveConfig): string {
  return `https://players.brightcove.net/${config.accountId}/${config.playerId}_${config.embedId}/index.min.js`;
}

/**
 * What the player needs beyond the site's own origin, added to the CSP only when Brightcove is configured: its script
 * host, the Playback API and the delivery hosts of its manifests, segments, captions and posters.
 */
export const BRIGHTCOVE_POLICY_SOURCES = {
  scriptOrigins: ["https://players.brightcove.net"],
  connectOrigins: ["https://edge.api.brightcove.com", "https://edge-auth.api.brightcove.com", "https://manifest.prod.boltdns.net", "https://metrics.brightcove.com", "https://*.boltdns.net"],
  mediaOrigins: ["https://*.boltdns.net", "https://*.brightcovecdn.com"],
  imageOrigins: ["https://*.boltdns.net", "https://*.brightcovecdn.com"],
} as const;

/** The CSP sources of the configured video player: Brightcove's when configured, none for the embedded HTML5 player. */
export function videoPlayerPolicySources(env: Env = process.env) {
  return brightcoveConfig(env) ? BRIGHTCOVE_POLICY_SOURCES : {};
}

export const VIDEO_PLAYER_ENV_VARIABLES = [
  { name: "BRIGHTCOVE_ACCOUNT_ID", default: "(unset)", description: "Brightcove Video Cloud account id: with BRIGHTCOVE_PLAYER_ID, videos with a brightcoveVideoId play in Brightcove Player (X7)" },
  { name: "BRIGHTCOVE_PLAYER_ID", default: "(unset)", description: "Brightcove player id" },
  { name: "BRIGHTCOVE_EMBED_ID", default: "default", description: "Brightcove player embed id" },
] as const;
