// The account area (issue 14): personal pages, rendered per request for the signed-in account, never prerendered nor
// kept in a shared cache (Next marks them private, no-store), never indexed.
import { AccountLayoutView } from "@/features/account/ui";

export const dynamic = "force-dynamic";

export default function Layout({ params, children }: { params: Promise<{ brand: string; locale: string }>; children: React.ReactNode }) {
  return <AccountLayoutView params={params}>{children}</AccountLayoutView>;
}
