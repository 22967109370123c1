"use client";
// A form of the field kit that is not a dynamic module (the account area's profile and addresses, issue 14): the same
// fields, browser checks with the same zod schema, error summary and focus handling as FormView, posted to any of the
// site's endpoints. The schema (zod) loads on the first focus in the form, not with the page (ADR 75). A real
// <form method="post">, so it works without JavaScript; with it the post goes by fetch and the endpoint's JSON answer
// ({ message, fieldErrors?, location? }) puts errors back in place or opens `location`.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { FormProvider, useForm, type FieldValues, type Resolver } from "react-hook-form";
import { toNestErrors } from "@hookform/resolvers";
import type { z } from "@/platform/validation/zod";
import type { Locale } from "@/config/locales";
import type { FieldErrors } from "../model";
import { translateIssues } from "../errors";
import { sameSitePath } from "../submit-answer";
import { FormViewContextValue } from "./form-context";
import { collectErrors } from "./FormView";
import { ErrorSummary } from "./ErrorSummary";
import styles from "./Form.module.css";

/** What an endpoint a SchemaForm posts to answers a fetch (Accept: application/json). */
export interface SchemaFormAnswer {
  message?: string;
  fieldErrors?: FieldErrors;
  /** A same-site path to open once accepted (2xx). */
  location?: string;
}

export interface SchemaFormProps {
  /** The schema's loader (`lazySchema(() => import(...))`): zod comes when the visitor starts on the form. */
  schema: () => Promise<z.ZodType>;
  /** The endpoint (a same-site path) the form posts to. */
  action: string;
  locale: Locale;
  /** Unique on the page: prefixes every field id. */
  idPrefix: string;
  defaultValues: FieldValues;
  /** Posted besides the fields (not part of the schema): `returnTo`, `locale`, `brand`. */
  hidden?: Record<string, string>;
  /** Errors and message that came with the page (a refused post without JavaScript). */
  initialErrors?: FieldErrors;
  initialMessage?: string;
  labelledBy?: string;
  fieldLabels?: Record<string, string>;
  submitLabel: string;
  /** Shown beside the submit button (a cancel link). */
  secondaryAction?: ReactNode;
  children: ReactNode;
}

const noSubscription = () => () => {};

export function SchemaForm({ schema, action, locale, idPrefix, defaultValues, hidden = {}, initialErrors = {}, initialMessage, labelledBy, fieldLabels = {}, submitLabel, secondaryAction, children }: SchemaFormProps) {
  const t = useTranslations("forms");
  const te = useTranslations("form-errors");
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(initialErrors);
  const [message, setMessage] = useState(initialMessage ?? "");
  const [pending, setPending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  // Marks the form once React runs it (its checks and fetch post): before that a post is the plain one.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);

  const resolver: Resolver<FieldValues> = useCallback(
    async (values, _context, options) => {
      // A schema that cannot load (the network) lets the post go: the endpoint's checks answer with the same errors.
      const loaded = await schema().catch(() => undefined);
      if (!loaded) return { values, errors: {} };
      const result = await loaded.safeParseAsync(values);
      if (result.success) return { values: result.data as FieldValues, errors: {} };
      const texts = translateIssues(result.error.issues, (key, params) => te(key, params));
      const flat = Object.fromEntries(Object.entries(texts).map(([path, text]) => [path, { type: "validation", message: text }]));
      return { values: {}, errors: toNestErrors(flat, options) };
    },
    [schema, te],
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

  // As FormView: focus the first invalid field once its error is on screen.
  const focusPending = useRef(Object.keys(initialErrors).length > 0);
  useEffect(() => {
    if (focusRequest > 0) focusPending.current = true;
  }, [focusRequest]);
  useEffect(() => {
    if (!focusPending.current) return;
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
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
      const body = new URLSearchParams([...new FormData(element).entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
      const response = await fetch(element.action, { method: "POST", body, headers: { Accept: "application/json" } });
      const answer = (await response.json().catch(() => undefined)) as SchemaFormAnswer | undefined;
      if (response.ok) {
        // Opening the answer's page renders it afresh (the pages that use this form are dynamic); a refresh after the
        // push would cancel it.
        const location = sameSitePath(answer?.location);
        if (location) router.push(location);
        else {
          setMessage(answer?.message ?? "");
          router.refresh();
        }
        return;
      }
      const fieldErrors = answer?.fieldErrors && typeof answer.fieldErrors === "object" ? answer.fieldErrors : {};
      for (const [path, text] of Object.entries(fieldErrors)) if (typeof text === "string") form.setError(path, { type: "server", message: text });
      setMessage(answer?.message || t("unexpected"));
      if (Object.keys(fieldErrors).length > 0) setFocusRequest((n) => n + 1);
    } catch {
      setMessage(t("network"));
    } finally {
      setPending(false);
    }
  }

  // The first focus inside the form starts the schema's load, before the first blur asks for it.
  const prepare = () => void schema().catch(() => undefined);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (pending) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(send, () => setFocusRequest((n) => n + 1))(event);
  };

  const errorEntries = collectErrors(form.formState.errors, serverErrors);
  const summaryVisible = form.formState.submitCount > 0 || Object.keys(initialErrors).length > 0;

  return (
    <FormViewContextValue.Provider value={{ idPrefix, locale, serverErrors, clearServerError }}>
      <FormProvider {...form}>
        <form ref={formRef} className={styles.form} method="post" action={action} noValidate onSubmit={onSubmit} onFocus={prepare} aria-labelledby={labelledBy} aria-busy={pending || undefined} data-hydrated={hydrated || undefined}>
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <ErrorSummary visible={summaryVisible} errors={errorEntries} labels={fieldLabels} idPrefix={idPrefix} />
          <p className={styles.notice} role="status" aria-live="polite">
            {message}
          </p>
          {children}
          <div className={styles.actions}>
            <button type="submit" className="btn btn-primary" aria-disabled={pending || undefined}>
              {submitLabel}
            </button>
            {secondaryAction}
          </div>
        </form>
      </FormProvider>
    </FormViewContextValue.Provider>
  );
}
