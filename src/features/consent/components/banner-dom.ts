// What the server's banner markup (ConsentBanner) and its behaviour in the browser (ConsentGate) agree on: the ids of
// its parts (one banner a page) and the attribute that names what a button does.
export const CONSENT_IDS = {
  title: "consent-title",
  choices: "consent-choices",
  necessary: "consent-necessary",
  analytics: "consent-analytics",
} as const;

export const CONSENT_ACTION_ATTRIBUTE = "data-consent-action";

export type ConsentAction = "accept" | "necessary" | "choose" | "close";

/** The action of the banner's button an event started in, if any. */
export function consentAction(target: EventTarget | null): ConsentAction | undefined {
  // Any node with `closest` (an element, in a page or a test), not only this window's Element.
  const node = target as Pick<Element, "closest"> | null;
  if (typeof node?.closest !== "function") return undefined;
  const value = node.closest(`[${CONSENT_ACTION_ATTRIBUTE}]`)?.getAttribute(CONSENT_ACTION_ATTRIBUTE);
  return value === "accept" || value === "necessary" || value === "choose" || value === "close" ? value : undefined;
}
