// The messages the site's client components read, picked from a locale's messages (issue 15, ADR 45). Every page
// carries what `NextIntlClientProvider` is given in its RSC payload, inlined in the HTML; a namespace or part that no
// client component on the page reads is bytes the browser parses for nothing. A page whose client component reads
// more (the compare table) wraps it in a provider of its own, which replaces these (next-intl does not merge).
type Messages = Record<string, unknown>;

/** For each namespace, `true` (all of it) or the parts client components read (`errors.network`: one message of a group). */
export type MessagePicks = Readonly<Record<string, true | readonly string[]>>;

/** What client components of every page read: the chrome (header, footer, toasts), the error views, the
 *  islands of cards and product pages (compare and list toggles), and the CMS blocks that may appear on any page. */
export const LAYOUT_CLIENT_MESSAGES: MessagePicks = {
  // The header's account menu; "recommended for you" brings its own parts (`FOR_YOU_CLIENT_MESSAGES`).
  account: ["signIn", "signOut", "signedInAs", "accountRegion", "signInFailed", "signInUnavailable", "myAccount"],
  // The error views (404, 403, 500, 503) and their retry; the unknown-brand page and the global error page read the
  // JSON on the server or in their own bundle, and no view reads `categoryNotFound` (ADR 72 second amendment).
  errors: [
    "titleLine1",
    "titleLine2",
    "pageNotFound",
    "pageNotFoundRoute",
    "description",
    "backHome",
    "serverErrorLine1",
    "serverErrorLine2",
    "serverErrorDescription",
    "retry",
    "unavailableTitle",
    "unavailableLine1",
    "unavailableLine2",
    "unavailableDescription",
  ],
  // The header's list link and the "Add to list" button; the merge notice comes translated with the merge's answer, the
  // dialog's own strings load with its code (ON_DEMAND_CLIENT_MESSAGES), and the list pages give the whole namespace
  // (ListsMessages).
  lists: ["add", "headerLink", "headerCount", "errors.network"],
  ui: true,
  // The compare page's own strings (table, empty state) are given by that page (`COMPARE_PAGE_CLIENT_MESSAGES`).
  compare: ["add", "remove", "full", "link", "headerLink", "headerCount"],
  // The search page gives the whole catalogue namespace to its own client components (pagination, ranges).
  catalog: ["card", "notFound"],
};

export const COMPARE_PAGE_CLIENT_MESSAGES: MessagePicks = { ...LAYOUT_CLIENT_MESSAGES, compare: true };

// What a few islands read that most pages do not have (ADR 72): given beside the island by `ClientMessages`, merged
// into the layout's, so a page carries them only where the island is.
/** The carousel frame (C3, F8). */
export const CAROUSEL_CLIENT_MESSAGES: MessagePicks = { blocks: ["carousel"] };
/** The video player and its dialog (V3, V4). */
export const MEDIA_CLIENT_MESSAGES: MessagePicks = { media: true };
/** Recommended for you (S4). */
export const FOR_YOU_CLIENT_MESSAGES: MessagePicks = {
  account: ["recommendedForYou", "recommendedForYouEmpty", "recommendedForYouLoading", "recommendedForYouError", "retry"],
  consent: ["forYouNeedsConsent", "preferences"],
};

/**
 * What an island reads that loads with its code rather than with the page, by bundle name: served by
 * `/api/messages/{locale}/{bundle}` and merged over the page's when the island opens (ADR 77 option B).
 */
export const ON_DEMAND_CLIENT_MESSAGES: Readonly<Record<string, MessagePicks>> = {
  /** A video that opens in a dialog (V3): the dialog's and the player's words, loaded with the player on the first press. */
  "video-modal": { media: ["player", "modal.close"] },
  /** The "Add to list" dialog (A4). */
  lists: { lists: true },
  /** What "use my location" says beside the nearest distributors (F7): locating, and why a position could not be had. */
  "where-to-buy-location": { "where-to-buy-v2": ["locating", "geoDenied", "geoUnavailable"] },
  /** The header search box's list of suggestions (S3): its groups, "see all", its announced count. */
  "search-suggestions": {
    search: ["suggestions", "seeAll", "suggestedSearches", "suggestedCategories", "suggestedProducts", "categoryIn", "suggestionsStatusZero", "suggestionsStatusOne", "suggestionsStatusOther"],
  },
};

/** `extra` over `base`, namespace by namespace (a namespace's parts from both; `extra` wins on the same part). */
export function mergeMessages(base: Messages, extra: Messages): Messages {
  const out: Messages = { ...base };
  for (const [namespace, value] of Object.entries(extra)) {
    const previous = out[namespace];
    const bothObjects = previous && typeof previous === "object" && value && typeof value === "object" && !Array.isArray(previous) && !Array.isArray(value);
    out[namespace] = bothObjects ? { ...(previous as Messages), ...(value as Messages) } : value;
  }
  return out;
}

export function pickMessages(messages: Messages, picks: MessagePicks): Messages {
  const out: Messages = {};
  for (const [namespace, pick] of Object.entries(picks)) {
    const value = messages[namespace];
    if (value === undefined) continue;
    if (pick === true) out[namespace] = value;
    else {
      const picked: Messages = {};
      for (const part of pick) {
        const [group, key] = part.split(".", 2) as [string, string | undefined];
        const found = ((value ?? {}) as Messages)[group];
        if (found === undefined) continue;
        if (key === undefined) picked[group] = found;
        else if (found && typeof found === "object" && (found as Messages)[key] !== undefined) picked[group] = { ...(picked[group] as Messages | undefined), [key]: (found as Messages)[key] };
      }
      out[namespace] = picked;
    }
  }
  return out;
}
