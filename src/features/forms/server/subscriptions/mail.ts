// The confirmation mail of a subscription (F9), in the subscriber's locale: greeting, the signed confirmation link,
// what to do if it was not them, the unsubscribe link and the reference. Pure.
import type { Locale } from "@/config/locales";
import type { MailMessage } from "../mail";
import { subscribeTranslator } from "./messages";

export interface ConfirmationMailInput {
  brand: string;
  brandName: string;
  locale: Locale;
  to: string;
  firstName: string;
  reference: string | null;
  confirmUrl: string;
  unsubscribeUrl: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function confirmationMail(input: ConfirmationMailInput): MailMessage {
  const t = subscribeTranslator(input.locale);
  const brand = input.brandName;
  const greeting = input.firstName ? t("mail.greeting", { name: input.firstName }) : t("mail.greetingAnonymous");
  const reference = input.reference ? t("mail.reference", { reference: input.reference }) : "";
  const text = [
    greeting,
    "",
    t("mail.confirmBody", { brand }),
    input.confirmUrl,
    "",
    t("mail.confirmIgnore"),
    "",
    t("mail.unsubscribe"),
    input.unsubscribeUrl,
    "",
    ...(reference ? [reference, ""] : []),
    t("mail.signature", { brand }),
  ].join("\n");
  const link = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  const html = [
    `<!doctype html><html lang="${input.locale}"><body>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(t("mail.confirmBody", { brand }))}<br>${link(input.confirmUrl)}</p>`,
    `<p>${escapeHtml(t("mail.confirmIgnore"))}</p>`,
    `<p>${escapeHtml(t("mail.unsubscribe"))}<br>${link(input.unsubscribeUrl)}</p>`,
    reference ? `<p>${escapeHtml(reference)}</p>` : "",
    `<p>${escapeHtml(t("mail.signature", { brand }))}</p>`,
    `</body></html>`,
  ].join("");
  return { kind: "subscribe-confirmation", brand: input.brand, locale: input.locale, to: input.to, fromName: brand, subject: t("mail.confirmSubject", { brand }), text, html };
}
