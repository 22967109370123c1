// X7 contract of the VideoPlayer port's Brightcove adapter: how the player is configured, loaded and addressed, what the
// CSP lets in for it, and that the transcript seeks both adapters the same way.
import { describe, expect, it, vi } from "vitest";
import { contentSecurityPolicy, securityPolicyConfig } from "@/platform/server/security-headers";
import { playerChoice } from "../playable";
import { BRIGHTCOVE_POLICY_SOURCES, brightcoveConfig, brightcoveScriptUrl, videoPlayerPolicySources } from "./brightcove";
import { html5Handle, videoJsHandle } from "./handles";

const ENV = { BRIGHTCOVE_ACCOUNT_ID: "1234567890001", BRIGHTCOVE_PLAYER_ID: "rJ4p7Xk9y" };

describe("X7 VideoPlayer port: Brightcove adapter", () => {
  it("is configured by account and player, or not at all; a half or malformed configuration stops the server", () => {
    expect(brightcoveConfig({})).toBeUndefined();
    expect(brightcoveConfig(ENV)).toEqual({ accountId: "1234567890001", playerId: "rJ4p7Xk9y", embedId: "default" });
    expect(() => brightcoveConfig({ BRIGHTCOVE_ACCOUNT_ID: "1234567890001" })).toThrow(/BRIGHTCOVE_PLAYER_ID/);
    expect(() => brightcoveConfig({ ...ENV, BRIGHTCOVE_ACCOUNT_ID: "acct/../x" })).toThrow(/BRIGHTCOVE_ACCOUNT_ID/);
    expect(() => brightcoveConfig({ ...ENV, BRIGHTCOVE_EMBED_ID: "a b" })).toThrow(/BRIGHTCOVE_EMBED_ID/);
  });

  it("loads the player's script from players.brightcove.net as the in-page embed does", () => {
    expect(brightcoveScriptUrl(brightcoveConfig(ENV)!)).toBe("https://players.brightcove.net/1234567890001/rJ4p7Xk9y_default/index.min.js");
    expect(brightcoveScriptUrl(brightcoveConfig({ ...ENV, BRIGHTCOVE_EMBED_ID: "live" })!)).toBe("https://players.brightcove.net/1234567890001/rJ4p7Xk9y_live/index.min.js");
  });

  it("plays an entry's Brightcove video when configured, its MP4 otherwise, and nothing from a malformed id", () => {
    const config = brightcoveConfig(ENV);
    const entry = { fileType: "video/mp4" as const, fileUrl: "/content/videos/x.mp4", brightcoveVideoId: "6312345678112" };
    expect(playerChoice(entry, config)).toEqual({ kind: "brightcove", videoId: "6312345678112", scriptUrl: brightcoveScriptUrl(config!), ...config });
    expect(playerChoice({ ...entry, brightcoveVideoId: "ref:gfci-install" }, config)).toMatchObject({ kind: "brightcove", videoId: "ref:gfci-install" });
    expect(playerChoice(entry, undefined)).toEqual({ kind: "html5" });
    expect(playerChoice({ ...entry, brightcoveVideoId: '"><script>' }, config)).toEqual({ kind: "html5" });
    expect(playerChoice({ fileType: "brightcove", brightcoveVideoId: "6312345678112" }, undefined)).toEqual({ kind: "none" });
  });

  it("opens the CSP to Brightcove only when it is configured", () => {
    const embedded = contentSecurityPolicy(securityPolicyConfig({}, [], [videoPlayerPolicySources({})]));
    expect(embedded).not.toContain("brightcove");
    const production = contentSecurityPolicy(securityPolicyConfig({}, [], [videoPlayerPolicySources(ENV)]));
    expect(production).toMatch(/script-src [^;]*https:\/\/players\.brightcove\.net/);
    expect(production).toMatch(/connect-src [^;]*https:\/\/edge\.api\.brightcove\.com/);
    for (const origin of BRIGHTCOVE_POLICY_SOURCES.mediaOrigins) expect(production).toMatch(new RegExp(`media-src [^;]*${origin.replace(/[.*]/g, "\\$&")}`));
  });

  it("seeks either adapter the same way: time set, then played (a refused play keeps the seek)", async () => {
    const element = { currentTime: 0, play: vi.fn(() => Promise.reject(new Error("NotAllowedError"))) };
    html5Handle(element).seek(42.5);
    expect(element.currentTime).toBe(42.5);
    expect(element.play).toHaveBeenCalledOnce();

    let time = 0;
    const player = { currentTime: vi.fn((seconds?: number) => (seconds === undefined ? time : (time = seconds))), play: vi.fn(() => Promise.resolve()) };
    videoJsHandle(player).seek(3_725);
    expect(player.currentTime).toHaveBeenCalledWith(3_725);
    expect(time).toBe(3_725);
    expect(player.play).toHaveBeenCalledOnce();
    await Promise.resolve();
  });
});
