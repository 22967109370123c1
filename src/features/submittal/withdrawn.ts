// Documents that are withdrawn (under revision) and cannot go into a package (F15, ADR 59). In production the
// document store says so (a DAM answers 404 for a withdrawn file); the embedded catalogue has no such state, so its
// default withdraws every document of the families numbered a multiple of 100 (F00100, F00200, ...: 59 of 5,954
// families, e.g. catalogue number GR116-BK-25PK), so that a package shows the failure path deterministically, offline.
// SUBMITTAL_WITHDRAWN_DOCUMENTS overrides it: `none`, or a comma-separated list of document ids.

export type WithdrawnRule = (documentId: string) => boolean;

const FAMILY = /-F(\d{5})$/u;

export function withdrawnRule(env: Record<string, string | undefined> = process.env): WithdrawnRule {
  const setting = env.SUBMITTAL_WITHDRAWN_DOCUMENTS?.trim();
  if (setting === "none") return () => false;
  if (setting) {
    const ids = new Set(setting.split(",").map((id) => id.trim().toUpperCase()).filter(Boolean));
    return (id) => ids.has(id.toUpperCase());
  }
  if ((env.CATALOG_SOURCE ?? "local") !== "local") return () => false;
  return (id) => {
    const family = FAMILY.exec(id)?.[1];
    return family !== undefined && Number(family) % 100 === 0;
  };
}
