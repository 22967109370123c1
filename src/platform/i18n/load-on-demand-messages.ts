// In the browser: the messages of an island that load with its code (ADR 77 option B), from
// /api/messages/{locale}/{bundle}; asked once per locale and bundle, and again after a failure.
import { createTranslator, type AbstractIntlMessages } from "use-intl/core";
import type { Translate } from "./server-translator";
import { withPageBuild } from "@/platform/http/page-build";

type Messages = Record<string, unknown>;

const asked = new Map<string, Promise<Messages>>();

export function loadOnDemandMessages(locale: string, bundle: string, fetcher: typeof fetch = fetch): Promise<Messages> {
  const key = `${locale}/${bundle}`;
  const known = asked.get(key);
  if (known) return known;
  const loading = fetcher(withPageBuild(`/api/messages/${encodeURIComponent(locale)}/${encodeURIComponent(bundle)}`)).then(async (response) => {
    if (!response.ok) throw new Error(`messages ${key}: ${response.status}`);
    return (await response.json()) as Messages;
  });
  asked.set(key, loading);
  loading.catch(() => asked.delete(key));
  return loading;
}

/**
 * A translator of one namespace of a bundle, for an island that formats its words itself rather than through the
 * page's provider (the header search list, "use my location"); rejects as `loadOnDemandMessages` does.
 */
export async function onDemandTranslator(locale: string, bundle: string, namespace: string, fetcher: typeof fetch = fetch): Promise<Translate> {
  const messages = await loadOnDemandMessages(locale, bundle, fetcher);
  const translate = createTranslator({ locale, messages: messages as AbstractIntlMessages, namespace }) as unknown as Translate;
  return (key, values) => translate(key, values);
}
