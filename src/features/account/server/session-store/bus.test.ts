// The buses that carry sign-outs between instances (session cache, ADR 43 amendment), against the machine's Redis and,
// when DATABASE_URL is set, PostgreSQL: what one instance publishes, another hears; nothing else is taken.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { redisReachable, redisTestUrl } from "@/platform/testing/redis";
import { postgresSessionEndBus, redisSessionEndBus } from "./bus";
import type { SessionEndBus, SessionEnded } from "./cached";

const redisUp = await redisReachable(redisTestUrl);
const postgresUrl = process.env.DATABASE_URL?.trim();

async function travels(make: () => SessionEndBus) {
  const here = make();
  const there = make();
  const heard: SessionEnded[] = [];
  there.subscribe((event) => heard.push(event));
  try {
    const event = { subject: `acct-${randomBytes(4).toString("hex")}` };
    // The listener connects in the background: published until heard.
    await expect.poll(async () => (await here.publish(event), heard.some((one) => "subject" in one && one.subject === event.subject)), { timeout: 10_000 }).toBe(true);
    await here.publish({ key: "f".repeat(64) });
    await expect.poll(() => heard.some((one) => "key" in one && one.key === "f".repeat(64)), { timeout: 5_000 }).toBe(true);
  } finally {
    await Promise.all([here.close(), there.close()]);
  }
}

describe("sign-outs between instances", () => {
  it.skipIf(!redisUp)(`travel over Redis pub/sub (${redisTestUrl})`, async () => {
    const prefix = `voltline-test-${process.pid}-${randomBytes(4).toString("hex")}:`;
    await travels(() => redisSessionEndBus(redisTestUrl, prefix));
  });

  it.skipIf(!postgresUrl)("travel over PostgreSQL LISTEN/NOTIFY", async () => {
    const schema = `bus_${process.pid}`;
    await travels(() => postgresSessionEndBus(postgresUrl!, schema));
  });

  it("fail at once, without hanging, while Redis cannot be reached", async () => {
    const away = redisSessionEndBus("redis://127.0.0.1:9", "voltline-test:");
    away.subscribe(() => {});
    const started = Date.now();
    await expect(away.publish({ subject: "x" })).rejects.toThrow();
    await away.close();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
