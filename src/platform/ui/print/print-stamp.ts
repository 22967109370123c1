// What a printed page says at its foot (issue 18, "Print"): where it was printed from and when, in the page's language.
// The message is translated on the server with `{url}` and `{date}` left in it; the browser fills them when it prints.

/** The address without the query's tracking parameters and without a fragment: the page a reader can open again. */
export function printableUrl(href: string): string {
  try {
    const url = new URL(href);
    for (const key of [...url.searchParams.keys()]) if (/^(utm_|gclid$|fbclid$|queryID$)/i.test(key)) url.searchParams.delete(key);
    url.hash = "";
    return url.toString();
  } catch {
    return href;
  }
}

export function fillPrintStamp(template: string, href: string, now: Date, localeIso: string): string {
  const date = new Intl.DateTimeFormat(localeIso, { dateStyle: "long", timeStyle: "short" }).format(now);
  return template.replace("{url}", printableUrl(href)).replace("{date}", date);
}
