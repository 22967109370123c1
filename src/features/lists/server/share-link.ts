// The read-only share link of a list (A4; ADR 43): `{list id}.{version}.{signature}`, the signature an HMAC-SHA256 of
// id and version under a key derived from the site's secret. Revoking and sharing again moves the version on, so every
// link made before stops opening; a link whose signature does not match is never looked up.
import "server-only";
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "@/features/account/server";
import type { Locale } from "@/config/locales";
import { sitePath } from "@/platform/routing/urls";
import { isListUuid } from "../model";
import type { ListInfo } from "../client/api";
import type { StoredList } from "./store";

function shareKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "voltline-lists", "share-link", 32));
}

function signature(id: string, version: number, secret: string): string {
  return createHmac("sha256", shareKey(secret)).update(`${id}.${version}`).digest("base64url");
}

export function shareToken(id: string, version: number, secret = sessionSecret()): string {
  return `${id}.${version}.${signature(id, version, secret)}`;
}

/** The list id and version a token names, when its signature is right; undefined for anything else. */
export function readShareToken(token: unknown, secret = sessionSecret()): { id: string; version: number } | undefined {
  if (typeof token !== "string" || token.length > 120) return undefined;
  const [id, versionText, given, ...rest] = token.split(".");
  if (rest.length > 0 || !isListUuid(id) || !versionText || !/^[1-9]\d{0,8}$/.test(versionText) || !given) return undefined;
  const version = Number(versionText);
  const expected = Buffer.from(signature(id, version, secret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? { id, version } : undefined;
}

/** A stored list as the browser sees it: no owner, the share link's path while it is shared. */
export function listInfo(list: StoredList, locale: Locale): ListInfo {
  return {
    id: list.id,
    name: list.name,
    isDefault: list.isDefault,
    brand: list.brand,
    shared: list.sharedAt !== null,
    ...(list.sharedAt ? { sharePath: sitePath(list.brand, locale, `my-list/shared/${shareToken(list.id, list.shareVersion)}`) } : {}),
  };
}
