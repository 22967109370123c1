import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain JavaScript bench module (Lighthouse loads it without a TypeScript loader)
import { longestTasks } from "./trace-tasks.mjs";

const thread = [
  { ph: "M", name: "thread_name", pid: 1, tid: 7, args: { name: "CrRendererMain" } },
  { ph: "M", name: "thread_name", pid: 2, tid: 3, args: { name: "CrRendererMain" } },
];
const x = (name: string, ts: number, dur: number, args?: unknown, pid = 1) => ({ ph: "X", name, pid, tid: pid === 1 ? 7 : 3, ts: ts * 1000, dur: dur * 1000, args });

describe("longestTasks", () => {
  it("splits each long task of the page's main thread into its parts' self time, longest task first", () => {
    const events = [
      ...thread,
      { ph: "R", name: "navigationStart", pid: 1, tid: 7, ts: 1_000_000 },
      // a 60 ms task: 10 ms of its own, a 30 ms style recalculation, a 20 ms script evaluation of which 15 ms compile
      x("RunTask", 1100, 60),
      x("UpdateLayoutTree", 1110, 30),
      x("EvaluateScript", 1140, 20, { data: { url: "http://127.0.0.1:3000/_next/static/chunks/a.js?dpl=1" } }),
      x("v8.compile", 1141, 15, { data: { url: "http://127.0.0.1:3000/_next/static/chunks/a.js" } }),
      // a 25 ms layout task, and a short one under the threshold
      x("RunTask", 1200, 25),
      x("Layout", 1201, 24),
      x("RunTask", 1300, 5),
      // another renderer's (about:blank) task, longer but not the page's
      x("RunTask", 1000, 500, undefined, 2),
    ];
    expect(longestTasks(events, { minMs: 20 })).toEqual([
      {
        startMs: 100,
        durationMs: 60,
        parts: [
          { name: "UpdateLayoutTree", ms: 30 },
          { name: "v8.compile /_next/static/chunks/a.js", ms: 15 },
          { name: "RunTask", ms: 10 },
          { name: "EvaluateScript /_next/static/chunks/a.js", ms: 5 },
        ],
      },
      { startMs: 200, durationMs: 25, parts: [{ name: "Layout", ms: 24 }, { name: "RunTask", ms: 1 }] },
    ]);
  });

  it("gives a task's CPU time beside its wall time where the trace has thread durations (waiting is not work)", () => {
    const events = [...thread, { ph: "R", name: "navigationStart", pid: 1, tid: 7, ts: 0 }, { ...x("RunTask", 10, 300), tdur: 40_000 }, x("Layout", 11, 299)];
    expect(longestTasks(events)).toEqual([{ startMs: 10, durationMs: 300, cpuMs: 40, parts: [{ name: "Layout", ms: 299 }, { name: "RunTask", ms: 1 }] }]);
    expect(longestTasks([...thread, x("RunTask", 0, 300)])[0]).not.toHaveProperty("cpuMs");
  });

  it("finds nothing in a trace without a renderer main thread", () => {
    expect(longestTasks([x("RunTask", 0, 100)])).toEqual([]);
  });
});
