// What the longest main-thread tasks of a page load were made of, from the Chromium trace Lighthouse recorded
// (observed, not simulated): for bench/lighthouse-diagnose.mjs. Lighthouse's "long-tasks" audit names a task by the
// script it ran, and calls the rest "Unattributable" (HTML parsing, style, layout, inline scripts' compilation ...);
// this names what took the time inside each.
//
// A task is a top-level event of the renderer's main thread; inside it, each trace event's self time (its duration
// less its children's) is summed by name, with the script URL for evaluation and compilation events. A task's CPU time
// (the trace's thread duration) against its wall time tells work from waiting: on these 2-core Linux machines a first
// style or layout can wait hundreds of ms on a synchronous font query (`GetWebFontRenderStyleForStrike`) queued behind
// the renderer's script-streaming tasks, wall time Lighthouse multiplies as if it were work (ADR 82).

/** The renderer main thread with the most timed events: the page's (about:blank's renderer has few). */
function pageMainThread(events) {
  const mains = new Set(events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  const counts = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === "X" && mains.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The name an event is summed under: scripts with the file they ran. */
function label(event) {
  const url = event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url ?? event.args?.fileName;
  const file = typeof url === "string" && url ? url.replace(/^https?:\/\/[^/]+/, "").replace(/\?.*$/, "") : "";
  return file && /Script|compile|FunctionCall|Parse/.test(event.name) ? `${event.name} ${file.slice(-40)}` : event.name;
}

/**
 * The `top` longest tasks at least `minMs` long: start (ms after the first navigation event), duration, CPU time where
 * the trace has it, and the `parts` names with the most self time inside, each in ms.
 */
export function longestTasks(traceEvents, { top = 5, minMs = 20, parts = 6 } = {}) {
  const thread = pageMainThread(traceEvents);
  if (!thread) return [];
  const navigation = traceEvents.find((e) => e.name === "navigationStart" && `${e.pid}:${e.tid}` === thread)?.ts ?? Math.min(...traceEvents.filter((e) => e.ts > 0).map((e) => e.ts));
  const timed = traceEvents
    .filter((e) => e.ph === "X" && typeof e.dur === "number" && `${e.pid}:${e.tid}` === thread)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  const stack = [];
  for (const event of timed) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const node = { event, ts: event.ts, dur: event.dur, self: event.dur, task: stack[0]?.task };
    if (stack.length) stack.at(-1).self -= event.dur;
    else {
      node.task = { start: event.ts, dur: event.dur, cpu: event.tdur, selves: [] };
      tasks.push(node.task);
    }
    node.task.selves.push(node);
    stack.push(node);
  }
  return tasks
    .filter((task) => task.dur >= minMs * 1000)
    .sort((a, b) => b.dur - a.dur)
    .slice(0, top)
    .map((task) => {
      const byName = new Map();
      for (const node of task.selves) byName.set(label(node.event), (byName.get(label(node.event)) ?? 0) + Math.max(0, node.self));
      return {
        startMs: Math.round((task.start - navigation) / 1000),
        durationMs: Math.round(task.dur / 1000),
        ...(typeof task.cpu === "number" ? { cpuMs: Math.round(task.cpu / 1000) } : {}),
        parts: [...byName].sort((a, b) => b[1] - a[1]).slice(0, parts).map(([name, us]) => ({ name, ms: Math.round(us / 100) / 10 })),
      };
    });
}
