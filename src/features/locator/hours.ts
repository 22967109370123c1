// Opening hours for people (F6, L2): days with the same hours grouped ("Mon–Fri 7:00 AM–5:00 PM"), day names and times
// in the page's language through Intl. Pure.
import { localeIso, type Locale } from "@/config/locales";
import type { DayHours } from "./model";

export interface HoursLine {
  /** "Mon–Fri", "Sat". */
  days: string;
  /** "7:00 AM–5:00 PM", or null when closed. */
  time: string | null;
}

/** Runs of consecutive days (Monday first) with the same hours. */
export function groupDays(hours: readonly DayHours[]): { from: number; to: number; hours: DayHours }[] {
  const runs: { from: number; to: number; hours: DayHours }[] = [];
  hours.forEach((day, index) => {
    const last = runs.at(-1);
    if (last && same(last.hours, day)) last.to = index;
    else runs.push({ from: index, to: index, hours: day });
  });
  return runs;
}

function same(a: DayHours, b: DayHours): boolean {
  return a === b || (a !== null && b !== null && a[0] === b[0] && a[1] === b[1]);
}

// 2024-01-01 was a Monday: day i of the week is January 1 + i, at noon UTC.
const dayName = (index: number, locale: Locale) =>
  new Intl.DateTimeFormat(localeIso(locale), { weekday: "short", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 1 + index, 12)));

function timeOf(hhmm: string, locale: Locale): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return new Intl.DateTimeFormat(localeIso(locale), { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 1, h, m)));
}

export function formatHours(hours: readonly DayHours[], locale: Locale): HoursLine[] {
  return groupDays(hours).map(({ from, to, hours: day }) => ({
    days: from === to ? dayName(from, locale) : `${dayName(from, locale)}–${dayName(to, locale)}`,
    time: day ? `${timeOf(day[0], locale)}–${timeOf(day[1], locale)}` : null,
  }));
}
