"use client";
// The captcha of every form (X9), behind one interface: `solve()` gives the value of the `captcha` field. Embedded:
// the self-hosted ALTCHA widget (proof of work in a same-origin worker, so the hashed CSP needs no blob: or eval);
// production: reCAPTCHA v3, its script loaded only when a site key is configured.
import { forwardRef, useImperativeHandle, useRef } from "react";
import { useTranslations } from "next-intl";
import type { Locale } from "@/config/locales";
import { ENVELOPE_FIELDS } from "../model";
import { ALTCHA_ALGORITHMS, CAPTCHA_WORKER_PATH } from "../captcha-assets";
import styles from "./Form.module.css";
import "altcha/altcha.css";

export type CaptchaConfig = { provider: "altcha"; challengeUrl: string } | { provider: "recaptcha"; siteKey: string };

export interface CaptchaHandle {
  /** The captcha's answer, solving it first when needed; undefined when it could not be solved. */
  solve: () => Promise<string | undefined>;
  /** A fresh challenge after a refused submission. */
  reset: () => void;
  /** Loads the captcha's code (once): FormView calls it when the visitor starts on the form. */
  prepare: () => void;
}

const WIDGET_LANGUAGE: Record<Locale, string> = { en: "en", "fr-ca": "fr-ca", "es-mx": "es-419" };

interface AltchaElement extends HTMLElement {
  verify: () => Promise<{ payload: string } | null>;
  getState: () => string;
  reset: () => void;
  configure: (config: Record<string, unknown>) => Promise<void>;
}

interface Grecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

let altchaLoaded: Promise<void> | undefined;

function loadAltcha(): Promise<void> {
  altchaLoaded ??= (async () => {
    await import("altcha/external");
    await Promise.all([import("altcha/i18n/fr-ca"), import("altcha/i18n/es-419")]);
    const registry = (globalThis as unknown as { $altcha: { algorithms: Map<string, () => Worker> } }).$altcha;
    for (const algorithm of ALTCHA_ALGORITHMS) registry.algorithms.set(algorithm, () => new Worker(CAPTCHA_WORKER_PATH));
  })();
  return altchaLoaded;
}

const SOLVE_TIMEOUT_MS = 60_000;

/** The payload of the run under way, or undefined when it fails, expires or takes too long. */
function settled(element: AltchaElement): Promise<string | undefined> {
  return new Promise((resolve) => {
    const done = (payload: string | undefined) => {
      element.removeEventListener("statechange", onChange);
      clearTimeout(timer);
      resolve(payload);
    };
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      if (detail?.state === "verified") done(detail.payload);
      else if (detail?.state && detail.state !== "verifying") done(undefined);
    };
    const timer = setTimeout(() => done(undefined), SOLVE_TIMEOUT_MS);
    element.addEventListener("statechange", onChange);
  });
}

let recaptchaLoaded: Promise<Grecaptcha> | undefined;

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  recaptchaLoaded ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error("reCAPTCHA did not load"));
    };
    script.onerror = () => reject(new Error("reCAPTCHA did not load"));
    document.head.appendChild(script);
  });
  return recaptchaLoaded;
}

export const Captcha = forwardRef<CaptchaHandle, { config: CaptchaConfig; locale: Locale; formId: string; idPrefix: string }>(function Captcha({ config, locale, formId, idPrefix }, ref) {
  const t = useTranslations("forms");
  const widget = useRef<AltchaElement>(null);
  const helpId = `${idPrefix}-captcha-help`;

  useImperativeHandle(
    ref,
    () => ({
      async solve() {
        try {
          if (config.provider === "recaptcha") {
            const grecaptcha = await loadRecaptcha(config.siteKey);
            return await grecaptcha.execute(config.siteKey, { action: formId });
          }
          await loadAltcha();
          const element = widget.current;
          if (!element) return undefined;
          await customElements.whenDefined("altcha-widget");
          const field = element.querySelector<HTMLInputElement>(`input[name="${ENVELOPE_FIELDS.captcha}"]`);
          const state = element.getState();
          if (state === "verified" && field?.value) return field.value;
          // Started when the visitor entered the form (auto="onfocus"): wait for that run rather than start another.
          if (state === "verifying") return await settled(element);
          const result = await element.verify();
          return result?.payload;
        } catch {
          return undefined;
        }
      },
      reset() {
        if (config.provider === "altcha") widget.current?.reset();
      },
      // The captcha's code (ALTCHA's widget, about 80 KB; or Google's script) loads when the visitor starts on the
      // form, not with the page (ADR 75); both loaders run once. `solve()` loads it too, for a form sent at once.
      prepare() {
        if (config.provider === "altcha") void loadAltcha();
        else void loadRecaptcha(config.siteKey).catch(() => undefined);
      },
    }),
    [config, formId],
  );

  if (config.provider === "recaptcha") {
    return (
      <p className={styles.hint}>{t("captcha.recaptcha")}</p>
    );
  }
  return (
    <div className={styles.captcha} role="group" aria-labelledby={`${idPrefix}-captcha-label`}>
      <p id={`${idPrefix}-captcha-label`} className={styles.label}>
        {t("captcha.label")}
      </p>
      <p id={helpId} className={styles.hint}>
        {t("captcha.help")}
      </p>
      <altcha-widget ref={widget} challenge={config.challengeUrl} name={ENVELOPE_FIELDS.captcha} language={WIDGET_LANGUAGE[locale]} auto="onfocus" aria-describedby={helpId} suppressHydrationWarning />
      <noscript>
        <p className={styles.hint}>{t("captcha.noScript")}</p>
      </noscript>
    </div>
  );
});
