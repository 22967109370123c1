// The embedded OpenID provider (A1, ADR 30) on an ephemeral loopback port, for the provider's and the sign-in routes' tests:
// each test file starts the providers it needs; all are closed and their data directory removed after the file.
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { drainBodyAfterAnswer } from "@/platform/server/early-answer";
import { createEmbeddedProvider, isProviderRequest, type EmbeddedProviderOptions } from "../provider/embedded-provider";

export interface RunningProvider {
  origin: string;
  issuer: string;
  close(): Promise<void>;
}

export type StartOptions = Partial<Omit<EmbeddedProviderOptions, "siteOrigins">> & {
  /** The public address the issuer stands at, when it differs from the server reached. */
  issuerOrigin?: (origin: string) => string;
  /** The site origins registered with the client (default: the server reached). */
  siteOrigins?: (origin: string) => string[];
};

/**
 * `start(options)` for the enclosing test file: a provider with the file's `defaults` (its secret...) and data directory
 * (`voltline-op-<name>-`); `drainBody`: the server drains a request's body after answering, as the site's server does.
 */
export function embeddedProviderServers(name: string, defaults: Partial<EmbeddedProviderOptions> & { secret: string }, { drainBody = false } = {}) {
  const running: RunningProvider[] = [];
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), `voltline-op-${name}-`));
  });
  afterAll(async () => {
    await Promise.all(running.map((server) => server.close()));
    await rm(dataDir, { recursive: true, force: true });
  });
  return async function start({ issuerOrigin, siteOrigins, ...options }: StartOptions = {}): Promise<RunningProvider> {
    const mounted: { issuer: string; handle?: (req: IncomingMessage, res: ServerResponse) => void } = { issuer: "" };
    const server: Server = createServer((req, res) => {
      if (drainBody) drainBodyAfterAnswer(req, res);
      if (mounted.handle && isProviderRequest(req.url ?? "/", mounted.issuer)) mounted.handle(req, res);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const issuer = `${issuerOrigin?.(origin) ?? origin}/oidc`;
    mounted.issuer = issuer;
    const embedded = await createEmbeddedProvider({ issuer, siteOrigins: siteOrigins?.(origin) ?? [origin], dataDir, ...defaults, ...options });
    mounted.handle = embedded.handle;
    const instance = { origin, issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
    running.push(instance);
    return instance;
  };
}
