// HTML of the embedded identity provider's pages: sign-in form, error, signing-out, signed-out. Self-contained (no
// outside resources; scripts only the signing-out page's one nonce'd line and, on a locked sign-in, the proof-of-work
// widget's own file), every interpolated value escaped.
import { HTML_LANG, providerMessage, type ProviderLocale, type ProviderMessageKey } from "./provider-messages";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

// Contrast on white: ink 16:1, muted 7.7:1, accent 8.6:1, error 6.6:1, field borders 4.8:1 (WCAG 2.2 AA: 4.5:1 for
// text, 3:1 for borders and focus rings). Targets are at least 44 px high.
const STYLES = `
:root{color-scheme:light;--ink:#1b1f24;--muted:#4a5260;--accent:#0b4f8a;--accent-dark:#083a66;--error:#b00020;--line:#6b7280;--bg:#eef1f5}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;min-height:100vh;background:var(--bg);color:var(--ink);font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;display:flex;justify-content:center;align-items:flex-start;padding:2rem 1rem}
main{width:100%;max-width:28rem;background:#fff;border:1px solid #c9d0d9;border-radius:8px;padding:1.5rem}
@media (min-width:40rem){body{padding-top:4rem}main{padding:2.5rem}}
.brand{margin:0 0 1.5rem;font-weight:700;font-size:1.125rem;letter-spacing:.12em;text-transform:uppercase;color:var(--accent)}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .75rem}
p{margin:0 0 1rem}
.muted{color:var(--muted)}
.field{margin:0 0 1.25rem}
label{display:block;font-weight:600;margin:0 0 .25rem}
input{display:block;width:100%;min-height:2.75rem;margin:0;padding:.5rem .75rem;font:inherit;color:inherit;background:#fff;border:2px solid var(--line);border-radius:4px}
input[aria-invalid="true"]{border-color:var(--error)}
button{display:inline-flex;align-items:center;justify-content:center;width:100%;min-height:2.75rem;margin:0;padding:.5rem 1.25rem;font:inherit;font-weight:600;color:#fff;background:var(--accent);border:2px solid var(--accent);border-radius:4px;cursor:pointer}
button:hover{background:var(--accent-dark);border-color:var(--accent-dark)}
button.link{width:auto;padding:.5rem 0;font-weight:400;color:var(--accent);background:none;border-color:transparent;text-decoration:underline;text-underline-offset:.15em}
button.link:hover{color:var(--accent-dark);background:none;border-color:transparent;text-decoration-thickness:2px}
a{color:var(--accent);text-underline-offset:.15em}
a:hover{color:var(--accent-dark);text-decoration-thickness:2px}
:focus-visible{outline:3px solid var(--accent);outline-offset:3px}
input:focus-visible{outline-offset:1px}
.actions{margin-top:1.5rem}
.secondary{margin:1rem 0 0}
.error-summary{margin:0 0 1.5rem;padding:1rem;border:3px solid var(--error);border-radius:4px}
.error-summary h2{margin:0 0 .25rem;font-size:1.125rem;color:var(--error)}
.error-summary p{margin:0}
.error-summary:focus-visible{outline-color:var(--ink)}
@media (forced-colors:active){button,input,.error-summary,main{border-color:CanvasText}}
`;

interface LayoutOptions {
  locale: ProviderLocale;
  title: string;
  body: string;
}

function layout({ locale, title, body, head = "" }: LayoutOptions & { head?: string }): string {
  return `<!DOCTYPE html>
<html lang="${HTML_LANG[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
${head}</head>
<body>
<main>
<p class="brand">Voltline</p>
${body}
</main>
</body>
</html>
`;
}

export type SignInError = "invalidCredentials" | "missingCredentials" | "tooManyAttempts" | "challengeFailed";

/** The proof-of-work step shown while an address or a client is locked (sign-in-challenge.ts, challenge-assets.ts). */
export interface SignInChallengeStep {
  /** The challenge as JSON, for the widget's `challenge` attribute. */
  challengeJson: string;
  /** The widget's language (`en`, `fr-ca`, `es-419`). */
  language: string;
  scriptSrc: string;
  styleHref: string;
  /** The form field the widget writes its solution into. */
  field: string;
}

export interface SignInPageOptions {
  locale: ProviderLocale;
  /** Where the form posts (the interaction's own login path) and where Cancel posts. */
  loginAction: string;
  abortAction: string;
  email?: string;
  error?: SignInError;
  /** With tooManyAttempts: the whole minutes to wait. */
  retryMinutes?: number;
  /** While locked: the check that lets the right password through. */
  challenge?: SignInChallengeStep;
}

