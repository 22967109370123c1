// A submittal package (F15, ADR 59) from a checked request: each product's documents looked up in the catalogue and
// laid out (cheap, here), the cover sheet's text translated, then drawn and merged by the pool's worker thread. A
// document that is withdrawn, missing, unavailable or fails to draw is left out and named; the rest still builds.
import "server-only";
import { localeIso, type Locale } from "@/config/locales";
import type { Brand } from "@/features/brand";
import { productDocumentLayoutOf, type CatalogSource, type Product } from "@/features/catalog/server";
import { formatDate } from "@/platform/i18n/format";
import type { PdfDocument } from "@/platform/pdf";
import type { SubmittalDocumentKind, SubmittalFailure, SubmittalRequest } from "../model";
import { portable, type PackageEntry, type PackageJob, type PackageResult, type PortableDocument } from "../package-job";
import { withdrawnRule, type WithdrawnRule } from "../withdrawn";
import { submittalMessages } from "./messages";

export interface PackageOutcome {
  /** The merged PDF; undefined when no document could be added. */
  pdf?: Uint8Array;
  /** Catalogue numbers with at least one document in the package. */
  included: string[];
  failures: SubmittalFailure[];
}

export interface PackageInput {
  brand: Pick<Brand, "brandDirectory" | "brandName" | "primaryColor">;
  locale: Locale;
  request: SubmittalRequest;
  /** The request's products, in its order (every number known: the route refuses unknown ones before). */
  products: readonly Product[];
}

const KIND_ORDER: Record<SubmittalDocumentKind, number> = { specSheet: 0, installationInstructions: 1, certificate: 2 };

