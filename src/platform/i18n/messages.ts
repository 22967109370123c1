// Merges a locale's namespace files (messages/<locale>/<namespace>.json) into one message object, compiled (ADR 15).
import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { Locale } from "@/config/locales";
import { compileMessages, type CompiledTree, type MessageTree } from "./compile";

export type Messages = Record<string, MessageTree>;
const cache = new Map<Locale, CompiledTree>();

/** The source messages as written: one namespace per file. */
export function loadSourceMessages(locale: Locale, root = path.join(process.cwd(), "messages")): Messages {
  const dir = path.join(root, locale);
  const messages: Messages = {};
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
    messages[file.replace(/\.json$/, "")] = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  }
  return messages;
}

/** The messages next-intl formats, compiled once per locale and process. */
export function loadMessages(locale: Locale): CompiledTree {
  const hit = cache.get(locale);
  if (hit) return hit;
  const compiled = compileMessages(loadSourceMessages(locale));
  cache.set(locale, compiled);
  return compiled;
}
