// What the identity provider owns of an account (A3: email, password) is changed on the provider's own pages. Their
// addresses are configuration: a production issuer's account console (OIDC_ACCOUNT_URL, and OIDC_PASSWORD_URL when
// its password page is elsewhere). The embedded provider has no such pages: the profile then says so.
export const PROVIDER_LINK_ENV = [
  { name: "OIDC_ACCOUNT_URL", description: "the identity provider's account page, where an account changes its email address (and password, unless OIDC_PASSWORD_URL is set)" },
  { name: "OIDC_PASSWORD_URL", description: "the identity provider's password page, when it is not OIDC_ACCOUNT_URL" },
] as const;

export interface ProviderAccountLinks {
  email?: string;
  password?: string;
}

function httpsUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The provider's pages for the email address and the password, with the page's language where the URL takes one. */
export function providerAccountLinks(uiLocale: string, env: Record<string, string | undefined> = process.env): ProviderAccountLinks {
  const account = httpsUrl(env.OIDC_ACCOUNT_URL);
  const password = httpsUrl(env.OIDC_PASSWORD_URL) ?? account;
  const localised = (href: string | undefined) => {
    if (!href) return undefined;
    const url = new URL(href);
    if (!url.searchParams.has("ui_locales")) url.searchParams.set("ui_locales", uiLocale);
    return url.href;
  };
  return { ...(account ? { email: localised(account) } : {}), ...(password ? { password: localised(password) } : {}) };
}
