// One structured logger for the server (pino); quiet in tests unless LOG_LEVEL is set. Credentials never reach a line:
// secret keys are redacted and errors lose their request configs (issue 12 item 8, ADR 30).
import pino, { type DestinationStream, type Logger } from "pino";
import { errorSerializer, redactPaths, REDACTED, serializeNestedErrors } from "./redaction";

/** The logger's options, shared by the process logger and tests that write to their own destination. */
export function loggerOptions(level: string): pino.LoggerOptions {
  return {
    level,
    base: { service: "voltline-sites" },
    redact: { paths: redactPaths(), censor: REDACTED },
    // Both spellings code uses for a caught error, and an error's cause, go through the scrubbing serializer.
    serializers: { err: errorSerializer, error: errorSerializer, cause: errorSerializer },
    formatters: { log: serializeNestedErrors },
  };
}

export function createLogger(destination?: DestinationStream, level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info")): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}

export const logger = createLogger();
