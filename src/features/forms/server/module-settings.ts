// The settings of the CMS module (C3) a form was placed with: the contact form's address lists, the lead form's fields.
// Read by the pipeline (routing, the lead's schema) and by the draft page (the lead's fields and required marks). Every
// submission names its module, so each read is held for a few seconds (ADR 34): a burst of submissions reads the CMS
// once, not once each.
import type { Locale } from "@/config/locales";
import { getContentSource } from "@/features/content/server";
import { recentReads } from "@/platform/cache/recent-reads";
import { logger } from "@/platform/logging/logger";
import { FORM_OF_MODULE, type FormId } from "../model";

/** Modules held at once: the site places a few dozen; ids a client makes up take turns in what is left. */
const MODULES_HELD = 500;

const recentModule = recentReads(
  (key: string) => {
    const [locale, moduleId] = JSON.parse(key) as [Locale, string];
    return getContentSource().getDynamicModule(moduleId, { locale });
  },
  { max: MODULES_HELD },
);

/** The module's settings when `moduleId` names a module of this form; undefined otherwise or when the CMS fails. */
export async function formModuleSettings(moduleId: string | undefined, formId: FormId, locale: Locale): Promise<Record<string, unknown> | undefined> {
  if (!moduleId) return undefined;
  try {
    const found = await recentModule(JSON.stringify([locale, moduleId]));
    return found && FORM_OF_MODULE[found.module] === formId ? found.settings : undefined;
  } catch (error) {
    // Routing falls back to the brand's addresses: a CMS hiccup never costs a submission.
    logger.warn({ err: error, moduleId }, "forms: module settings could not be read");
    return undefined;
  }
}
