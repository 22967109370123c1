// Outside a build, next/image knows only its default options: quality 75 is the only one it writes. Next's build defines
// the site's options (quality 80, IMAGE_QUALITY) into its code as an object, which vitest cannot define into
// `process.env`. Unit tests run with the site's quality set to next/image's, so the URLs they see are of the site's
// quality and take the short form the site writes (ADR 79).
import { vi } from "vitest";

vi.mock("@/config/constants", async (original) => ({ ...(await original<object>()), IMAGE_QUALITY: 75 }));
