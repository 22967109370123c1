// How instances tell each other that sessions ended (session cache, cached.ts): Redis pub/sub beside the Redis store,
// PostgreSQL LISTEN/NOTIFY beside the database store on PostgreSQL. The embedded PGlite database is one process: no bus.
// Nothing waits on a bus in a request but the sign-out's own publish, and that fails at once when the bus is down.
import { logger } from "@/platform/logging/logger";
import { parseSessionEnded, type SessionEndBus, type SessionEnded } from "./cached";

/** Redis pub/sub on `{prefix}session-ended`: a connection to publish, one to listen, both opened on first use. */
export function redisSessionEndBus(url: string, keyPrefix: string): SessionEndBus {
  const channel = `${keyPrefix}session-ended`;
  const listeners: ((event: SessionEnded) => void)[] = [];
  const open = async (role: string) => {
    const { createClient } = await import("@redis/client");
    let ready = false;
    // A first connection that fails is an error (tried again on the next use); a lost one is retried.
    const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2_000, reconnectStrategy: (retries, cause) => (ready ? Math.min(100 * 2 ** retries, 5_000) : cause) } });
    client.on("error", (error: unknown) => logger.warn({ err: error }, `session cache: Redis ${role} connection error`));
    await client.connect();
    ready = true;
    return client;
  };
  let publisher: ReturnType<typeof open> | undefined;
  let subscriber: ReturnType<typeof open> | undefined;
  const listen = () => {
    subscriber ??= open("subscriber").then(async (client) => {
      await client.subscribe(channel, (message) => {
        const event = parseSessionEnded(message);
        if (event) for (const listener of listeners) listener(event);
      });
      return client;
    });
    subscriber.catch((error: unknown) => {
      logger.warn({ err: error }, "session cache: not listening for sign-outs of other instances (retried on the next sign-in)");
      subscriber = undefined;
    });
  };
  return {
    async publish(event) {
      publisher ??= open("publisher").catch((error: unknown) => {
        publisher = undefined;
        throw error;
      });
      await (await publisher).publish(channel, JSON.stringify(event));
    },
    subscribe(listener) {
      listeners.push(listener);
      listen();
    },
    async close() {
      const clients = await Promise.all([publisher, subscriber].map((client) => client?.catch(() => undefined)));
      publisher = subscriber = undefined;
      await Promise.all(clients.map((client) => (client?.isOpen ? client.close() : undefined)));
    },
  };
}

/** PostgreSQL LISTEN/NOTIFY on a channel named after the schema (several sites may share a server). */
export function postgresSessionEndBus(url: string, schema = "public"): SessionEndBus {
  const channel = `session_ended_${schema}`;
  const listeners: ((event: SessionEnded) => void)[] = [];
  type PgClient = import("pg").Client;
  let listening: Promise<PgClient> | undefined;
  let publishing: Promise<PgClient> | undefined;
  const connect = async () => {
    const { Client } = await import("pg");
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    client.on("error", (error: unknown) => logger.warn({ err: error }, "session cache: PostgreSQL bus connection error"));
    await client.connect();
    return client;
  };
  const listen = () => {
    listening ??= connect().then(async (client) => {
      client.on("notification", (message) => {
        const event = message.channel === channel && message.payload ? parseSessionEnded(message.payload) : undefined;
        if (event) for (const listener of listeners) listener(event);
      });
      // A lost connection listens again on the next sign-in; meanwhile the cache's lifetime bounds what is missed.
      client.on("end", () => {
        listening = undefined;
      });
      await client.query(`LISTEN "${channel}"`);
      return client;
    });
    listening.catch((error: unknown) => {
      logger.warn({ err: error }, "session cache: not listening for sign-outs of other instances");
      listening = undefined;
    });
  };
  return {
    async publish(event) {
      listen();
      publishing ??= connect().then((client) => {
        client.on("end", () => {
          publishing = undefined;
        });
        return client;
      });
      publishing.catch(() => {
        publishing = undefined;
      });
      await (await publishing).query("SELECT pg_notify($1, $2)", [channel, JSON.stringify(event)]);
    },
    subscribe(listener) {
      listeners.push(listener);
      listen();
    },
    async close() {
      const clients = await Promise.all([listening, publishing].map((client) => client?.catch(() => undefined)));
      listening = publishing = undefined;
      await Promise.all(clients.map((client) => client?.end().catch(() => undefined)));
    },
  };
}
