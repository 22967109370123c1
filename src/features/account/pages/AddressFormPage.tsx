// A5 my-account/address-book/new and my-account/address-book/{id}: the address form, empty (the account's country
// first: the locale's home market) or with one of the account's addresses; another account's id is a 404 (A7).
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { countryOptions, formatPhone, REGION_COUNTRIES, regionOptions } from "@/features/forms";
import { mapsClientConfig } from "@/platform/maps";
import { accountPath } from "../area";
import { AccountNotice } from "../components/AccountNotice";
import { AddressForm } from "../addresses/components/AddressForm";
import { findAddress } from "../addresses/server/store";
import { HOME_COUNTRY } from "../profile/model";
import { accountPage, accountPageMetadata } from "../server/page";
import { readFormFlash } from "../server/form-flash";
import { isAddressId } from "../addresses/model";
import type { AccountItemPageProps } from "./props";

export async function addressFormMetadata({ params }: AccountItemPageProps<"id">) {
  const { locale, id } = await params;
  const t = await getTranslations({ locale, namespace: "my-account" });
  return accountPageMetadata(t(id === "new" ? "addresses.addTitle" : "addresses.editTitle"));
}

export async function AddressFormPage({ params, searchParams }: AccountItemPageProps<"id">) {
  const [route, query] = await Promise.all([params, searchParams]);
  const id = route.id;
  const adding = id === "new";
  // A malformed id is no address of anyone: 404 before asking who is signed in.
  if (!adding && !isAddressId(id)) notFound();
  const { brand, locale, session } = await accountPage(route, (l) => accountPath(route.brand, l, "address-book", id), query);
  const t = await getTranslations({ locale, namespace: "my-account" });
  const address = adding ? undefined : await findAddress(session.subject, id);
  if (!adding && !address) notFound();
  const flash = await readFormFlash(adding ? "address:new" : `address:${id}`, session.subject);
  const home = HOME_COUNTRY[locale];
  const values: Record<string, string | boolean> = address
    ? { label: address.label, recipient: address.recipient, company: address.company, line1: address.line1, line2: address.line2, city: address.city, country: address.country, region: address.region, postalCode: address.postalCode, phone: address.phone ? formatPhone(address.phone, address.country) : "", isDefault: address.isDefault }
    : { label: "", recipient: session.name, company: "", line1: "", line2: "", city: "", country: home, region: "", postalCode: "", phone: "", isDefault: false };
  for (const [name, value] of Object.entries(flash?.values ?? {})) if (name in values && (typeof value === "string" || typeof value === "boolean")) values[name] = value;
  const dir = brand.brandDirectory;
  const title = t(adding ? "addresses.addTitle" : "addresses.editTitle");

  return (
    <>
      <h1 id="address-form-title">{title}</h1>
      <AccountNotice locale={locale} />
      <AddressForm
        brand={dir}
        locale={locale}
        action={adding ? "/api/account/addresses" : `/api/account/addresses/${id}`}
        values={values}
        countries={countryOptions(locale)}
        regions={Object.fromEntries(REGION_COUNTRIES.map((country) => [country, regionOptions(country, locale)]))}
        maps={mapsClientConfig()}
        cancelHref={accountPath(dir, locale, "address-book")}
        labelledBy="address-form-title"
        errors={flash?.errors}
        message={flash?.message}
      />
    </>
  );
}
