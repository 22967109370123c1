// Two-column layout options (C3) as CSS: column ratio and gap.
import type { CSSProperties } from "react";
import type { TwoColumnLayoutBlock } from "@/features/content/model";

const TEMPLATES: Record<TwoColumnLayoutBlock["layout"], string> = {
  "1:1": "1fr 1fr",
  "1:2": "1fr 2fr",
  "2:1": "2fr 1fr",
  "1:3": "1fr 3fr",
  "3:1": "3fr 1fr",
};

const GAPS: Record<TwoColumnLayoutBlock["gap"], string> = {
  none: "0",
  small: "var(--space-3)",
  medium: "var(--space-5)",
  large: "var(--space-7)",
};

export function twoColumnStyle(layout: TwoColumnLayoutBlock["layout"], gap: TwoColumnLayoutBlock["gap"]): CSSProperties {
  return { "--columns-template": TEMPLATES[layout] ?? TEMPLATES["1:1"], "--columns-gap": GAPS[gap] ?? GAPS.medium } as CSSProperties;
}
