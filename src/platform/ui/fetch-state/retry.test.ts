import { describe, expect, it } from "vitest";
import { retryOnce } from "./retry";

/** An island's state as its render would read it: the attempt its effect asks for, what it shows, where focus is. */
function island() {
  const state = { attempt: 0, shows: "error" as "error" | "loading", focus: "try again" as string };
  const setAttempt = (update: (attempt: number) => number) => {
    state.attempt = update(state.attempt);
  };
  // The button goes with the error: focus still on it when the island shows the skeleton falls to the page's body.
  const reset = () => {
    state.shows = "loading";
    if (state.focus === "try again") state.focus = "body";
  };
  const region = { focus: () => (state.focus = "region") };
  return { state, setAttempt, reset, region };
}

describe("U4 try again (ADR 68)", () => {
  it("shows the skeleton again and asks again: each press is a new attempt", () => {
    const { state, setAttempt, reset } = island();
    retryOnce(setAttempt, reset);
    expect(state).toMatchObject({ attempt: 1, shows: "loading" });
    retryOnce(setAttempt, reset);
    expect(state.attempt).toBe(2);
  });

  it("without a reset of its own it still asks again", () => {
    const { state, setAttempt } = island();
    retryOnce(setAttempt);
    expect(state).toMatchObject({ attempt: 1, shows: "error" });
  });

  it("keyboard focus moves to the region that reloads before the button goes, never to the page's body (WCAG 2.4.3)", () => {
    const { state, setAttempt, reset, region } = island();
    retryOnce(setAttempt, reset, region);
    expect(state).toEqual({ attempt: 1, shows: "loading", focus: "region" });
  });
});
