// Translators for code outside React's request scope (route handlers, mails, PDFs, workers and scripts): a feature
// names its namespaces and their source files once, and gets `(locale, namespace) => translate`. Each locale's
// messages are compiled once per process, on first use (ADR 15), and each translator is kept.
// No "server-only" and no file reads: scripts run these modules outside Next, and the sources are imported JSON, so
// bundles carry them. use-intl/core is next-intl's core without React.
import { createTranslator, type AbstractIntlMessages } from "use-intl/core";
import { LOCALES, localeIso, type Locale } from "@/config/locales";
import { compileMessages, type MessageTree } from "./compile";

/** A message of the namespace, formatted with its values. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Each namespace's source messages, per locale (the JSON of `messages/<locale>/<namespace>.json`). */
export type NamespaceSources<N extends string> = Record<N, Record<Locale, MessageTree>>;

export function serverTranslators<N extends string>(sources: NamespaceSources<N>): (locale: Locale, namespace: N) => Translate {
  const namespaces = Object.keys(sources) as N[];
  const compiled = new Map<Locale, AbstractIntlMessages>();
  const translators = new Map<string, Translate>();
  const messagesOf = (locale: Locale): AbstractIntlMessages => {
    let messages = compiled.get(locale);
    if (!messages) {
      messages = compileMessages(Object.fromEntries(namespaces.map((n) => [n, sources[n][locale]]))) as unknown as AbstractIntlMessages;
      compiled.set(locale, messages);
    }
    return messages;
  };
  return (locale, namespace) => {
    if (!LOCALES.includes(locale) || !namespaces.includes(namespace)) throw new Error(`No messages for ${locale}/${namespace}`);
    const key = `${locale}\u0000${namespace}`;
    let t = translators.get(key);
    if (!t) {
      const translate = createTranslator({ locale: localeIso(locale), messages: messagesOf(locale), namespace }) as unknown as Translate;
      // A plain function of two arguments: callers pass it around and never see use-intl's overloads.
      t = (message, values) => translate(message, values);
      translators.set(key, t);
    }
    return t;
  };
}
