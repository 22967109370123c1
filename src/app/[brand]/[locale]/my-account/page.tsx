// A3 my-account: the profile is the account area's first page.
import { redirect } from "next/navigation";
import { accountPath } from "@/features/account";
import { isLocale } from "@/config/locales";
import { notFound } from "next/navigation";

export const dynamic = "force-dynamic";

export default async function Page({ params }: { params: Promise<{ brand: string; locale: string }> }) {
  const { brand, locale } = await params;
  if (!isLocale(locale)) notFound();
  redirect(accountPath(brand, locale, "profile"));
}
