// A3 my-account: the profile is the account area's first page (404 where the brand does not show the account, B4).
import { redirect } from "next/navigation";
import { accountPath } from "@/features/account";
import { accountBrand } from "@/features/account/server";

export const dynamic = "force-dynamic";

export default async function Page({ params }: { params: Promise<{ brand: string; locale: string }> }) {
  const route = await params;
  const { brand, locale } = await accountBrand(route.brand, route.locale);
  redirect(accountPath(brand.brandDirectory, locale, "profile"));
}
