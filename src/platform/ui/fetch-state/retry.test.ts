import { describe, expect, it } from "vitest";
import { retryOnce } from "./retry";

/** An island's state as its render would read it: the attempt its effect asks for and what it shows. */
function island() {
  const state = { attempt: 0, shows: "error" as "error" | "loading" };
  const setAttempt = (update: (attempt: number) => number) => {
    state.attempt = update(state.attempt);
  };
  return { state, setAttempt, reset: () => (state.shows = "loading") };
}

describe("U4 try again (ADR 68)", () => {
  it("shows the skeleton again and asks again: each press is a new attempt", () => {
    const { state, setAttempt, reset } = island();
    retryOnce(setAttempt, reset);
    expect(state).toEqual({ attempt: 1, shows: "loading" });
    retryOnce(setAttempt, reset);
    expect(state.attempt).toBe(2);
  });

  it("without a reset of its own it still asks again", () => {
    const { state, setAttempt } = island();
    retryOnce(setAttempt);
    expect(state).toEqual({ attempt: 1, shows: "error" });
  });
});
