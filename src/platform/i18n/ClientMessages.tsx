// Gives the client islands inside it the messages they read beyond the layout's (ADR 72): the carousel's, the video
// player's, "recommended for you"'s. Only the pages with such an island carry these strings in their RSC payload.
import type { ReactNode } from "react";
import type { Locale } from "@/config/locales";
import { pickMessages, type MessagePicks } from "./client-messages";
import { loadMessages } from "./messages";
import { MergeMessages } from "./MergeMessages";

export function ClientMessages({ locale, picks, children }: { locale: Locale; picks: MessagePicks; children: ReactNode }) {
  return <MergeMessages messages={pickMessages(loadMessages(locale) as Record<string, unknown>, picks)}>{children}</MergeMessages>;
}
