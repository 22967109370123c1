"use client";
// What every field of a FormView reads: ids derived from the form's, its error text (the browser's check, the API's
// answer or the draft's), and react-hook-form's registration.
import { createContext, useContext } from "react";
import { useFormContext, type FieldValues, type UseFormReturn } from "react-hook-form";
import type { Locale } from "@/config/locales";

export interface FormViewContext {
  idPrefix: string;
  locale: Locale;
  /** Errors that came with the page (a draft) or from the API, shown until the field is changed. */
  serverErrors: Record<string, string>;
  clearServerError: (name: string) => void;
}

export const FormViewContextValue = createContext<FormViewContext | null>(null);

export function fieldId(idPrefix: string, name: string): string {
  return `${idPrefix}-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

function valueAt(values: Record<string, unknown>, name: string): unknown {
  let node: unknown = values;
  for (const part of name.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function errorAt(errors: Record<string, unknown>, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  const message = node && typeof node === "object" ? (node as { message?: unknown }).message : undefined;
  return typeof message === "string" && message !== "" ? message : undefined;
}

/** A field's ids, error and registration; `describedBy` lists the hint and the error when they are shown. */
export function useField(name: string, { hasHint = false }: { hasHint?: boolean } = {}) {
  const context = useContext(FormViewContextValue);
  if (!context) throw new Error("a form field is rendered outside a FormView");
  const form = useFormContext<FieldValues>() as UseFormReturn<FieldValues>;
  const id = fieldId(context.idPrefix, name);
  const error = errorAt(form.formState.errors, name) ?? context.serverErrors[name];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hasHint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  const registration = form.register(name, {
    onChange: () => context.clearServerError(name),
  });
  // Rendered into the HTML too: react-hook-form sets values only once hydrated, and a browser without JavaScript never does.
  const initial = valueAt(form.formState.defaultValues ?? {}, name);
  return { id, hintId, errorId, error, describedBy, registration, form, locale: context.locale, initial };
}
