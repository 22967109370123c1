// zod for every schema of the site (ADR 73). Import `z` from here, never from "zod" (ESLint refuses it):
// - it is configured before any schema is built: without `jitless`, zod 4 probes `new Function` when it builds an
//   object schema, and under the site's Content-Security-Policy (no 'unsafe-eval', ADR 25) that probe is a reported
//   violation on every page whose client code builds one;
// - it holds only the members the site uses. zod's own `z` namespace also holds `z.locales`, its messages in some
//   forty languages (about 250 KB of the browser's JavaScript before compression), which a bundler cannot drop once the
//   namespace is passed around as a value. Add a member here when a schema needs it.
// The members are local bindings, not re-exports, so a bundler cannot reach them without running this module's
// `config` first (with `export ... from`, Turbopack resolved the names straight to zod and dropped the set-up).
import {
  config,
  NEVER,
  ZodError,
  ZodType,
  array,
  boolean,
  email,
  enum as zodEnum,
  literal,
  number,
  object,
  preprocess,
  string,
  union,
} from "zod";
import type * as zod from "zod";

config({ jitless: true });

export const z = { NEVER, ZodError, ZodType, array, boolean, email, enum: zodEnum, literal, number, object, preprocess, string, union };

// The type-only members, beside the value of the same name.
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace z {
  export type infer<T> = zod.infer<T>;
  export type output<T> = zod.output<T>;
  export type RefinementCtx<T = unknown> = zod.RefinementCtx<T>;
  export type ZodType<Output = unknown, Input = unknown> = zod.ZodType<Output, Input>;
  export type ZodError<T = unknown> = zod.ZodError<T>;
}
