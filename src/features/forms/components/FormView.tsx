"use client";
// One form of the platform (issue 13): a real <form method="post"> to POST /api/forms/{id} with the envelope fields,
// so it works as a plain post without JavaScript; with it, react-hook-form checks the definition's schema in the
// browser, the post goes by fetch, field errors come back in place, and an accepted form opens its confirmation page.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from "react";
import { useRouter, usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { FormProvider, useForm, type FieldValues, type Resolver } from "react-hook-form";
import { toNestErrors } from "@hookform/resolvers";
import { localeIso, type Locale } from "@/config/locales";
import { ENVELOPE_FIELDS, type ClientFormDefinition, type FieldErrors, type SubmitAnswer } from "../model";
import type { z } from "@/platform/validation/zod";
import { translateIssues } from "../errors";
import { answerOutcome, sameSitePath } from "../submit-answer";
import { Captcha, type CaptchaConfig, type CaptchaHandle } from "./Captcha";
import { FormViewContextValue } from "./form-context";
import { ErrorSummary } from "./ErrorSummary";
import styles from "./Form.module.css";

export interface NoScriptCheck {
  question: string;
  token: string;
}

export interface FormViewProps {
  definition: ClientFormDefinition;
  brand: string;
  locale: Locale;
  moduleId: string;
  captcha: CaptchaConfig;
  /** Unique on the page: prefixes every field id. */
  idPrefix: string;
  defaultValues: FieldValues;
  /** A draft's errors and message (the no-JavaScript path), shown until the visitor changes the field. */
  initialErrors?: FieldErrors;
  initialMessage?: string;
  /** The server-rendered check a browser without JavaScript answers instead of the widget (draft page only). */
  noScriptCheck?: NoScriptCheck;
  /** The page to come back to; defaults to the current path. */
  returnTo?: string;
  /** The idempotency key when the page is rendered per request; else made in the browser once hydrated. */
  submissionKey?: string;
  labelledBy?: string;
  /** Field labels by path, so the error summary says which field each error is about. */
  fieldLabels?: Record<string, string>;
  /** The submit button's text (default: forms.send). */
  submitLabel?: string;
  /**
   * Forms without a confirmation page (F9, F14): what replaces the form once accepted (with JavaScript), given the
   * reference. Without it an accepted form opens the answer's confirmationUrl.
   */
  renderSent?: (reference: string) => ReactNode;
  children: ReactNode;
}

const noSubscription = () => () => {};
/** False in the server's HTML (and so for a browser without JavaScript), true once React runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/** A draft's values over the form's defaults, for the form's own fields only (a draft may hold anything that was posted). */
export function withDraft(defaults: FieldValues, values: FieldValues | undefined): FieldValues {
  if (!values) return defaults;
  const merged = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const value = values[key];
    if (typeof value === "string" || typeof value === "boolean") merged[key] = value;
  }
  return merged;
}

function firstInvalid(form: HTMLFormElement | null): HTMLElement | null {
  return form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]') ?? null;
}

