// Stored builds (table submittal_builds, ADR 59): written before the visitor is answered, read back only with the
// build's id and the cookie of the browser that asked; a day old, they are gone.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { getDb, submittalBuilds } from "@/platform/db";
import { BUILD_TTL_HOURS, isBuildId, type SubmittalFailure, type SubmittalRequest } from "../model";

export interface StoredBuild {
  id: string;
  brand: string;
  locale: string;
  request: SubmittalRequest;
  included: string[];
  failures: SubmittalFailure[];
  hasPdf: boolean;
  createdAt: Date;
}

export const newBuildId = () => randomBytes(16).toString("base64url");
export const newVisitorKey = () => randomBytes(16).toString("base64url");
export const visitorHash = (key: string) => createHash("sha256").update(`submittal:${key}`).digest("base64url");

const expiry = () => new Date(Date.now() - BUILD_TTL_HOURS * 3600_000);

export async function saveBuild(build: Omit<StoredBuild, "hasPdf" | "createdAt">, visitorKey: string, pdf: Uint8Array | undefined): Promise<void> {
  const db = await getDb();
  // Bounded storage: builds past their day go as new ones come.
  await db.delete(submittalBuilds).where(lt(submittalBuilds.createdAt, expiry()));
  await db.insert(submittalBuilds).values({
    id: build.id,
    brand: build.brand,
    locale: build.locale,
    visitorHash: visitorHash(visitorKey),
    request: build.request,
    included: build.included,
    failures: build.failures,
    pdf: pdf ? Buffer.from(pdf) : null,
  });
}

const COLUMNS = {
  id: submittalBuilds.id,
  brand: submittalBuilds.brand,
  locale: submittalBuilds.locale,
  request: submittalBuilds.request,
  included: submittalBuilds.included,
  failures: submittalBuilds.failures,
  createdAt: submittalBuilds.createdAt,
};

/** The build of this id made by this visitor within its day; undefined for anything else (another browser's too). */
export async function findBuild(id: unknown, visitorKey: string | undefined, brand: string): Promise<StoredBuild | undefined> {
  if (!isBuildId(id) || !visitorKey) return undefined;
  const db = await getDb();
  const [row] = await db
    .select({ ...COLUMNS, hasPdf: sql<boolean>`${submittalBuilds.pdf} is not null` })
    .from(submittalBuilds)
    .where(and(eq(submittalBuilds.id, id), eq(submittalBuilds.visitorHash, visitorHash(visitorKey)), eq(submittalBuilds.brand, brand)))
    .limit(1);
  if (!row || row.createdAt < expiry()) return undefined;
  return { ...row, request: row.request as SubmittalRequest, included: row.included as string[], failures: row.failures as SubmittalFailure[], hasPdf: row.hasPdf === true };
}

export async function buildPdf(id: string): Promise<Uint8Array | undefined> {
  const db = await getDb();
  const [row] = await db.select({ pdf: submittalBuilds.pdf }).from(submittalBuilds).where(eq(submittalBuilds.id, id)).limit(1);
  return row?.pdf ? new Uint8Array(row.pdf) : undefined;
}
