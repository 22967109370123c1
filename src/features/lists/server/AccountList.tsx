// An account's list on its page (A4): the lines with live product data, rendered on the server and edited by the
// client island; the export, quote, submittal and share actions beside them.
import "server-only";
import { getTranslations } from "next-intl/server";
import type { Brand } from "@/features/brand";
import type { Locale } from "@/config/locales";
import { sitePath } from "@/platform/routing/urls";
import { exportHref } from "../client/api";
import { AccountListView } from "../components/AccountListView";
import { withProducts } from "./detail";
import { ListsMessages } from "./ListsMessages";
import { listInfo } from "./share-link";
import { listLines, type StoredList } from "./store";

export async function AccountList({ brand, locale, list }: { brand: Brand; locale: Locale; list: StoredList }) {
  const dir = brand.brandDirectory;
  const [t, tl, { lines, catalogAnswered }] = await Promise.all([
    getTranslations({ locale, namespace: "lists-pages" }),
    getTranslations({ locale, namespace: "lists" }),
    listLines(list.id).then((stored) => withProducts(stored, brand, locale)),
  ]);
  const name = list.isDefault ? tl("myList") : list.name;
  return (
    <ListsMessages>
      <AccountListView
        // A refresh after a change made elsewhere (the sign-in merge) starts the island again from the stored lines.
        key={list.updatedAt.toISOString()}
        brand={dir}
        locale={locale}
        list={listInfo(list, locale)}
        initialLines={lines}
        catalogAnswered={catalogAnswered}
        caption={t("detail.caption", { name })}
        exportLinks={{ csv: exportHref(list.id, "csv", locale), excel: exportHref(list.id, "excel", locale) }}
        submittalHref={sitePath(dir, locale, `my-account/lists/${list.id}/submittal`)}
        emptyText={t("detail.empty")}
      />
    </ListsMessages>
  );
}
