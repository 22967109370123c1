// A navigation entry's text with its icon (N3), drawn from the icons' sprite with <use> (ADR 72): no icon font, no
// client JavaScript, and about 100 bytes of HTML where the inline drawing was its paths twice (markup and RSC payload).
// The icon is decorative: the entry's title names the link.
import type { ReactNode } from "react";
import { NAV_ICON_SPRITE_URL, type EntryLook } from "../presentation";
import styles from "./EntryLabel.module.css";

export function EntryLabel({ title, look }: { title: ReactNode; look: EntryLook }) {
  if (!look.icon) return <>{title}</>;
  const icon = (
    <svg className={styles.icon} width="16" height="16" aria-hidden="true" focusable="false">
      <use href={`${NAV_ICON_SPRITE_URL}#${look.icon.name}`} />
    </svg>
  );
  return (
    <span className={styles.label}>
      {look.icon.position === "left" ? icon : null}
      <span>{title}</span>
      {look.icon.position === "right" ? icon : null}
    </span>
  );
}
