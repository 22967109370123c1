// Next's data cache as the content source's cache tests need it (P8, C7; issue 12 item 1): `unstable_cache` keyed and
// tagged like Next's, entries living until one of their tags is revalidated (`revalidateTag`). A test file mocks
// `next/cache` with `fakeNextCache` and reads or clears `cacheStore`.
export const cacheStore = new Map<string, { value: unknown; tags: string[] }>();

export const fakeNextCache = {
  unstable_cache:
    <T>(read: () => Promise<T>, key: string[], options: { tags: string[] }) =>
    async (): Promise<T> => {
      const id = JSON.stringify(key);
      const hit = cacheStore.get(id);
      if (hit) return hit.value as T;
      const value = await read();
      cacheStore.set(id, { value, tags: options.tags });
      return value;
    },
  revalidateTag: (tag: string) => {
    for (const [id, entry] of cacheStore) if (entry.tags.includes(tag)) cacheStore.delete(id);
  },
};
