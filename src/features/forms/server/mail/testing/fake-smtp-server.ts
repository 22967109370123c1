// An SMTP server in the test process (smtp-server), standing in for the site's mail relay: it stores what it accepts
// and can refuse (554 to every connection), refuse one recipient (550 to RCPT TO), hang (never greets, so the client
// times out) or be down (nothing listens on its port: connection refused), then come back on the same port.
import type { AddressInfo, Socket } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

export type FakeSmtpMode = "up" | "refuse" | "hang" | "down";

export interface FakeSmtpServer {
  /** `smtp://127.0.0.1:<port>` */
  url: string;
  /** Raw messages accepted, in order, with their envelope. */
  received: { from: string; to: string[]; raw: Buffer }[];
  /** Connections opened (every attempt, refused or not, while up). */
  connections: number;
  setMode(mode: FakeSmtpMode): Promise<void>;
  /** Recipients answered 550 at RCPT TO. */
  refuseRecipient(address: string): void;
  close(): Promise<void>;
}

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

export async function startFakeSmtpServer(initial: FakeSmtpMode = "up"): Promise<FakeSmtpServer> {
  let mode: FakeSmtpMode = initial;
  const refused = new Set<string>();
  const hanging = new Set<() => void>();
  let server: SMTPServer | undefined;
  let port = 0;
  const sockets = new Set<Socket>();

  const options: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    socketTimeout: 30_000,
    onConnect(_session, callback) {
      fake.connections += 1;
      if (mode === "refuse") return callback(smtpError(554, "5.3.2 Service refused, try again later"));
      if (mode === "hang") {
        hanging.add(() => callback(smtpError(421, "4.3.2 Going away")));
        return;
      }
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase())) return callback(smtpError(550, "5.1.1 No such user here"));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        fake.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  };

  async function listen(): Promise<void> {
    server = new SMTPServer(options);
    await new Promise<void>((resolve, reject) => {
      server!.once("error", reject);
      server!.listen(port, "127.0.0.1", () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
    server.server.on("connection", (socket: Socket) => {
      sockets.add(socket);
      socket.once("close", () => sockets.delete(socket));
    });
  }

  async function shut(): Promise<void> {
    const current = server;
    server = undefined;
    hanging.clear();
    // Down means down: open connections are cut, not waited for.
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  const fake: FakeSmtpServer = {
    url: "",
    received: [],
    connections: 0,
    async setMode(next) {
      if (next === "down") await shut();
      else if (!server) await listen();
      if (next !== "hang") {
        for (const release of hanging) release();
        hanging.clear();
      }
      mode = next;
    },
    refuseRecipient(address) {
      refused.add(address.toLowerCase());
    },
    close: shut,
  };
  await listen();
  fake.url = `smtp://127.0.0.1:${port}`;
  if (initial === "down") await shut();
  return fake;
}
