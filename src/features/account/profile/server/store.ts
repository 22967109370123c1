// Profiles in the database (A3), keyed by the identity provider's subject: one upsert per save, so two tabs saving at
// once leave one whole profile (the last), never a mix or a duplicate.
import "server-only";
import { eq, sql } from "drizzle-orm";
import { accountProfiles, getDb } from "@/platform/db";
import { isLocale } from "@/config/locales";
import { CONSENT_TEXT_VERSION, phoneE164, ROLES, type Role } from "@/features/forms";
import type { Profile, ProfileInput } from "../model";

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** The saved profile of an account, or undefined before its first save. */
export async function findProfile(subject: string): Promise<Profile | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(accountProfiles).where(eq(accountProfiles.subject, subject)).limit(1);
  if (!row) return undefined;
  return {
    givenName: row.givenName,
    familyName: row.familyName,
    company: row.company,
    role: isRole(row.role) ? row.role : "",
    phone: row.phone,
    phoneCountry: row.phoneCountry,
    preferredLocale: isLocale(row.preferredLocale) ? row.preferredLocale : "",
    marketingConsent: row.marketingConsent,
    ...(row.consentAt ? { consentAt: row.consentAt } : {}),
    saved: true,
  };
}

/**
 * Saves a checked profile. The phone is stored in E.164; the consent's text version and time are those of the save
 * that ticked it, kept while it stays ticked, cleared when it is withdrawn.
 */
export async function saveProfile(subject: string, input: ProfileInput, now = new Date()): Promise<void> {
  const db = await getDb();
  const phoneCountry = input.phone ? input.phoneCountry || "US" : "";
  const values = {
    givenName: input.givenName,
    familyName: input.familyName,
    company: input.company,
    role: input.role,
    phone: input.phone ? (phoneE164(input.phone, phoneCountry) ?? "") : "",
    phoneCountry,
    preferredLocale: input.preferredLocale,
    marketingConsent: input.marketingConsent,
    updatedAt: now,
  };
  const consent = input.marketingConsent ? { consentTextVersion: CONSENT_TEXT_VERSION, consentAt: now } : { consentTextVersion: null, consentAt: null };
  await db
    .insert(accountProfiles)
    .values({ subject, ...values, ...consent, createdAt: now })
    .onConflictDoUpdate({
      target: accountProfiles.subject,
      set: {
        ...values,
        // A consent already given keeps its first time and text version; a withdrawal clears them.
        consentTextVersion: input.marketingConsent ? sql`coalesce(${accountProfiles.consentTextVersion}, ${CONSENT_TEXT_VERSION})` : null,
        consentAt: input.marketingConsent ? sql`coalesce(${accountProfiles.consentAt}, ${now.toISOString()}::timestamptz)` : null,
      },
    });
}

/** Erasure (Law 25 / CCPA): the account's profile row; returns how many rows went. */
export async function deleteProfile(subject: string): Promise<number> {
  const db = await getDb();
  return (await db.delete(accountProfiles).where(eq(accountProfiles.subject, subject)).returning({ subject: accountProfiles.subject })).length;
}
