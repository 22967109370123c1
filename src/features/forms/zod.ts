// Every forms module imports z from here: the site's configured, lean zod (platform/validation/zod.ts).
export { z } from "@/platform/validation/zod";