export function FormView({ definition, brand, locale, moduleId, captcha, idPrefix, defaultValues, initialErrors = {}, initialMessage, noScriptCheck, returnTo, submissionKey: initialKey, labelledBy, fieldLabels = {}, submitLabel, renderSent, children }: FormViewProps) {
  const t = useTranslations("forms");
  const te = useTranslations("form-errors");
  const router = useRouter();
  const pathname = usePathname();
  const formRef = useRef<HTMLFormElement>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const submissionKey = useRef<HTMLInputElement>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(initialErrors);
  const [message, setMessage] = useState(initialMessage ?? "");
  const [pending, setPending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const hydrated = useHydrated();
  const [sentReference, setSentReference] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sentReference) sentRef.current?.focus();
  }, [sentReference]);

  // One key per filled form, made in the browser: the page itself is cached and shared, so it cannot carry one.
  useEffect(() => {
    if (submissionKey.current && !submissionKey.current.value) submissionKey.current.value = crypto.randomUUID();
  }, []);

  const resolver: Resolver<FieldValues> = useCallback(
    async (values, _context, options) => {
      // A file field is known to react-hook-form (its label and error come through useField) but is no schema field:
      // its bytes travel only in the multipart body, checked by the server.
      const fields = { ...values };
      for (const name of Object.keys(definition.files ?? {})) delete fields[name];
      let schema: z.ZodType;
      try {
        schema = await definition.schema();
      } catch {
        // The schema's code could not be loaded (the network): the post goes, and the server's checks answer.
        return { values, errors: {} };
      }
      const result = await schema.safeParseAsync(fields);
      if (result.success) return { values: result.data as FieldValues, errors: {} };
      // Our own mapping instead of zodResolver's: it carries the issue's limits ({maximum}) into the translated text.
      const texts = translateIssues(result.error.issues, (key, params) => te(key, params), localeIso(locale));
      const flat = Object.fromEntries(Object.entries(texts).map(([path, text]) => [path, { type: "validation", message: text }]));
      return { values: {}, errors: toNestErrors(flat, options) };
    },
    [definition, te, locale],
  );

  const form = useForm<FieldValues>({ defaultValues, resolver, mode: "onBlur", reValidateMode: "onChange", shouldFocusError: false });

  const clearServerError = useCallback((name: string) => {
    setServerErrors((errors) => {
      if (!(name in errors)) return errors;
      const rest = { ...errors };
      delete rest[name];
      return rest;
    });
  }, []);

  // Focus goes to the first invalid field once the errors are on screen (DOM order, not registration order). The
  // request and react-hook-form's errors may reach the screen in different renders, so each render looks once asked.
  const focusPending = useRef(false);
  useEffect(() => {
    if (focusRequest > 0) focusPending.current = true;
  }, [focusRequest]);
  useEffect(() => {
    if (!focusPending.current) return;
    const target = firstInvalid(formRef.current);
    if (target) {
      focusPending.current = false;
      target.focus();
    }
  });

  async function send() {
    const element = formRef.current;
    if (!element) return;
    setPending(true);
    setMessage("");
    try {
      const captchaValue = await captchaRef.current?.solve();
      const body = new FormData(element);
      if (!body.get(ENVELOPE_FIELDS.submissionKey)) body.set(ENVELOPE_FIELDS.submissionKey, crypto.randomUUID());
      if (captchaValue) body.set(ENVELOPE_FIELDS.captcha, captchaValue);
      // Multipart only for a form with files (the API answers 415 otherwise), as the browser would post it.
      const payload = definition.files ? body : new URLSearchParams([...body.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
      const response = await fetch(element.action, { method: "POST", body: payload, headers: { Accept: "application/json" } });
      const answer = (await response.json().catch(() => undefined)) as SubmitAnswer | undefined;
      const outcome = answerOutcome(response.status, answer);
      if (outcome.kind === "accepted") {
        if (renderSent) {
          setSentReference(outcome.reference);
          return;
        }
        if (outcome.confirmationUrl) {
          router.push(outcome.confirmationUrl);
          return;
        }
        setMessage(outcome.message);
        form.reset(defaultValues);
        if (submissionKey.current) submissionKey.current.value = crypto.randomUUID();
      } else if (outcome.kind === "fieldErrors") {
        for (const [path, text] of Object.entries(outcome.fieldErrors)) form.setError(path, { type: "server", message: text });
        setMessage(outcome.message);
        setFocusRequest((n) => n + 1);
        captchaRef.current?.reset();
      } else {
        setMessage(outcome.message || t("unexpected"));
        captchaRef.current?.reset();
      }
    } catch {
      setMessage(t("network"));
    } finally {
      setPending(false);
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (pending) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(send, () => setFocusRequest((n) => n + 1))(event);
  };

  const errorEntries = collectErrors(form.formState.errors, serverErrors);
  const summaryVisible = form.formState.submitCount > 0 || Object.keys(initialErrors).length > 0;

  if (sentReference && renderSent) {
    return (
      <div ref={sentRef} tabIndex={-1} role="status" aria-live="polite" data-form-sent={definition.id}>
        {renderSent(sentReference)}
      </div>
    );
  }

  return (
    <FormViewContextValue.Provider value={{ idPrefix, locale, serverErrors, clearServerError }}>
      <FormProvider {...form}>
        <form
          ref={formRef}
          className={styles.form}
          method="post"
          action={`/api/forms/${definition.id}`}
          encType={definition.files ? "multipart/form-data" : "application/x-www-form-urlencoded"}
          noValidate
          onSubmit={onSubmit}
          // The visitor starts on the form (ADR 75): its checks (the schema, zod) load on the first focus, before the first
          // blur asks for them; the captcha's code on the first focus or pointer.
          onFocus={() => {
            void definition.schema().catch(() => undefined);
            captchaRef.current?.prepare();
          }}
          onPointerOver={() => captchaRef.current?.prepare()}
          onPointerDown={() => captchaRef.current?.prepare()}
          aria-labelledby={labelledBy}
          aria-busy={pending || undefined}
        >
          <input type="hidden" name={ENVELOPE_FIELDS.brand} value={brand} />
          <input type="hidden" name={ENVELOPE_FIELDS.locale} value={locale} />
          <input type="hidden" name={ENVELOPE_FIELDS.moduleId} value={moduleId} />
          {/* No value prop without a key from the server: React would reset a hidden input's value on every render. */}
          <input ref={submissionKey} type="hidden" name={ENVELOPE_FIELDS.submissionKey} {...(initialKey ? { defaultValue: initialKey } : {})} />
          <input type="hidden" name={ENVELOPE_FIELDS.returnTo} value={sameSitePath(returnTo) ?? pathname} />
          <div className={styles.honeypot} aria-hidden="true">
            <label htmlFor={`${idPrefix}-${ENVELOPE_FIELDS.honeypot}`}>{t("honeypot")}</label>
            <input id={`${idPrefix}-${ENVELOPE_FIELDS.honeypot}`} type="text" name={ENVELOPE_FIELDS.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>

          <ErrorSummary visible={summaryVisible} errors={errorEntries} labels={fieldLabels} idPrefix={idPrefix} />
          <p className={styles.notice} role="status" aria-live="polite">
            {message}
          </p>

          {children}

          {noScriptCheck && !hydrated ? (
            // Not in <noscript>: the question must be part of the form whenever no script has taken the form over.
            <div className={styles.field}>
              <input type="hidden" name={ENVELOPE_FIELDS.captcha} value={noScriptCheck.token} />
              <label htmlFor={`${idPrefix}-captchaAnswer`} className={styles.label}>
                {noScriptCheck.question}
              </label>
              <input id={`${idPrefix}-captchaAnswer`} className={styles.control} name={ENVELOPE_FIELDS.captchaAnswer} type="text" inputMode="numeric" autoComplete="off" required />
            </div>
          ) : null}
          <Captcha ref={captchaRef} config={captcha} locale={locale} formId={definition.id} idPrefix={idPrefix} />

          <div className={styles.actions}>
            <button type="submit" className="btn btn-primary" aria-disabled={pending || undefined}>
              {pending ? t("sending") : (submitLabel ?? t("send"))}
            </button>
          </div>
        </form>
      </FormProvider>
    </FormViewContextValue.Provider>
  );
}

/** Every error on screen, browser checks first, in the order of the fields. */
export function collectErrors(errors: Record<string, unknown>, serverErrors: Record<string, string>): [string, string][] {
  const found = new Map<string, string>();
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== "object") return;
    const message = (node as { message?: unknown }).message;
    if (typeof message === "string" && path) {
      found.set(path, message);
      return;
    }
    for (const [key, child] of Object.entries(node)) if (key !== "ref") walk(child, path ? `${path}.${key}` : key);
  };
  walk(errors, "");
  for (const [name, text] of Object.entries(serverErrors)) if (!found.has(name) && name !== "_form") found.set(name, text);
  return [...found];
}
