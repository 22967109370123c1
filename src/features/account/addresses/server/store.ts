// The address book in the database (A5). Every statement is scoped by the account's subject, so another account's id
// is "not found" (A7). An account's writes take a transaction-scoped advisory lock on its subject: two tabs adding at
// once cannot pass the limit together, and the partial unique index (one default per account) is the rule itself.
import "server-only";
import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import { accountAddresses, getDb, type AccountAddressRow, type Database } from "@/platform/db";
import { normalizePostalCode, phoneE164 } from "@/features/forms";
import { isAddressId, MAX_ADDRESSES, type Address, type AddressInput } from "../model";

export type AddressWrite = { kind: "saved"; id: string } | { kind: "not-found" } | { kind: "limit" };

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

function toAddress(row: AccountAddressRow): Address {
  return {
    id: row.id,
    label: row.label,
    recipient: row.recipient,
    company: row.company,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    region: row.region,
    postalCode: row.postalCode,
    country: row.country,
    phone: row.phone,
    isDefault: row.isDefault,
    updatedAt: row.updatedAt,
  };
}

/** What is stored of a checked address: postal code normalised (H2X 1Y4), phone in E.164 read in the address's country. */
function storedValues(input: AddressInput) {
  return {
    label: input.label,
    recipient: input.recipient,
    company: input.company,
    line1: input.line1,
    line2: input.line2,
    city: input.city,
    region: input.region,
    postalCode: normalizePostalCode(input.country, input.postalCode),
    country: input.country,
    phone: input.phone ? (phoneE164(input.phone, input.country) ?? "") : "",
  };
}

/** Serialises one account's address writes (released at commit). */
async function lockAccount(tx: Tx, subject: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`account_addresses:${subject}`}))`);
}

async function clearDefault(tx: Tx, subject: string, except?: string): Promise<void> {
  await tx
    .update(accountAddresses)
    .set({ isDefault: false })
    .where(and(eq(accountAddresses.subject, subject), eq(accountAddresses.isDefault, true), ...(except ? [ne(accountAddresses.id, except)] : [])));
}

/** The account's addresses: the default first, then the newest. */
export async function listAddresses(subject: string): Promise<Address[]> {
  const db = await getDb();
  const rows = await db.select().from(accountAddresses).where(eq(accountAddresses.subject, subject)).orderBy(desc(accountAddresses.isDefault), desc(accountAddresses.createdAt), asc(accountAddresses.id));
  return rows.map(toAddress);
}

/** One of the account's addresses; undefined for an unknown id, a malformed one, or another account's. */
export async function findAddress(subject: string, id: string): Promise<Address | undefined> {
  if (!isAddressId(id)) return undefined;
  const db = await getDb();
  const [row] = await db.select().from(accountAddresses).where(and(eq(accountAddresses.subject, subject), eq(accountAddresses.id, id))).limit(1);
  return row && toAddress(row);
}

/** Adds an address; the account's first one is its default, and one marked default takes the mark from the others. */
export async function createAddress(subject: string, input: AddressInput, now = new Date()): Promise<AddressWrite> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockAccount(tx, subject);
    const [{ value: existing = 0 } = { value: 0 }] = await tx.select({ value: count() }).from(accountAddresses).where(eq(accountAddresses.subject, subject));
    if (existing >= MAX_ADDRESSES) return { kind: "limit" } as const;
    const isDefault = input.isDefault || existing === 0;
    if (isDefault) await clearDefault(tx, subject);
    const [row] = await tx
      .insert(accountAddresses)
      .values({ subject, ...storedValues(input), isDefault, createdAt: now, updatedAt: now })
      .returning({ id: accountAddresses.id });
    return { kind: "saved", id: row!.id } as const;
  });
}

/** Changes one of the account's addresses (ticking "default" moves the mark here; unticking leaves none). */
export async function updateAddress(subject: string, id: string, input: AddressInput, now = new Date()): Promise<AddressWrite> {
  if (!isAddressId(id)) return { kind: "not-found" };
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockAccount(tx, subject);
    if (input.isDefault) await clearDefault(tx, subject, id);
    const [row] = await tx
      .update(accountAddresses)
      .set({ ...storedValues(input), isDefault: input.isDefault, updatedAt: now })
      .where(and(eq(accountAddresses.subject, subject), eq(accountAddresses.id, id)))
      .returning({ id: accountAddresses.id });
    // Nothing of this account has the id: the throw undoes the default change too.
    if (!row) throw new AddressNotFound();
    return { kind: "saved", id } as const;
  }).catch(notFoundAnswer);
}

/** Makes one of the account's addresses its default. */
export async function setDefaultAddress(subject: string, id: string, now = new Date()): Promise<AddressWrite> {
  if (!isAddressId(id)) return { kind: "not-found" };
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockAccount(tx, subject);
    await clearDefault(tx, subject, id);
    const [row] = await tx
      .update(accountAddresses)
      .set({ isDefault: true, updatedAt: now })
      .where(and(eq(accountAddresses.subject, subject), eq(accountAddresses.id, id)))
      .returning({ id: accountAddresses.id });
    if (!row) throw new AddressNotFound();
    return { kind: "saved", id } as const;
  }).catch(notFoundAnswer);
}

/** Deletes one of the account's addresses (the default too: the account then has none until it picks one). */
export async function deleteAddress(subject: string, id: string): Promise<boolean> {
  if (!isAddressId(id)) return false;
  const db = await getDb();
  const deleted = await db.delete(accountAddresses).where(and(eq(accountAddresses.subject, subject), eq(accountAddresses.id, id))).returning({ id: accountAddresses.id });
  return deleted.length > 0;
}

/** Erasure (Law 25 / CCPA): every address of the account; returns how many. */
export async function deleteAllAddresses(subject: string): Promise<number> {
  const db = await getDb();
  return (await db.delete(accountAddresses).where(eq(accountAddresses.subject, subject)).returning({ id: accountAddresses.id })).length;
}

/** Thrown inside a transaction to roll it back when the id is none of the account's. */
class AddressNotFound extends Error {}

function notFoundAnswer(error: unknown): AddressWrite {
  if (error instanceof AddressNotFound) return { kind: "not-found" };
  throw error;
}