function challengeField(step: SignInChallengeStep, t: (key: ProviderMessageKey) => string): string {
  const configuration = JSON.stringify({ hideFooter: true });
  return `<div class="field">
<p id="sign-in-check-help" class="muted">${t("challengeHelp")}</p>
<altcha-widget challenge="${escapeHtml(step.challengeJson)}" name="${escapeHtml(step.field)}" language="${escapeHtml(step.language)}" auto="onload" configuration="${escapeHtml(configuration)}" aria-describedby="sign-in-check-help"></altcha-widget>
<noscript><p>${t("challengeNoScript")}</p></noscript>
</div>
`;
}

export function signInPage({ locale, loginAction, abortAction, email = "", error, retryMinutes = 1, challenge }: SignInPageOptions): string {
  const t = (key: ProviderMessageKey) => escapeHtml(providerMessage(locale, key, { minutes: String(retryMinutes) }));
  const invalid = error ? ' aria-invalid="true" aria-describedby="sign-in-error"' : "";
  const summary = error
    ? `<div class="error-summary" role="alert" tabindex="-1" autofocus>
<h2>${t("errorSummaryTitle")}</h2>
<p id="sign-in-error">${t(error)}</p>
</div>
`
    : "";
  const body = `<h1>${t("signInTitle")}</h1>
<p class="muted">${t("signInIntro")}</p>
${summary}<form method="post" action="${escapeHtml(loginAction)}" novalidate>
<div class="field">
<label for="email">${t("email")}</label>
<input id="email" name="email" type="email" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(email)}"${invalid}>
</div>
<div class="field">
<label for="password">${t("password")}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
</div>
${challenge ? challengeField(challenge, t) : ""}<div class="actions"><button type="submit">${t("signIn")}</button></div>
</form>
<form class="secondary" method="post" action="${escapeHtml(abortAction)}">
<button type="submit" class="link">${t("cancel")}</button>
</form>`;
  const head = challenge ? `<link rel="stylesheet" href="${escapeHtml(challenge.styleHref)}">\n<script src="${escapeHtml(challenge.scriptSrc)}" defer></script>\n` : "";
  return layout({ locale, title: providerMessage(locale, "signInTitle"), body, head });
}

export interface MessagePageOptions {
  locale: ProviderLocale;
  title: ProviderMessageKey;
  message: ProviderMessageKey;
  /** An OAuth error code shown in small print (plain text). */
  code?: string;
  /** Link back to the site; the provider is served by the site, so `/` of the same host is its home page. */
  homeHref?: string;
}

export function messagePage({ locale, title, message, code, homeHref = "/" }: MessagePageOptions): string {
  const codeLine = code ? `<p class="muted">${escapeHtml(providerMessage(locale, "errorCode", { code }))}</p>\n` : "";
  const body = `<h1>${escapeHtml(providerMessage(locale, title))}</h1>
<p>${escapeHtml(providerMessage(locale, message))}</p>
${codeLine}<p><a href="${escapeHtml(homeHref)}">${escapeHtml(providerMessage(locale, "backToSite"))}</a></p>`;
  return layout({ locale, title: providerMessage(locale, title), body });
}

export interface SigningOutPageOptions {
  locale: ProviderLocale;
  /** oidc-provider's logout form (`<form id="op.logoutForm" …>` with its xsrf field); it is already HTML. */
  formHtml: string;
  /** The Content-Security-Policy nonce that lets the one-line auto-submit script run. */
  nonce: string;
}

/**
 * The RP-initiated logout page: submits oidc-provider's confirmation form at once (a nonce'd script), asking for
 * `logout=yes` so the whole provider session ends, not just this client's part. Without JavaScript the button does it.
 */
export function signingOutPage({ locale, formHtml, nonce }: SigningOutPageOptions): string {
  const body = `<h1>${escapeHtml(providerMessage(locale, "signingOutTitle"))}</h1>
<p>${escapeHtml(providerMessage(locale, "signingOutMessage"))}</p>
${formHtml}
<input type="hidden" name="logout" value="yes" form="op.logoutForm">
<button type="submit" form="op.logoutForm">${escapeHtml(providerMessage(locale, "signOut"))}</button>
<script nonce="${escapeHtml(nonce)}">document.getElementById("op.logoutForm").submit();</script>`;
  return layout({ locale, title: providerMessage(locale, "signingOutTitle"), body });
}
