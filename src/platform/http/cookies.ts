// Reading one cookie from a `Cookie` header or `document.cookie`, for the server and the browser alike.
/** A cookie's decoded value from a `Cookie` header or `document.cookie`. */
export function cookieValue(cookies: string, cookieName: string): string | undefined {
  for (const part of cookies.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name !== cookieName) continue;
    try {
      return decodeURIComponent(value.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