/** The job for the worker, and what is already known to fail. */
export async function preparePackage(
  input: PackageInput,
  catalog: CatalogSource,
  withdrawn: WithdrawnRule = withdrawnRule(),
): Promise<{ job: PackageJob; failures: SubmittalFailure[]; partOwners: Map<string, { product: Product; kind: SubmittalDocumentKind; title: string }[]> }> {
  const { brand, locale, request, products } = input;
  const t = submittalMessages(locale);
  const lang = localeIso(locale);
  const wanted = new Set<SubmittalDocumentKind>(["specSheet", ...(request.instructions ? (["installationInstructions"] as const) : []), ...(request.certificates ? (["certificate"] as const) : [])]);
  const failures: SubmittalFailure[] = [];
  const parts = new Map<string, PortableDocument>();
  const unavailable = new Set<string>();
  const partOwners = new Map<string, { product: Product; kind: SubmittalDocumentKind; title: string }[]>();
  const order: PackageEntry[] = [];
  const site = { name: brand.brandName, ...(/^#[0-9a-f]{6}$/iu.test(brand.primaryColor) ? { colour: brand.primaryColor } : {}) };

  for (const product of products) {
    const documents = product.documents.filter((document) => wanted.has(document.kind)).sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
    const fail = (kind: SubmittalDocumentKind, reason: SubmittalFailure["reason"], document?: { id: string; title: string }) =>
      failures.push({ catalogNumber: product.catalogNumber, productName: product.name, kind, reason, ...(document ? { documentId: document.id, documentTitle: document.title } : {}) });
    for (const kind of ["specSheet", "installationInstructions"] as const) {
      if (wanted.has(kind) && !documents.some((document) => document.kind === kind)) fail(kind, "missing");
    }
    let first = true;
    for (const document of documents) {
      if (withdrawn(document.id)) {
        fail(document.kind, "withdrawn", document);
        continue;
      }
      if (unavailable.has(document.id)) {
        fail(document.kind, "unavailable", document);
        continue;
      }
      if (!parts.has(document.id)) {
        let layout: PdfDocument | undefined;
        try {
          const found = await catalog.getDocument(brand.brandDirectory, document.id, locale);
          layout = found && productDocumentLayoutOf(found, site, locale);
        } catch {
          unavailable.add(document.id);
          fail(document.kind, "unavailable", document);
          continue;
        }
        if (!layout) {
          fail(document.kind, "missing", document);
          continue;
        }
        parts.set(document.id, portable(layout));
      }
      const owners = partOwners.get(document.id) ?? [];
      owners.push({ product, kind: document.kind, title: document.title });
      partOwners.set(document.id, owners);
      order.push({
        key: document.id,
        ...(first ? { bookmark: `${product.catalogNumber} – ${product.name}` } : {}),
        product: `${product.catalogNumber} – ${product.name}`,
        document: document.title || t(`cover.kinds.${document.kind}`),
      });
      first = false;
    }
  }

  const title = t("cover.title");
  const pageTemplate = t("cover.pageOf", { page: "\u0001", pages: "\u0002" });
  const meta = { title: `${title} – ${request.projectName}`, lang, author: brand.brandName, subject: request.projectName };
  const job: PackageJob = {
    meta,
    coverBookmark: t("cover.coverBookmark"),
    cover: {
      meta,
      header: { left: brand.brandName, right: title },
      footer: { left: `${brand.brandName} · ${request.projectName}`, pageTemplate },
      ...(site.colour ? { accent: site.colour } : {}),
      title,
      subtitle: request.projectName,
      facts: [
        [t("cover.project"), request.projectName],
        [t("cover.submittedBy"), request.submittedBy],
        [t("cover.date"), formatDate(`${request.date}T12:00:00Z`, locale)],
        [t("cover.manufacturer"), brand.brandName],
        [t("cover.products"), String(new Set(order.map((entry) => entry.product)).size)],
      ],
      contentsHeading: t("cover.contents"),
      columns: { product: t("cover.product"), document: t("cover.document"), page: t("cover.page") },
      left: { heading: t("cover.left"), items: failures.map((failure) => failureLine(failure, t)) },
      failedLines: Object.fromEntries(
        [...partOwners].map(([key, owners]) => [
          key,
          owners.map((owner) => failureLine({ catalogNumber: owner.product.catalogNumber, productName: owner.product.name, kind: owner.kind, documentTitle: owner.title, reason: "failed" }, t)),
        ]),
      ),
    },
    parts: [...parts].map(([key, document]) => ({ key, document })),
    order,
  };
  return { job, failures, partOwners };
}

function failureLine(failure: SubmittalFailure, t: (key: string, values?: Record<string, string>) => string): string {
  return t("cover.leftItem", { number: failure.catalogNumber, document: failure.documentTitle ?? t(`cover.kinds.${failure.kind}`), reason: t(`errorsPage.reasons.${failure.reason}`) });
}

/** The package drawn by `draw` (the pool's run), with every failure named. */
export async function buildPackage(input: PackageInput, catalog: CatalogSource, draw: (job: PackageJob) => Promise<PackageResult>, withdrawn?: WithdrawnRule): Promise<PackageOutcome> {
  const { job, failures, partOwners } = await preparePackage(input, catalog, withdrawn);
  const result = job.order.length > 0 ? await draw(job) : { failed: [], pages: 0 };
  for (const key of result.failed) {
    for (const owner of partOwners.get(key) ?? []) {
      failures.push({ catalogNumber: owner.product.catalogNumber, productName: owner.product.name, kind: owner.kind, documentId: key, documentTitle: owner.title, reason: "failed" });
    }
  }
  const failed = new Set(result.failed);
  const included = input.products.filter((product) => job.order.some((entry) => !failed.has(entry.key) && partOwners.get(entry.key)?.some((owner) => owner.product === product))).map((product) => product.catalogNumber);
  const position = new Map(input.products.map((product, index) => [product.catalogNumber, index]));
  failures.sort((a, b) => position.get(a.catalogNumber)! - position.get(b.catalogNumber)! || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  return { ...(result.pdf ? { pdf: result.pdf } : {}), included, failures };
}
