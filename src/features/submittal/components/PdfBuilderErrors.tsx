// /{brand}/{locale}/pdf-builder-errors?build={id} (F15): the documents a package left out, each with its reason, the
// package of the rest to download, and a retry of the same request. A build shows only to the browser that made it
// (its cookie; ADR 59); any other visitor, an expired or a malformed id get a page that says so (404), never data.
import Link from "next/link";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { sitePath } from "@/platform/routing/urls";
import { VISITOR_COOKIE } from "../model";
import { findBuild } from "../server/store";
import tool from "@/platform/ui/tool/Tool.module.css";
import styles from "./Submittal.module.css";

export async function PdfBuilderErrors({ brand, locale, buildId }: { brand: string; locale: Locale; buildId: string | undefined }) {
  const t = await getTranslations({ locale, namespace: "submittal" });
  const visitor = (await cookies()).get(VISITOR_COOKIE)?.value;
  const build = buildId === undefined ? undefined : await findBuild(buildId, visitor, brand);
  // Another browser's build, an expired or a malformed id: 404, as for anything the visitor does not own (A7).
  if (buildId !== undefined && !build) notFound();
  if (!build) {
    return (
      <div className="container">
        <h1>{t("errorsPage.title")}</h1>
        <p>{t("errorsPage.notFound")}</p>
        <p>
          <Link href={sitePath(brand, locale, "pdf-builder")} prefetch={false}>
            {t("errorsPage.buildAgain")}
          </Link>
        </p>
      </div>
    );
  }
  const kinds = (kind: string) => t(`cover.kinds.${kind}`);
  return (
    <div className="container">
      <h1>{t("errorsPage.heading")}</h1>
      <p>
        {build.included.length > 0
          ? t("errorsPage.intro", { project: build.request.projectName, included: build.included.length, total: build.request.numbers.length, failed: build.failures.length })
          : t("errorsPage.noneBuilt")}
      </p>
      <table className={styles.failures}>
        <thead>
          <tr>
            <th scope="col">{t("errorsPage.catalogNumber")}</th>
            <th scope="col">{t("errorsPage.product")}</th>
            <th scope="col">{t("errorsPage.document")}</th>
            <th scope="col">{t("errorsPage.reason")}</th>
          </tr>
        </thead>
        <tbody>
          {build.failures.map((failure) => (
            <tr key={`${failure.catalogNumber}-${failure.documentId ?? failure.kind}`}>
              <th scope="row">{failure.catalogNumber}</th>
              <td>{failure.productName}</td>
              <td>{failure.documentTitle ?? kinds(failure.kind)}</td>
              <td>{t(`errorsPage.reasons.${failure.reason}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.actions}>
        {build.hasPdf ? (
          <a className="btn btn-primary" href={`/api/submittal/${build.id}?brand=${encodeURIComponent(brand)}`} type="application/pdf" download>
            {t("errorsPage.download")}
          </a>
        ) : null}
        <form method="post" action="/api/submittal" encType="multipart/form-data">
          <input type="hidden" name="brand" value={brand} />
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="retry" value={build.id} />
          <input type="hidden" name="returnTo" value={`${sitePath(brand, locale, "pdf-builder-errors")}?build=${build.id}`} />
          <button type="submit" className="btn btn-secondary" aria-describedby="retry-hint">
            {t("errorsPage.retry")}
          </button>
        </form>
      </div>
      <p id="retry-hint" className={tool.hint}>
        {t("errorsPage.retryHint")}
      </p>
    </div>
  );
}
