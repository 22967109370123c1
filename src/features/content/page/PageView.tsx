// A CMS page: its header section, then its sections in order (C1, C2).
import type { Locale } from "@/config/locales";
import type { Page } from "@/features/content/model";
import { SectionView } from "@/features/content/components/SectionView";
import { leadImageBlockId } from "./lead-image";

export function PageView({ page, brand, locale, breadcrumbs, path, query }: { page: Page; brand: string; locale: Locale; breadcrumbs?: React.ReactNode; path?: string; query?: Record<string, string | string[] | undefined> }) {
  // A tool on the page (issue 16) reads the page's path and, rendered per request, its query.
  const leadImageId = leadImageBlockId(page);
  const request = { ...(path !== undefined ? { pagePath: path } : {}), ...(query ? { query } : {}), ...(leadImageId ? { leadImageId } : {}) };
  return (
    <article>
      {page.headerSection ? <SectionView section={page.headerSection} context={{ brand, locale, isFirstSection: true, ...request }} /> : null}
      {breadcrumbs}
      {page.sections.map((section, index) => (
        <SectionView key={section.id} section={section} context={{ brand, locale, isFirstSection: !page.headerSection && index === 0, ...request }} />
      ))}
    </article>
  );
}
