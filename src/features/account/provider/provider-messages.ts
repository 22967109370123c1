// Text of the embedded identity provider's own pages (sign-in, errors, sign-out). These pages are rendered by the
// provider, not by Next, so next-intl is not involved: one typed table, English, Canadian French, Mexican Spanish.

/** The provider's UI locales: what the site sends in `ui_locales` (en for en, fr for fr-ca, es for es-mx). */
export const PROVIDER_LOCALES = ["en", "fr", "es"] as const;
export type ProviderLocale = (typeof PROVIDER_LOCALES)[number];
export const DEFAULT_PROVIDER_LOCALE: ProviderLocale = "en";

/** The `lang` attribute of each locale's pages. */
export const HTML_LANG: Record<ProviderLocale, string> = { en: "en", fr: "fr-CA", es: "es-MX" };

const en = {
  signInTitle: "Sign in to Voltline",
  signInIntro: "Use your Voltline account email address and password.",
  email: "Email address",
  password: "Password",
  signIn: "Sign in",
  cancel: "Cancel and return to the site",
  errorSummaryTitle: "There is a problem",
  invalidCredentials: "The email address or password is incorrect. Check them and try again.",
  missingCredentials: "Enter your email address and password.",
  tooManyAttempts: "Too many failed sign-in attempts. Wait {minutes} min, or let the check below finish and sign in with the right password.",
  challengeFailed: "The check did not finish. Wait until it shows as verified, then sign in again.",
  challengeHelp: "To sign in now, let this check finish (it takes a few seconds), then enter your password.",
  challengeNoScript: "This check needs JavaScript. Without it, wait {minutes} min and try again.",
  errorTitle: "Sign-in could not continue",
  errorMessage: "The request could not be completed. Go back to the site and try again.",
  errorCode: "Error code: {code}",
  expiredTitle: "Your sign-in session has ended",
  expiredMessage: "This sign-in page has expired or was already used. Go back to the site and sign in again.",
  backToSite: "Return to the Voltline site",
  signingOutTitle: "Signing out",
  signingOutMessage: "Signing you out of your Voltline account…",
  signOut: "Sign out",
  signedOutTitle: "You are signed out",
  signedOutMessage: "You have been signed out of your Voltline account.",
  bodyTooLargeTitle: "Request too large",
  bodyTooLargeMessage: "This request carries more data than sign-in ever needs, so it was not read. Go back to the site and try again.",
  unavailableTitle: "Sign-in is temporarily unavailable",
  unavailableMessage: "Sign-in cannot be reached right now. The rest of the site still works: go back to it, and try signing in again in a few minutes.",
} as const;

export type ProviderMessageKey = keyof typeof en;
export type ProviderMessages = Record<ProviderMessageKey, string>;

const fr: ProviderMessages = {
  signInTitle: "Se connecter à Voltline",
  signInIntro: "Utilisez l’adresse courriel et le mot de passe de votre compte Voltline.",
  email: "Adresse courriel",
  password: "Mot de passe",
  signIn: "Se connecter",
  cancel: "Annuler et revenir au site",
  errorSummaryTitle: "Un problème est survenu",
  invalidCredentials: "L’adresse courriel ou le mot de passe est incorrect. Vérifiez-les et réessayez.",
  missingCredentials: "Entrez votre adresse courriel et votre mot de passe.",
  tooManyAttempts: "Trop de tentatives de connexion infructueuses. Attendez {minutes} min, ou laissez la vérification ci-dessous se terminer et connectez-vous avec le bon mot de passe.",
  challengeFailed: "La vérification n’est pas terminée. Attendez qu’elle soit indiquée comme réussie, puis connectez-vous de nouveau.",
  challengeHelp: "Pour vous connecter maintenant, laissez cette vérification se terminer (quelques secondes), puis entrez votre mot de passe.",
  challengeNoScript: "Cette vérification nécessite JavaScript. Sans JavaScript, attendez {minutes} min, puis réessayez.",
  errorTitle: "La connexion n’a pas pu se poursuivre",
  errorMessage: "La demande n’a pas pu être traitée. Revenez au site et réessayez.",
  errorCode: "Code d’erreur : {code}",
  expiredTitle: "Votre session de connexion a pris fin",
  expiredMessage: "Cette page de connexion a expiré ou a déjà été utilisée. Revenez au site et connectez-vous de nouveau.",
  backToSite: "Revenir au site Voltline",
  signingOutTitle: "Déconnexion",
  signingOutMessage: "Déconnexion de votre compte Voltline en cours…",
  signOut: "Se déconnecter",
  signedOutTitle: "Déconnexion réussie",
  signedOutMessage: "Votre session dans votre compte Voltline est maintenant fermée.",
  bodyTooLargeTitle: "Requête trop volumineuse",
  bodyTooLargeMessage: "Cette requête contient plus de données que la connexion n’en demande jamais : elle n’a pas été lue. Revenez au site et réessayez.",
  unavailableTitle: "La connexion est temporairement indisponible",
  unavailableMessage: "Le service de connexion ne répond pas pour le moment. Le reste du site fonctionne : revenez-y et réessayez de vous connecter dans quelques minutes.",
};

