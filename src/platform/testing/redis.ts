// Tests that speak to the machine's Redis (REDIS_TEST_URL, default redis://127.0.0.1:6379): whether it answers, so a
// suite can say it skipped rather than fail on a machine without one. CI's machine runs Redis, so there they run.
import { connect } from "node:net";

export const redisTestUrl = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";

export function redisReachable(url: string = redisTestUrl): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 500 });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once("connect", () => done(true)).once("error", () => done(false)).once("timeout", () => done(false));
  });
}
