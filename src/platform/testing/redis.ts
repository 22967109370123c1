// Tests that speak to the machine's Redis (REDIS_TEST_URL, default redis://127.0.0.1:6379): whether it answers, so a
// suite can say it skipped rather than fail on a machine without one. CI's machine runs Redis, so there they run.
import { tcpReachable } from "./reachable";

export const redisTestUrl = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";

export function redisReachable(url: string = redisTestUrl): Promise<boolean> {
  return tcpReachable(url, 6379);
}