const es: ProviderMessages = {
  signInTitle: "Iniciar sesión en Voltline",
  signInIntro: "Use el correo electrónico y la contraseña de su cuenta Voltline.",
  email: "Correo electrónico",
  password: "Contraseña",
  signIn: "Iniciar sesión",
  cancel: "Cancelar y volver al sitio",
  errorSummaryTitle: "Hay un problema",
  invalidCredentials: "El correo electrónico o la contraseña son incorrectos. Revíselos e inténtelo de nuevo.",
  missingCredentials: "Escriba su correo electrónico y su contraseña.",
  tooManyAttempts: "Demasiados intentos fallidos de inicio de sesión. Espere {minutes} min, o deje que termine la verificación de abajo e inicie sesión con la contraseña correcta.",
  challengeFailed: "La verificación no terminó. Espere a que aparezca como verificada y vuelva a iniciar sesión.",
  challengeHelp: "Para iniciar sesión ahora, deje que termine esta verificación (tarda unos segundos) y escriba su contraseña.",
  challengeNoScript: "Esta verificación necesita JavaScript. Sin él, espere {minutes} min y vuelva a intentarlo.",
  errorTitle: "No se pudo continuar con el inicio de sesión",
  errorMessage: "No se pudo completar la solicitud. Vuelva al sitio e inténtelo de nuevo.",
  errorCode: "Código de error: {code}",
  expiredTitle: "Su sesión de inicio terminó",
  expiredMessage: "Esta página de inicio de sesión expiró o ya se usó. Vuelva al sitio e inicie sesión de nuevo.",
  backToSite: "Volver al sitio de Voltline",
  signingOutTitle: "Cerrando sesión",
  signingOutMessage: "Cerrando la sesión de su cuenta Voltline…",
  signOut: "Cerrar sesión",
  signedOutTitle: "Cerró sesión",
  signedOutMessage: "Se cerró la sesión de su cuenta Voltline.",
  bodyTooLargeTitle: "Solicitud demasiado grande",
  bodyTooLargeMessage: "Esta solicitud contiene más datos de los que el inicio de sesión necesita, así que no se leyó. Vuelva al sitio e inténtelo de nuevo.",
  unavailableTitle: "El inicio de sesión no está disponible por ahora",
  unavailableMessage: "No es posible iniciar sesión en este momento. El resto del sitio sigue funcionando: vuelva a él e intente iniciar sesión de nuevo en unos minutos.",
};

export const PROVIDER_MESSAGES: Record<ProviderLocale, ProviderMessages> = { en, fr, es };

/** The message `key` of `locale`, with `{name}` placeholders replaced (values are plain text, escape when rendering). */
export function providerMessage(locale: ProviderLocale, key: ProviderMessageKey, values: Record<string, string> = {}): string {
  return PROVIDER_MESSAGES[locale][key].replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

function isProviderLocale(value: string): value is ProviderLocale {
  return (PROVIDER_LOCALES as readonly string[]).includes(value);
}

/** The primary language subtag of a BCP 47 tag, lowercased (`fr-CA` -> `fr`). */
function primaryLanguage(tag: string): string {
  return tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? "";
}

/**
 * The locale of a page from the authorization (or logout) request's `ui_locales`: the first listed language the
 * provider has (`fr`, `fr-CA` and `fr-FR` all give fr), else en. Only when the request carries no `ui_locales` at all
 * (a page reached without one, e.g. after an expired sign-in) is the browser's Accept-Language consulted.
 */
export function resolveProviderLocale(uiLocales: unknown, acceptLanguage?: string | null): ProviderLocale {
  if (typeof uiLocales === "string" && uiLocales.trim() !== "") {
    for (const tag of uiLocales.trim().split(/\s+/)) {
      const language = primaryLanguage(tag);
      if (isProviderLocale(language)) return language;
    }
    return DEFAULT_PROVIDER_LOCALE;
  }
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(",")
      .map((part, index) => {
        const [tag = "", ...params] = part.split(";");
        const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
        return { language: primaryLanguage(tag), q: q === undefined ? 1 : Number(q), index };
      })
      .filter((entry) => entry.q > 0 && isProviderLocale(entry.language))
      .sort((a, b) => b.q - a.q || a.index - b.index);
    const best = ranked[0]?.language;
    if (best && isProviderLocale(best)) return best;
  }
  return DEFAULT_PROVIDER_LOCALE;
}
