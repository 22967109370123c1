// The settings of the CMS module (C3) a form was placed with: the contact form's address lists, the lead form's fields.
// Read by the pipeline (routing, the lead's schema) and by the draft page (the lead's fields and required marks).
import type { Locale } from "@/config/locales";
import { getContentSource } from "@/features/content/server";
import { logger } from "@/platform/logging/logger";
import { FORM_OF_MODULE, type FormId } from "../model";

/** The module's settings when `moduleId` names a module of this form; undefined otherwise or when the CMS fails. */
export async function formModuleSettings(moduleId: string | undefined, formId: FormId, locale: Locale): Promise<Record<string, unknown> | undefined> {
  if (!moduleId) return undefined;
  try {
    const found = await getContentSource().getDynamicModule(moduleId, { locale });
    return found && FORM_OF_MODULE[found.module] === formId ? found.settings : undefined;
  } catch (error) {
    // Routing falls back to the brand's addresses: a CMS hiccup never costs a submission.
    logger.warn({ err: error, moduleId }, "forms: module settings could not be read");
    return undefined;
  }
}
