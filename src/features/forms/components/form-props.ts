// What the server hands each form's client component, on a CMS page (a module) or on the draft page.
import type { FieldValues } from "react-hook-form";
import type { Locale } from "@/config/locales";
import type { FieldErrors } from "../model";
import type { CountryOption } from "../fields/countries";
import type { CaptchaConfig } from "./Captcha";
import type { NoScriptCheck } from "./FormView";
import type { LeadMessageLabel } from "../definitions/choices";

export interface FormComponentProps {
  brand: string;
  locale: Locale;
  moduleId: string;
  captcha: CaptchaConfig;
  /** The country list in the page's language (names from the server's ICU, so the browser's cannot differ). */
  countries: readonly CountryOption[];
  /** The brand's market: the first guess of the country and of the phone's country. */
  defaultCountry: string;
  idPrefix: string;
  labelledBy?: string;
  /** A draft's values, errors and message (the no-JavaScript path). */
  values?: FieldValues;
  errors?: FieldErrors;
  message?: string;
  noScriptCheck?: NoScriptCheck;
  returnTo?: string;
  /** The idempotency key, when the page is rendered per request (the draft page); else made in the browser. */
  submissionKey?: string;
  /** The CMS module's field choices, for a form whose fields it chooses (F14 lead: `fields`, `required`, `messageLabel`). */
  settings?: { fields: string; required: string; messageLabel: LeadMessageLabel };
}

/** The part of FormView's props every form passes through unchanged from what the server handed it. */
export function passedFormViewProps(props: FormComponentProps) {
  const { brand, locale, moduleId, captcha, idPrefix, labelledBy, errors, message, noScriptCheck, returnTo, submissionKey } = props;
  return { brand, locale, moduleId, captcha, idPrefix, labelledBy, initialErrors: errors, initialMessage: message, noScriptCheck, returnTo, submissionKey };
}
