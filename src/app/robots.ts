// robots.txt (R17): everything crawlable but account, sign-in and preview paths; one sitemap index.
import type { MetadataRoute } from "next";
import { PUBLIC_SITE_ORIGIN } from "@/platform/routing/urls";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/oauth/", "/oidc/", "/*/*/my-account", "/*/*/my-list", "/*/*/search"] }],
    sitemap: `${PUBLIC_SITE_ORIGIN}/sitemap.xml`,
  };
}
