// Brand colours as CSS custom properties on <body> (B2).
import type { CSSProperties } from "react";
import type { Brand } from "./model";

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function safeColor(value: string, fallback: string): string {
  return HEX.test(value) ? value : fallback;
}

export function brandThemeStyle(brand: Pick<Brand, "primaryColor" | "primaryColorInvert" | "brandPrimaryColorForFooter">): CSSProperties {
  return {
    "--brand-primary": safeColor(brand.primaryColor, "#0b4f8a"),
    "--brand-primary-invert": safeColor(brand.primaryColorInvert, "#ffffff"),
    "--brand-footer": safeColor(brand.brandPrimaryColorForFooter, "#062c4d"),
  } as CSSProperties;
}
