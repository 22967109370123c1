// Reading a tool's query from the address (F5 sales contact, F6 where to buy): the URL's search parameters or the
// page's searchParams object, the first value of a repeated name, typed text cleaned of what no one types.

export type SearchParamsLike = URLSearchParams | Readonly<Record<string, string | string[] | undefined>>;

/** The first value of `name` (a repeated parameter gives its first), undefined when absent. */
export function firstParam(params: SearchParamsLike, name: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Control and formatting characters out, runs of white space as one space, trimmed. */
export function cleanText(value: string): string {
  return value
    .replace(/[\p{Cc}\p{Cf}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}
