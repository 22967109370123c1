// Every business constant of spec §9 (K1), typed, in one place.
export const LOCALE_COOKIE = {
  name: "i18n_redirected",
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: "/",
  sameSite: "lax",
} as const;
export const LAST_VISITED_COOKIE = "last_visited_url";
export const DEFAULT_COOKIE_PATH = "/";

export const DEFAULT_CURRENCY = "USD" as const;
export const CURRENCIES = ["USD", "CAD", "MXN", "BRL"] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];
export const DISTANCE_UNITS = ["Miles", "Kilometers"] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
export const DEFAULT_DISTANCE_UNIT: DistanceUnit = "Miles";
export const SIZES = ["Small", "Medium", "Default", "Full"] as const;
export type Size = (typeof SIZES)[number];
export const DISPLAY_MODES = ["Inline", "Link", "Modal"] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

export const CARD_MOBILE_COLUMNS_DEFAULT = 1;
export const ADVANTAGE_ICONS_COLUMNS_DEFAULT = 4;
export const SUBCATEGORY_MENU_LIMIT = 5;
export const IMAGE_QUALITY = 80;

export const TOOLTIP_DELAY_MS = 200;
export const MENU_HIDE_DELAY_MS = 400;
export const POPUP_OFFSET_PX = 5;
export const DISPOSE_TIMEOUT_MS = 150;
export const MOUSE_TRACKING_TOOLTIP_CLOSE_DELAY_MS = 300;
export const TOUCH_CLOSE_TOLERANCE_PX = 20;

export const RELOAD_GUARD_LIFETIME_MS = 10_000;
export const RELOAD_GUARD_STORAGE_KEY = "chunk-reload-guard";
export const IDLE_CALLBACK_FALLBACK_MS = 1;
export const MAX_TIMER_MS = 2_147_483_647;
export const ONE_HOUR_MS = 3_600_000;

export const CONTENT_CLIENT = {
  timeoutMs: 30_000,
  retryLimit: 5,
  maxContentLengthBytes: 1024 ** 3,
  maxBodyLengthBytes: 1024 ** 3,
  includeDepth: { brand: 5, entry: 5, page: 10 },
  assetKeyMaxExpiryMs: 48 * ONE_HOUR_MS,
} as const;

export const QUERY_STRING = { arrayLimit: 20, parameterLimit: 1000 } as const;

export const SEARCH_CLIENT = {
  connectTimeoutMs: 1_000,
  readTimeoutMs: 2_000,
  writeTimeoutMs: 30_000,
  failedHostRetryMs: 2 * 60_000,
} as const;

export const INSIGHTS = {
  anonymousCookie: "_ALGOLIA",
  cookieLifetimeMs: 6 * 30 * 24 * ONE_HOUR_MS,
  anonymousTokenPrefix: "anonymous-",
  regions: ["de", "us"] as const,
  queryIdCacheMax: 5000,
  queryIdCacheTrim: 1000,
} as const;

export const TOAST = { autoCloseMs: 6_000, limit: 1 } as const;
export const LOADING_BAR = { durationMs: 2_000, throttleMs: 200, heightPx: 3 } as const;

export const MARKER_CLUSTER = { radius: 60, maxZoom: 16, minPoints: 2, redThresholdFloor: 10 } as const;

export const FETCH_RETRY = {
  statusCodes: [408, 409, 425, 429, 500, 502, 503, 504] as const,
  getRetries: 1,
} as const;

export const FRAMEWORK_BUILD_VERSION = "3.16.1";
