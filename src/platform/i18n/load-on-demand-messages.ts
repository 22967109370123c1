// In the browser: the messages of an island that load with its code (ADR 77 option B), from
// /api/messages/{locale}/{bundle}; asked once per locale and bundle, and again after a failure.
type Messages = Record<string, unknown>;

const asked = new Map<string, Promise<Messages>>();

export function loadOnDemandMessages(locale: string, bundle: string, fetcher: typeof fetch = fetch): Promise<Messages> {
  const key = `${locale}/${bundle}`;
  const known = asked.get(key);
  if (known) return known;
  const loading = fetcher(`/api/messages/${encodeURIComponent(locale)}/${encodeURIComponent(bundle)}`).then(async (response) => {
    if (!response.ok) throw new Error(`messages ${key}: ${response.status}`);
    return (await response.json()) as Messages;
  });
  asked.set(key, loading);
  loading.catch(() => asked.delete(key));
  return loading;
}
