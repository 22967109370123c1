// The error boundaries tell a service outage (503 view, E3) from a bug (500 view, E1) by the digest production keeps.
import { prerender } from "react-dom/static";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { loadMessages } from "@/platform/i18n/messages";
import { ServiceUnavailableError, SERVICE_UNAVAILABLE_DIGEST } from "@/platform/errors/unavailable";
import RouteError from "./error";
import GlobalError from "../../global-error";

vi.mock("next/navigation", () => ({
  useParams: () => ({ brand: "voltline", locale: "fr-ca" }),
  usePathname: () => "/voltline/fr-ca/nouvelles",
}));

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

/** What a client error boundary receives in production: a generic message and the server's digest. */
const fromProduction = (digest: string) => Object.assign(new Error("An error occurred in the Server Components render."), { digest });

const inFrench = (node: React.ReactNode) => (
  <NextIntlClientProvider locale="fr-ca" timeZone="America/Toronto" messages={loadMessages("fr-ca")}>
    {node}
  </NextIntlClientProvider>
);

describe("error boundaries (E1, E3)", () => {
  it("a service outage with nothing kept shows the translated 503 view", async () => {
    const out = await html(inFrench(<RouteError error={fromProduction(SERVICE_UNAVAILABLE_DIGEST)} retry={() => undefined} />));
    expect(out).toContain("Temporairement indisponible");
    expect(out).toContain("<title>Temporairement indisponible</title>");
    expect(out).toContain("Réessayer");
    expect(out).toContain('href="/voltline/fr-ca"');
    expect(await html(inFrench(<RouteError error={new ServiceUnavailableError("content")} />))).toContain("nous revenons sous peu");
  });

  it("any other failure keeps the 500 view", async () => {
    const out = await html(inFrench(<RouteError error={fromProduction("2837461")} />));
    expect(out).toContain("Un problème est survenu");
    expect(out).not.toContain("indisponible");
  });

  it("a failing root layout gets the same distinction, in the locale of the address", async () => {
    expect(await html(<GlobalError error={fromProduction(SERVICE_UNAVAILABLE_DIGEST)} />)).toContain("Temporairement indisponible");
    expect(await html(<GlobalError error={fromProduction("1")} />)).toContain("Un problème est survenu");
  });
});
