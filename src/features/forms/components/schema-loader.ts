// A form's schema, loaded when first asked for (ADR 75): react-hook-form checks at every blur and change, so the
// module is imported once and the schema kept. A load that fails (the network) is forgotten, and the next check tries
// again; meanwhile FormView lets the post go and the server's checks answer.
import type { z } from "@/platform/validation/zod";

export function lazySchema(load: () => Promise<z.ZodType>): () => Promise<z.ZodType> {
  let loaded: Promise<z.ZodType> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}
