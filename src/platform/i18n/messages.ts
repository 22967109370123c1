// Merges a locale's namespace files (messages/<locale>/<namespace>.json) into one message object.
import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { Locale } from "@/config/locales";

export type Messages = Record<string, Record<string, unknown>>;
const cache = new Map<Locale, Messages>();

export function loadMessages(locale: Locale, root = path.join(process.cwd(), "messages")): Messages {
  const hit = cache.get(locale);
  if (hit) return hit;
  const dir = path.join(root, locale);
  const messages: Messages = {};
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
    messages[file.replace(/\.json$/, "")] = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  }
  cache.set(locale, messages);
  return messages;
}
