// Writes the navigation icons' sprite (N3, ADR 72) to public/generated/nav-icons.svg.
import fs from "node:fs";
import path from "node:path";
import { navIconSprite } from "@/features/navigation/icon-sprite";
import { NAV_ICON_SPRITE_URL } from "@/features/navigation/presentation";

const out = path.join(process.cwd(), "public", NAV_ICON_SPRITE_URL);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, navIconSprite());
console.log(`nav icons: ${out}`);
