// ICU messages compiled once on the server (icu-minify, next-intl's precompile format). The browser then formats
// them with use-intl's small format-only module instead of shipping intl-messageformat's parser (ADR 15).
import compile from "icu-minify/compile";

export type MessageTree = { [key: string]: string | MessageTree };
export type CompiledTree = { [key: string]: ReturnType<typeof compile> | CompiledTree };

/** Compiles every message of a tree; nesting and keys are kept. A malformed message throws with its key path. */
export function compileMessages(tree: MessageTree, prefix = ""): CompiledTree {
  const out: CompiledTree = {};
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") {
      try {
        // Plain JSON: icu-minify builds plural branches on null-prototype objects, which React cannot pass to
        // client components.
        out[key] = JSON.parse(JSON.stringify(compile(value)));
      } catch (error) {
        throw new Error(`Message ${at} is not valid ICU: ${(error as Error).message}`);
      }
    } else {
      out[key] = compileMessages(value, at);
    }
  }
  return out;
}
