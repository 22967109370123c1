import { describe, expect, it } from "vitest";
import { hasTopic, relatedVideos, topicsOf } from "./tags";

const v = (id: string, tags: string[], date = "2026-01-01") => ({ id, tags, date });

describe("video topics (V1)", () => {
  it("lists distinct topics with slugs", () => {
    expect(topicsOf([v("a", ["Installation", "EV Charging"]), v("b", ["Installation"])])).toEqual([
      { slug: "ev-charging", label: "EV Charging" },
      { slug: "installation", label: "Installation" },
    ]);
  });

  it("matches a topic slug", () => {
    expect(hasTopic(v("a", ["EV Charging"]), "ev-charging")).toBe(true);
    expect(hasTopic(v("a", ["EV Charging"]), "installation")).toBe(false);
  });

  it("ranks related videos by shared topics then date", () => {
    const all = [v("a", ["x", "y"]), v("b", ["x"], "2026-05-01"), v("c", ["x", "y"], "2025-01-01"), v("d", ["z"], "2026-09-01")];
    expect(relatedVideos(all[0]!, all).map((r) => r.id)).toEqual(["c", "b", "d"]);
  });
});
