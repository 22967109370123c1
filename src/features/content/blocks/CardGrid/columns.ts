// Card grid columns (C3): desktop columns from the editor, mobile columns default 1 (spec §9).
import type { CSSProperties } from "react";
import { CARD_MOBILE_COLUMNS_DEFAULT } from "@/config/constants";

export function gridColumnsStyle(columns: number, mobileColumns?: number): CSSProperties {
  const desktop = [2, 3, 4].includes(columns) ? columns : 3;
  const mobile = mobileColumns === 1 || mobileColumns === 2 ? mobileColumns : CARD_MOBILE_COLUMNS_DEFAULT;
  return { "--columns": desktop, "--mobile-columns": mobile } as CSSProperties;
}

/** `sizes` of a card image in a grid of this many columns on wide screens. */
export function cardImageSizes(columns: number, mobileColumns: number = CARD_MOBILE_COLUMNS_DEFAULT): string {
  return `(max-width: 768px) ${Math.round(100 / mobileColumns)}vw, ${Math.round(1200 / columns)}px`;
}
