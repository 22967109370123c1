// Where a submission goes (F1): the CMS module's settings name address lists per Contact Us topic
// (`routeTo.sales`, `routeTo.technical-support`, ...) or for every topic (`routeTo`); without them, the brand's own
// addresses (the mailto: links of its contact information). Pure.

export const ROUTE_SETTING = "routeTo";
const MAX_ADDRESSES = 20;
const ADDRESS = /^[^\s@<>,;"']{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)+$/;

/** The addresses of a setting's text (`a@x.example, b@x.example`), valid ones only, each once. */
export function parseAddresses(text: unknown): string[] {
  if (typeof text !== "string") return [];
  const seen = new Set<string>();
  for (const part of text.split(/[\s,;]+/)) {
    const address = part.trim().toLowerCase();
    if (ADDRESS.test(address)) seen.add(address);
    if (seen.size >= MAX_ADDRESSES) break;
  }
  return [...seen];
}

/** The mailto: addresses of a brand's contact information (HTML). */
export function brandAddresses(contactInformation: string | undefined): string[] {
  const found = [...(contactInformation ?? "").matchAll(/mailto:([^"'?\s>]+)/gi)].map((match) => decodeURIComponentSafe(match[1]!));
  return parseAddresses(found.join(","));
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The addresses for `topic` (if any): the module's list for the topic, else its general list, else the brand's. */
export function routeAddresses(settings: Record<string, unknown> | undefined, topic: string | undefined, brandContact: string | undefined): string[] {
  const forTopic = topic ? parseAddresses(settings?.[`${ROUTE_SETTING}.${topic}`]) : [];
  if (forTopic.length > 0) return forTopic;
  const general = parseAddresses(settings?.[ROUTE_SETTING]);
  return general.length > 0 ? general : brandAddresses(brandContact);
}
