// Dates of the catalogue forms (F2 needed-by, F3 purchase date and date code): ISO calendar days as `<input
// type="date">` posts them, judged against the visitor's "today" whatever their time zone. Pure.
import { z } from "@/platform/validation/zod";

/** The ISO date (`YYYY-MM-DD`) of a calendar day that exists, or undefined. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const HOUR = 3_600_000;

/**
 * The dates that are "today" somewhere on Earth at `now` (UTC-12 .. UTC+14): a visitor's today is never refused as
 * past or future because the server runs in another zone.
 */
export function todayRange(now: Date = new Date()): { earliest: string; latest: string } {
  return { earliest: isoDay(new Date(now.getTime() - 12 * HOUR)), latest: isoDay(new Date(now.getTime() + 14 * HOUR)) };
}

/** An ISO date string, checked as a real calendar day; later checks run only on a real day. */
export const isoDateField = () =>
  z
    .string()
    .trim()
    .min(1, { error: "required", abort: true })
    .refine((value) => parseIsoDate(value) !== undefined, { error: "date", abort: true });

/** ISO 8601 week-numbering year and week of a calendar day. */
export function isoWeekOf(day: string): { year: number; week: number } {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7) + 3); // the Thursday of that week decides its year
  const year = date.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() - ((firstThursday.getUTCDay() + 6) % 7) + 3);
  return { year, week: 1 + Math.round((date.getTime() - firstThursday.getTime()) / (7 * 86_400_000)) };
}

/**
 * A date code as printed on the brands' devices: four digits YYWW, the year's last two digits and the ISO week
 * (01..53); `90`..`99` are the 1990s, `00`..`89` this century. The year and week, or the error key.
 */
export function parseDateCode(value: string, now: Date = new Date()): { year: number; week: number } | "date" | "dateInFuture" {
  const match = /^(\d{2})(\d{2})$/.exec(value);
  if (!match) return "date";
  const yy = Number(match[1]);
  const week = Number(match[2]);
  if (week < 1 || week > 53) return "date";
  const year = yy >= 90 ? 1900 + yy : 2000 + yy;
  const current = isoWeekOf(todayRange(now).latest);
  if (year > current.year || (year === current.year && week > current.week)) return "dateInFuture";
  return { year, week };
}
