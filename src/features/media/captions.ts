// WebVTT captions turned into transcript entries (spec §3 Video, §5; V2): time shown, seek time, text.

export interface CaptionEntry {
  /** m:ss below one hour, h:mm:ss from one hour on. */
  displayTime: string;
  /** Cue start in seconds (with milliseconds), where the player seeks to. */
  seconds: number;
  text: string;
}

const TIMING_LINE = /^\s*((?:\d+:)?\d{1,2}:\d{2}(?:[.,]\d{1,3})?)\s*-->\s*((?:\d+:)?\d{1,2}:\d{2}(?:[.,]\d{1,3})?)/;
const NON_CUE_BLOCK = /^(WEBVTT|NOTE|STYLE|REGION)(\s|$)/;
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&nbsp;": " ",
  "&lrm;": "",
  "&rlm;": "",
  "&quot;": '"',
  "&#39;": "'",
};

const pad2 = (n: number) => String(n).padStart(2, "0");

/** Shows a caption time as m:ss below 60 minutes and h:mm:ss at 60 minutes or more. */
export function formatCaptionTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = whole % 60;
  return hours > 0 ? `${hours}:${pad2(minutes)}:${pad2(secs)}` : `${minutes}:${pad2(secs)}`;
}

/** Reads a WebVTT timestamp (hh:mm:ss.ttt or mm:ss.ttt, comma tolerated) as seconds. */
export function parseTimestamp(stamp: string): number | undefined {
  const match = /^(?:(\d+):)?(\d{1,2}):(\d{2})(?:[.,](\d{1,3}))?$/.exec(stamp.trim());
  if (!match) return undefined;
  const [, h = "0", m = "0", s = "0", ms = "0"] = match;
  if (Number(m) > 59 || Number(s) > 59) return undefined;
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms.padEnd(3, "0")) / 1000;
}

// Cue text may carry voice, class and karaoke timestamp tags; the transcript shows words only.
function plainCueText(lines: string[]): string {
  return lines
    .map((line) =>
      line
        .replace(/<[^>]*>/g, "")
        .replace(/&(amp|lt|gt|nbsp|lrm|rlm|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
        .trim(),
    )
    .filter((line) => line.length > 0)
    .join(" ")
    .replace(/\s+/g, " ");
}

/** Parses WebVTT into transcript entries; blocks without both a timing line and text are dropped. */
export function parseCaptions(vtt: string): CaptionEntry[] {
  const normalized = vtt.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const blocks = normalized.split(/\n[ \t]*\n/);
  const entries: CaptionEntry[] = [];
  for (const block of blocks) {
    const lines = block.split("\n").filter((line) => line.trim().length > 0);
    if (lines.length === 0 || NON_CUE_BLOCK.test(lines[0] ?? "")) continue;
    const timingIndex = lines.findIndex((line) => TIMING_LINE.test(line));
    if (timingIndex < 0) continue;
    const start = parseTimestamp(TIMING_LINE.exec(lines[timingIndex] ?? "")?.[1] ?? "");
    const text = plainCueText(lines.slice(timingIndex + 1));
    if (start === undefined || text.length === 0) continue;
    entries.push({ displayTime: formatCaptionTime(start), seconds: start, text });
  }
  return entries;
}
