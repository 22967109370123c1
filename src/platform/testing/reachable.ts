// Whether a service a test speaks to answers on its TCP port, so a suite can say what it needs rather than fail on a
// connection error deep in a test. CI's machine runs PostgreSQL and Redis, so there the suites run.
import { connect } from "node:net";

export function tcpReachable(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || defaultPort), timeout: 500 });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once("connect", () => done(true)).once("error", () => done(false)).once("timeout", () => done(false));
  });
}
