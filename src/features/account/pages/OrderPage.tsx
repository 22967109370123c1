// A6 my-account/orders/{reference}: one request of the account; another account's reference (or another brand's, or
// one that does not exist) is a 404 (A7).
import { Fragment } from "react";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { countryName, regionOptions } from "@/features/forms";
import { accountPath } from "../area";
import { sentAt } from "../orders/model";
import { accountOrder } from "../orders/server/queries";
import { accountPage, accountPageMetadata } from "../server/page";
import styles from "../components/Account.module.css";
import type { AccountItemPageProps } from "./props";

export async function orderMetadata({ params }: AccountItemPageProps<"reference">) {
  const { locale, reference } = await params;
  const t = await getTranslations({ locale, namespace: "my-account" });
  return accountPageMetadata(`${t("orders.title")}: ${reference.slice(0, 20)}`);
}

const DETAIL_ORDER = ["projectName", "neededBy", "company", "shipToCountry", "shipToRegion", "comments", "dateCode", "purchaseDate", "purchaseStore", "purchaseCity", "installer", "installerName"] as const;

export async function OrderPage({ params, searchParams }: AccountItemPageProps<"reference">) {
  const [route, query] = await Promise.all([params, searchParams]);
  const { brand, locale, session } = await accountPage(route, (l) => accountPath(route.brand, l, "orders", route.reference), query);
  const order = await accountOrder(session.subject, brand.brandDirectory, route.reference);
  if (!order) notFound();
  const t = await getTranslations({ locale, namespace: "my-account" });
  const tw = await getTranslations({ locale, namespace: "forms-products.warranty" });
  const date = sentAt(order.createdAt, locale);
  const country = order.details.shipToCountry ?? "";
  const detailText = (name: string, value: string) => {
    if (name === "shipToCountry") return countryName(value, locale);
    if (name === "shipToRegion") return regionOptions(country, locale).find((region) => region.code === value)?.name ?? value;
    if (name === "installer" && tw.has(`installers.${value}`)) return tw(`installers.${value}`);
    return value;
  };

  return (
    <>
      <p>
        <a href={accountPath(brand.brandDirectory, locale, "orders")}>{t("orders.back")}</a>
      </p>
      <h1>{t("orders.detailTitle", { type: t(`orders.forms.${order.formId}`), reference: order.reference })}</h1>
      <dl className={styles.facts}>
        <dt>{t("orders.date")}</dt>
        <dd>
          <time dateTime={date.iso}>{date.text}</time>
        </dd>
        <dt>{t("orders.status")}</dt>
        <dd>{t(`orders.statuses.${order.status}`)}</dd>
        {DETAIL_ORDER.filter((name) => order.details[name]).map((name) => (
          <Fragment key={name}>
            <dt>{t(`orders.details.${name}`)}</dt>
            <dd>{detailText(name, order.details[name]!)}</dd>
          </Fragment>
        ))}
      </dl>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t("orders.contents")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("orders.catalogNumber")}</th>
              <th scope="col">{t("orders.quantity")}</th>
              <th scope="col">{t("orders.note")}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={index}>
                <td>{line.catalogNumber}</td>
                <td>{line.quantity}</td>
                <td>{line.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
