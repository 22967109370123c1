import { describe, expect, it, vi } from "vitest";
import { VideoPost } from "./Component";
import { renderToHtml, testContext } from "../render-for-test";
import type { Video } from "@/features/content/model";

vi.mock("next-intl/server", async () => (await import("../render-for-test")).nextIntlServerStub);
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined, refresh: () => undefined }) }));

const video: Video = {
  id: "vid-gfci",
  slug: "installing-a-gfci",
  title: "Installing a GFCI receptacle",
  description: "Step by step.",
  thumbnail: { id: "t", url: "/content/images/gfci.jpg", title: "GFCI", description: "", width: 1280, height: 720, contentType: "image/jpeg" },
  fileType: "video/mp4",
  fileUrl: "/content/videos/gfci.mp4",
  size: "Default",
  playMethod: "Inline",
  durationSeconds: 95,
  captions: [],
  tags: [],
  date: "2026-01-10",
  brandDirectory: "voltline",
};

describe("V3 video post block display modes and sizes", () => {
  it("Inline: the player in the page at the chosen size", async () => {
    const html = await renderToHtml(<VideoPost context={testContext} block={{ id: "v", type: "videoPost", video, displayMode: "Inline", size: "Small" }} />);
    expect(html).toContain("<video");
    expect(html).toMatch(/class="[^"]*sizeSmall/);
    expect(html).toContain("Installing a GFCI receptacle</figcaption>");
    // In a page's content the player fetches only its poster until played (the file is not the page's business).
    expect(html).toMatch(/<video[^>]*preload="none"/);
  });

  it("Link: a thumbnail card linking to the video page", async () => {
    const html = await renderToHtml(<VideoPost context={{ ...testContext, locale: "es-mx" }} block={{ id: "v", type: "videoPost", video, displayMode: "Link", size: "Medium" }} />);
    expect(html).toContain('href="/voltline/es-mx/videos/installing-a-gfci/v/vid-gfci"');
    expect(html).not.toContain("<video");
    expect(html).toMatch(/class="[^"]*sizeMedium/);
  });

  it("Modal: a named thumbnail button; the dialog holding the player is written on the first press, not in the HTML", async () => {
    const html = await renderToHtml(<VideoPost context={testContext} block={{ id: "v", type: "videoPost", video, displayMode: "Modal", size: "Full" }} />);
    expect(html).toMatch(/<button type="button" class="[^"]*opener[^"]*" data-video-open><img alt="" loading="lazy"[^>]*><span[^>]*aria-hidden="true"><\/span><span class="visually-hidden">Play video: Installing a GFCI receptacle<\/span><\/button>/);
    expect(html).not.toContain("<dialog");
    expect(html).not.toContain("<video");
    expect(html).toMatch(/class="[^"]*sizeFull/);
  });
});
