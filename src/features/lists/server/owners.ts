// Which account and brand a list belongs to: facts that never change once the list exists, so a process keeps them
// once read (50,000 lists, shared by every bundle copy of this module). What reads them still meets a deleted list:
// every statement on a list names the account with the id, and the list page's island asks the API.
import "server-only";
import { LRUCache } from "lru-cache";
import { findList } from "./store";

type Owner = { subject: string; brand: string };
const owners = ((globalThis as typeof globalThis & { __voltlineListOwners?: LRUCache<string, Owner> }).__voltlineListOwners ??= new LRUCache<string, Owner>({ max: 50_000 }));

/** The brand of the account's list of this id; undefined for an unknown id or another account's. */
export async function listBrandOf(subject: string, id: string): Promise<string | undefined> {
  const known = owners.get(id);
  if (known) return known.subject === subject ? known.brand : undefined;
  const list = await findList(subject, id);
  if (list) owners.set(id, { subject: list.subject, brand: list.brand });
  return list?.brand;
}
