// The generated distributor network and its geo index, read once per process on first use (F6, ADR 50):
// generated/locator/branches.json (LOCATOR_DATA to read another file), ~6 MB read and indexed in ~0.1 s.
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import type { BranchDataset } from "../model";
import type { BranchSearch } from "./branch-search";
import { createKdbushSearch } from "./kdbush-search";

const store = globalThis as typeof globalThis & { __voltlineBranches?: Promise<{ dataset: BranchDataset; search: BranchSearch }> };

export function dataPath(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(process.cwd(), env.LOCATOR_DATA?.trim() || "generated/locator/branches.json");
}

/** The network and its index; a failed read is tried again on the next call. */
export function branchNetwork(): Promise<{ dataset: BranchDataset; search: BranchSearch }> {
  store.__voltlineBranches ??= fs
    .readFile(dataPath(), "utf8")
    .then((text) => {
      const dataset = JSON.parse(text) as BranchDataset;
      return { dataset, search: createKdbushSearch(dataset.branches) };
    })
    .catch((error: unknown) => {
      store.__voltlineBranches = undefined;
      throw error;
    });
  return store.__voltlineBranches;
}
