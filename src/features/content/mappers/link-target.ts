// JSON link target fields ({label, url, external?, variant?}) -> LinkTarget.
import type { LinkTarget } from "@/features/content/model";
import { oneOf } from "./entry-shape";

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\//i;

export function mapLinkTarget(value: unknown): LinkTarget | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.url !== "string" || v.url === "") return undefined;
  const target: LinkTarget = {
    label: typeof v.label === "string" ? v.label : "",
    url: v.url,
    external: typeof v.external === "boolean" ? v.external : ABSOLUTE_URL.test(v.url),
  };
  if (v.variant !== undefined) target.variant = oneOf(v.variant, ["primary", "secondary", "link"] as const, "primary");
  return target;
}

export function mapLinkTargets(value: unknown): LinkTarget[] {
  return Array.isArray(value) ? value.map(mapLinkTarget).filter((t): t is LinkTarget => t !== undefined) : [];
}
