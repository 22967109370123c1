// One structured logger for the server (pino); quiet in tests unless LOG_LEVEL is set.
import pino from "pino";

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { service: "voltline-sites" },
});
