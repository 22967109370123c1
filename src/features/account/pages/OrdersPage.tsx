// A6 my-account/orders: the account's quote requests and warranty registrations on this brand's site, newest first,
// with reference (to its detail), date, kind, status and contents.
import { getTranslations } from "next-intl/server";
import { sitePath } from "@/platform/routing/urls";
import { accountPath } from "../area";
import { linesSummary, sentAt } from "../orders/model";
import { accountOrders } from "../orders/server/queries";
import { accountPage, accountPageMetadata } from "../server/page";
import styles from "../components/Account.module.css";
import type { AccountPageProps } from "./props";

export async function ordersMetadata({ params }: AccountPageProps) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "my-account" });
  return accountPageMetadata(t("orders.title"));
}

export async function OrdersPage({ params, searchParams }: AccountPageProps) {
  const [route, query] = await Promise.all([params, searchParams]);
  const { brand, locale, session } = await accountPage(route, (l) => accountPath(route.brand, l, "orders"), query);
  const t = await getTranslations({ locale, namespace: "my-account" });
  const orders = await accountOrders(session.subject, brand.brandDirectory);
  const dir = brand.brandDirectory;

  return (
    <>
      <h1 id="orders-title">{t("orders.title")}</h1>
      <p className={styles.intro}>{t("orders.intro")}</p>
      {orders.length === 0 ? (
        <>
          <p>{t("orders.empty")}</p>
          <p>
            <a className="btn btn-primary" href={sitePath(dir, locale, "request-quote")}>
              {t("orders.requestQuote")}
            </a>
          </p>
        </>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby="orders-title">
            <thead>
              <tr>
                <th scope="col">{t("orders.reference")}</th>
                <th scope="col">{t("orders.date")}</th>
                <th scope="col">{t("orders.type")}</th>
                <th scope="col">{t("orders.status")}</th>
                <th scope="col">{t("orders.contents")}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => {
                const date = sentAt(order.createdAt, locale);
                const { shown, more } = linesSummary(order.lines);
                return (
                  <tr key={order.reference}>
                    <th scope="row">
                      <a href={accountPath(dir, locale, "orders", order.reference)}>{order.reference}</a>
                    </th>
                    <td>
                      <time dateTime={date.iso}>{date.text}</time>
                    </td>
                    <td>{t(`orders.forms.${order.formId}`)}</td>
                    <td>{t(`orders.statuses.${order.status}`)}</td>
                    <td>
                      {shown.length
                        ? t("orders.linesWithItems", { lines: t("orders.lines", { count: order.lines.length }), items: `${shown.join(", ")}${more ? ", …" : ""}` })
                        : t("orders.lines", { count: order.lines.length })}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
