// The notice an action leaves for the page it returns to (`?notice=address-added`), shown once as a status message;
// or the message of a refused post without JavaScript. Unknown notices show nothing.
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import styles from "./Account.module.css";

export const NOTICES = ["profile-saved", "address-added", "address-saved", "address-deleted", "address-default"] as const;

export async function AccountNotice({ locale, notice, problem }: { locale: Locale; notice?: string | string[]; problem?: string }) {
  const t = await getTranslations({ locale, namespace: "my-account" });
  const key = typeof notice === "string" && (NOTICES as readonly string[]).includes(notice) ? notice : undefined;
  return (
    <>
      <p className={problem ? styles.problem : "visually-hidden"} role="alert">
        {problem ?? ""}
      </p>
      <p className={key ? styles.notice : "visually-hidden"} role="status">
        {key ? t(`notices.${key}`) : ""}
      </p>
    </>
  );
}
