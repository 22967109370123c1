import { describe, expect, it } from "vitest";
import { VideoPlayer } from "./VideoPlayer";
import { VideoTranscript } from "./VideoTranscript";
import { VideoPlaybackProvider } from "./VideoPlayback";
import { renderToHtml } from "@/features/content/testing";
import { playableVideo } from "../playable";

const video = playableVideo({
  title: "Installing a GFCI receptacle",
  fileType: "video/mp4",
  fileUrl: "/content/videos/gfci.mp4",
  thumbnail: { id: "t", url: "/content/images/gfci.jpg", title: "GFCI", description: "", width: 1280, height: 720, contentType: "image/jpeg" },
  captions: [
    { locale: "en-US", label: "English", url: "/content/captions/gfci.en.vtt" },
    { locale: "fr-CA", label: "Français", url: "/content/captions/gfci.fr.vtt" },
  ],
});

describe("V2/V3 video player and transcript", () => {
  it("X7: with Brightcove configured, a video with a Brightcove id plays in Brightcove Player, addressed as its in-page embed", async () => {
    const brightcove = playableVideo(
      { title: "Installing a GFCI receptacle", fileType: "video/mp4", fileUrl: "/content/videos/gfci.mp4", captions: [], brightcoveVideoId: "6312345678112" },
      { accountId: "1234567890001", playerId: "rJ4p7Xk9y", embedId: "default" },
    );
    const html = await renderToHtml(<VideoPlayer video={brightcove} locale="en" />);
    expect(html).toMatch(/<video-js id="bc-[^"]+" class="vjs-fluid [^"]*" data-account="1234567890001" data-player="rJ4p7Xk9y" data-embed="default" data-video-id="6312345678112" controls="" playsinline="" aria-label="Installing a GFCI receptacle"/);
    expect(html).not.toContain("<video ");
  });

  it("plays the mp4 with native controls, a poster and the page locale's captions by default", async () => {
    const html = await renderToHtml(<VideoPlayer video={video} locale="fr-ca" />);
    expect(html).toContain("<video");
    expect(html).toContain("controls");
    expect(html).toContain('aria-label="Installing a GFCI receptacle"');
    expect(html).toMatch(/poster="\/img\/\d+\/content\/images\/gfci.jpg"/);
    expect(html).toContain('<source src="/content/videos/gfci.mp4" type="video/mp4"/>');
    expect(html).toContain('<track kind="captions" src="/content/captions/gfci.en.vtt" srcLang="en-US" label="English"/>');
    expect(html).toContain('<track kind="captions" src="/content/captions/gfci.fr.vtt" srcLang="fr-CA" label="Français" default=""/>');
  });

  it("the video page's player loads the file's metadata; a player in page content waits until played", async () => {
    expect(await renderToHtml(<VideoPlayer video={video} locale="en" priority />)).toMatch(/<video[^>]*preload="metadata"/);
    expect(await renderToHtml(<VideoPlayer video={video} locale="en" />)).toMatch(/<video[^>]*preload="none"/);
  });

  it("explains when a video cannot play here and links to it", async () => {
    const html = await renderToHtml(<VideoPlayer video={{ ...video, fileType: "youtube", fileUrl: undefined, link: "https://video.example/watch/1" }} locale="en" />);
    expect(html).toContain("This video cannot be played on this page.");
    expect(html).toContain('href="https://video.example/watch/1"');
    expect(html).not.toContain("<video");
  });

  it("lists transcript entries as buttons showing time then text", async () => {
    const html = await renderToHtml(
      <VideoPlaybackProvider>
        <VideoTranscript
          entries={[
            { displayTime: "0:00", seconds: 0, text: "Turn off the breaker." },
            { displayTime: "1:02:03", seconds: 3723, text: "Test the outlet." },
          ]}
        />
      </VideoPlaybackProvider>,
    );
    expect(html).toMatch(/<button type="button"[^>]*aria-current="true"[^>]*><span[^>]*>0:00<\/span> <span>Turn off the breaker.<\/span><\/button>/);
    expect(html).toMatch(/<span[^>]*>1:02:03<\/span> <span>Test the outlet.<\/span>/);
  });
});
