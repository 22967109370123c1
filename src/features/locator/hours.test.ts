import { describe, expect, it } from "vitest";
import { formatHours, groupDays } from "./hours";
import type { DayHours } from "./model";

/** ICU versions differ in which space they put before AM/PM. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const weekdays: DayHours = ["07:00", "17:00"];
const week: DayHours[] = [weekdays, weekdays, weekdays, weekdays, weekdays, ["08:00", "12:00"], null];

describe("opening hours (F6, L2)", () => {
  it("groups consecutive days with the same hours", () => {
    expect(groupDays(week)).toEqual([
      { from: 0, to: 4, hours: weekdays },
      { from: 5, to: 5, hours: ["08:00", "12:00"] },
      { from: 6, to: 6, hours: null },
    ]);
  });

  it("names days and times in the page's language", () => {
    expect(formatHours(week, "en").map((line) => ({ ...line, time: line.time && plain(line.time) }))).toEqual([
      { days: "Mon–Fri", time: "7:00 AM–5:00 PM" },
      { days: "Sat", time: "8:00 AM–12:00 PM" },
      { days: "Sun", time: null },
    ]);
    const french = formatHours(week, "fr-ca");
    expect({ ...french[0], time: plain(french[0]!.time!) }).toEqual({ days: "lun.–ven.", time: "7 h 00–17 h 00" });
    expect(plain(formatHours(week, "es-mx")[0]!.time!)).toBe("7:00 a.m.–5:00 p.m.");
    const spanish = formatHours(week, "es-mx");
    expect(spanish[0]!.days).toBe("lun–vie");
  });
});
