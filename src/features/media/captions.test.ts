import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatCaptionTime, parseCaptions, parseTimestamp } from "./captions";

const videosDir = join(process.cwd(), "public", "content", "videos");
const readVtt = (file: string) => readFileSync(join(videosDir, file), "utf8");

describe("formatCaptionTime (V2)", () => {
  it("V2 shows m:ss below 60 minutes", () => {
    expect(formatCaptionTime(0)).toBe("0:00");
    expect(formatCaptionTime(5.9)).toBe("0:05");
    expect(formatCaptionTime(75)).toBe("1:15");
    expect(formatCaptionTime(31 * 60 + 10)).toBe("31:10");
    expect(formatCaptionTime(3599.999)).toBe("59:59");
  });

  it("V2 shows h:mm:ss at 60 minutes or more", () => {
    expect(formatCaptionTime(3600)).toBe("1:00:00");
    expect(formatCaptionTime(3600 + 2 * 60 + 15)).toBe("1:02:15");
    expect(formatCaptionTime(10 * 3600 + 5)).toBe("10:00:05");
  });

  it("V2 treats negative or non-finite times as zero", () => {
    expect(formatCaptionTime(-3)).toBe("0:00");
    expect(formatCaptionTime(Number.NaN)).toBe("0:00");
  });
});

describe("parseTimestamp (V2)", () => {
  it("V2 reads hh:mm:ss.ttt, mm:ss.ttt and comma decimals", () => {
    expect(parseTimestamp("01:02:15.500")).toBe(3735.5);
    expect(parseTimestamp("02:03.250")).toBe(123.25);
    expect(parseTimestamp("00:00:01,5")).toBe(1.5);
  });

  it("V2 rejects malformed stamps", () => {
    expect(parseTimestamp("1:75:00.000")).toBeUndefined();
    expect(parseTimestamp("soon")).toBeUndefined();
  });
});

describe("parseCaptions (V2)", () => {
  it("V2 turns each cue into display time, seconds and text", () => {
    const vtt = "WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nTurn off the breaker.\n\n00:00:04.250 --> 00:00:06.000\nTest for voltage.\n";
    expect(parseCaptions(vtt)).toEqual([
      { displayTime: "0:01", seconds: 1, text: "Turn off the breaker." },
      { displayTime: "0:04", seconds: 4.25, text: "Test for voltage." },
    ]);
  });

  it("V2 drops blocks without a timestamp line or without text", () => {
    const vtt = [
      "WEBVTT - header text",
      "",
      "NOTE this is an editor note --> not a cue",
      "",
      "just some text without timing",
      "",
      "00:00:02.000 --> 00:00:03.000",
      "",
      "00:00:04.000 --> 00:00:05.000",
      "Kept cue",
    ].join("\n");
    expect(parseCaptions(vtt)).toEqual([{ displayTime: "0:04", seconds: 4, text: "Kept cue" }]);
  });

  it("V2 skips STYLE and REGION blocks and handles cue identifiers and settings", () => {
    const vtt = [
      "WEBVTT",
      "",
      "STYLE",
      "::cue { color: yellow }",
      "",
      "REGION",
      "id:lower width:40%",
      "",
      "intro-1",
      "00:00:07.000 --> 00:00:09.000 line:85% align:center position:50%",
      "Hello",
    ].join("\n");
    expect(parseCaptions(vtt)).toEqual([{ displayTime: "0:07", seconds: 7, text: "Hello" }]);
  });

  it("V2 joins multi-line text and strips voice, class and timestamp tags and entities", () => {
    const vtt =
      "WEBVTT\n\n00:01:00.000 --> 00:01:04.000\n<v Elena Brooks>Ground &amp; bond</v>\n<c.loud>every <b>box</b></c> <00:01:02.000>now\n";
    expect(parseCaptions(vtt)).toEqual([{ displayTime: "1:00", seconds: 60, text: "Ground & bond every box now" }]);
  });

  it("V2 accepts CRLF line endings, a byte order mark and whitespace-only separator lines", () => {
    const vtt = "\uFEFFWEBVTT\r\n\r\n00:00:01.000 --> 00:00:02.000\r\nOne\r\n \r\n00:00:03.000 --> 00:00:04.000\r\nTwo\r\n";
    expect(parseCaptions(vtt).map((entry) => entry.text)).toEqual(["One", "Two"]);
  });

  it("V2 accepts short mm:ss timings and shows hours past 60 minutes", () => {
    const vtt = "WEBVTT\n\n59:59.000 --> 60:01.000\nAlmost\n\n01:00:00.000 --> 01:00:02.000\nOne hour\n";
    expect(parseCaptions(vtt).map((entry) => entry.displayTime)).toEqual(["59:59", "1:00:00"]);
  });

  it("V2 returns nothing for empty or header-only files", () => {
    expect(parseCaptions("")).toEqual([]);
    expect(parseCaptions("WEBVTT\n")).toEqual([]);
  });
});

describe("committed caption files (V2)", () => {
  it("V2 parses the NEC 2026 webinar transcript, whose cues run past one hour", () => {
    const entries = parseCaptions(readVtt("voltline-nec-2026-webinar.en.vtt"));
    expect(entries).toHaveLength(9);
    expect(entries[0]).toEqual({
      displayTime: "0:05",
      seconds: 5,
      text: "Good afternoon, and welcome to Voltline Academy. Today: what the 2026 NEC changes for residential work.",
    });
    expect(entries.map((entry) => entry.displayTime)).toEqual([
      "0:05",
      "4:40",
      "12:30",
      "21:45",
      "31:10",
      "44:05",
      "57:30",
      "1:02:15",
      "1:05:20",
    ]);
    expect(entries[7]?.seconds).toBe(3735);
    expect(entries.every((entry) => !entry.text.includes("<"))).toBe(true);
  });

  it("V2 parses the webinar in French and Spanish with the same timing", () => {
    const english = parseCaptions(readVtt("voltline-nec-2026-webinar.en.vtt")).map((entry) => entry.seconds);
    for (const locale of ["fr-ca", "es-mx"]) {
      const entries = parseCaptions(readVtt(`voltline-nec-2026-webinar.${locale}.vtt`));
      expect(entries.map((entry) => entry.seconds)).toEqual(english);
      expect(entries.at(-1)?.displayTime).toBe("1:05:20");
    }
  });

  it("V2 keeps every cue of a short how-to video within its clip", () => {
    const entries = parseCaptions(readVtt("voltline-gfci-install.es-mx.vtt"));
    expect(entries).toHaveLength(4);
    expect(entries[0]?.text).toMatch(/^Baje el interruptor/);
    expect(entries.every((entry) => entry.seconds < 12)).toBe(true);
  });
});
