// redirectRule entry -> RedirectRule (R12); rules without both paths are dropped.
import type { RedirectRule } from "@/features/content/model";
import { oneOf, text, type CfEntry } from "./entry-shape";

export function mapRedirectRule(entry: CfEntry): RedirectRule | undefined {
  const from = text(entry.fields, "from");
  const to = text(entry.fields, "to");
  if (!from || !to) return undefined;
  return { id: entry.sys.id, from, to, status: oneOf(entry.fields.status, [301, 302] as const, 301) };
}
