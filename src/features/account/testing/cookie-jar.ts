// Test helper: what a browser keeps of Set-Cookie for one host, so sign-in flows can be driven with plain fetch.
/** A cookie jar honouring Path and deletion, enough for one host. */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      const pathAttribute = attributes.find((attribute) => attribute.toLowerCase().startsWith("path="));
      const cookiePath = pathAttribute ? pathAttribute.slice(5) : "/";
      const expired = attributes.some((attribute) => /^expires=.*1970/i.test(attribute)) || value === "";
      const key = `${name};${cookiePath}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { value, path: cookiePath });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return [...this.cookies.entries()]
      .filter(([, { path: cookiePath }]) => pathname === cookiePath || pathname.startsWith(cookiePath.endsWith("/") ? cookiePath : `${cookiePath}/`))
      .map(([key, { value }]) => `${key.slice(0, key.indexOf(";"))}=${value}`)
      .join("; ");
  }

  names(): string[] {
    return [...this.cookies.keys()].map((key) => key.slice(0, key.indexOf(";")));
  }
}

/** A browser's request without following redirects: the jar's cookies go out, the response's come back into it. */
export async function fetchWithCookies(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.header(url);
  if (cookie) headers.set("cookie", cookie);
  const response = await fetch(url, { ...init, headers, redirect: "manual" });
  jar.store(response);
  return response;
}
