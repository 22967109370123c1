// drizzle-kit: `npx drizzle-kit generate` writes the SQL migrations of src/platform/db/schema.ts into drizzle/ (committed).
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/platform/db/schema.ts",
  out: "./drizzle",
});
