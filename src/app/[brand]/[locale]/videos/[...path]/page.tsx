// V1: video detail at videos/{slug...}/v/{id}.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { isLocale } from "@/config/locales";
import { getVideo, listVideos } from "@/features/content/server";
import { listSiteParams } from "@/features/navigation/server";
import { VideoDetailView } from "@/features/media/ui";
import { relatedVideos } from "@/features/media";
import { buildVideoUrl } from "@/platform/routing/urls";
import { buildAlternates } from "@/platform/seo/alternates";
import { socialMetadata } from "@/platform/seo/social";

type Params = Promise<{ brand: string; locale: string; path: string[] }>;

/** `[...slug, "v", id]` -> id; anything else is not a video path. */
function videoId(path: string[]): string | undefined {
  return path.length >= 2 && path[path.length - 2] === "v" ? path[path.length - 1] : undefined;
}

export async function generateStaticParams() {
  const sites = await listSiteParams();
  const all = await Promise.all(
    sites.map(async ({ brand, locale }) =>
      (await listVideos(brand, locale, { skip: 0, limit: 1000 })).items.map((video) => ({ brand, locale, path: buildVideoUrl(video).split("/").slice(1) })),
    ),
  );
  return all.flat();
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { brand, locale, path } = await params;
  const id = videoId(path);
  if (!isLocale(locale) || !id) return {};
  const video = await getVideo(brand, id, locale);
  if (!video) return {};
  return {
    title: video.title,
    description: video.description,
    alternates: buildAlternates({ brand, locale, path: buildVideoUrl(video) }),
    ...socialMetadata({ type: "video.other", title: video.title, images: video.thumbnail ? [video.thumbnail.url] : undefined }),
  };
}

export default async function VideoPage({ params }: { params: Params }) {
  const { brand, locale, path } = await params;
  const id = videoId(path);
  if (!isLocale(locale) || !id) notFound();
  setRequestLocale(locale);
  const [video, all] = await Promise.all([getVideo(brand, id, locale), listVideos(brand, locale, { skip: 0, limit: 1000 })]);
  if (!video) notFound();
  return <VideoDetailView video={video} related={relatedVideos(video, all.items)} brand={brand} locale={locale} />;
}
