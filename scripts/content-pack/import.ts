// Imports generated/content-pack.json into a Contentful space with contentful-import (X1).
// Asset files are uploaded from public/ (see docs/contentful-import.md). Not run by tests.
import { promises as fs } from "node:fs";
import path from "node:path";
import contentfulImport from "contentful-import";
import type { ContentPack } from "@/features/content/server/pack";

/** contentful-import reads an asset from `assetsDirectory` + the part of its URL after "//". */
export function packForUpload(pack: ContentPack): ContentPack {
  return {
    ...pack,
    assets: pack.assets.map((asset) => ({
      ...asset,
      fields: {
        ...asset.fields,
        file: Object.fromEntries(Object.entries(asset.fields.file).map(([locale, file]) => [locale, { ...file, url: `/${file.url}` }])),
      },
    })),
  };
}

async function main(): Promise<void> {
  const spaceId = process.env.CONTENTFUL_SPACE_ID;
  const managementToken = process.env.CONTENTFUL_MANAGEMENT_TOKEN;
  if (!spaceId || !managementToken) {
    console.error("Set CONTENTFUL_SPACE_ID and CONTENTFUL_MANAGEMENT_TOKEN (and optionally CONTENTFUL_ENVIRONMENT).");
    process.exit(1);
  }
  const root = process.cwd();
  const pack = JSON.parse(await fs.readFile(path.join(root, "generated/content-pack.json"), "utf8")) as ContentPack;
  await contentfulImport({
    spaceId,
    environmentId: process.env.CONTENTFUL_ENVIRONMENT ?? "master",
    managementToken,
    content: packForUpload(pack),
    uploadAssets: true,
    assetsDirectory: path.join(root, "public"),
    contentModelOnly: process.argv.includes("--content-model-only"),
    skipContentPublishing: process.argv.includes("--skip-publishing"),
  });
  console.log(`imported ${pack.contentTypes.length} content types, ${pack.entries.length} entries, ${pack.assets.length} assets into ${spaceId}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
