// Video detail (V1, V2): player with captions, the transcript that seeks it, related videos.
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { LOCALE_INFO, type Locale } from "@/config/locales";
import type { Video } from "@/features/content";
import { parseCaptions } from "@/features/media/captions";
import { loadCaptionText } from "@/features/media/server/caption-text";
import { VideoPlaybackProvider } from "@/features/media/components/VideoPlayback";
import { VideoPlayer } from "@/features/media/components/VideoPlayer";
import { playableVideo } from "@/features/media/playable";
import { VideoTranscript } from "@/features/media/components/VideoTranscript";
import { formatCaptionTime } from "@/features/media/captions";
import { formatDate } from "@/platform/i18n/format";
import { JsonLd } from "@/platform/seo/JsonLd";
import { buildVideoUrl, PUBLIC_SITE_ORIGIN, sitePath } from "@/platform/routing/urls";
import { ClientMessages } from "@/platform/i18n/ClientMessages";
import { MEDIA_CLIENT_MESSAGES } from "@/platform/i18n/client-messages";
import { VideoCard } from "./VideoCard";
import styles from "./Videos.module.css";

function trackFor(video: Video, locale: Locale) {
  const iso = LOCALE_INFO[locale].iso.toLowerCase();
  return (
    video.captions.find((c) => c.locale.toLowerCase() === locale || c.locale.toLowerCase() === iso) ??
    video.captions.find((c) => c.locale.toLowerCase().startsWith(locale.slice(0, 2)))
  );
}

export async function VideoDetailView({ video, related, brand, locale }: { video: Video; related: Video[]; brand: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "videos" });
  const track = trackFor(video, locale);
  const text = track ? await loadCaptionText(track.url) : null;
  const entries = text ? parseCaptions(text) : [];
  return (
    <div className={`container ${styles.detail}`}>
      <p>
        <Link href={sitePath(brand, locale, "videos/list")}>← {t("back")}</Link>
      </p>
      <h1>{video.title}</h1>
      <p>
        <time dateTime={video.date}>{formatDate(video.date, locale)}</time> · {t("duration", { duration: formatCaptionTime(video.durationSeconds) })}
      </p>
      <VideoPlaybackProvider>
        <div className={styles.layout}>
          <div>
            <ClientMessages locale={locale} picks={MEDIA_CLIENT_MESSAGES}>
              <VideoPlayer video={playableVideo(video)} locale={locale} priority />
            </ClientMessages>
            <p>{video.description}</p>
          </div>
          <section aria-labelledby="transcript-heading">
            <h2 id="transcript-heading">{t("transcript")}</h2>
            {entries.length ? (
              <>
                <p id="transcript-help">{t("transcriptHelp")}</p>
                <VideoTranscript entries={entries} describedBy="transcript-help" />
              </>
            ) : (
              <p>{t("noTranscript")}</p>
            )}
          </section>
        </div>
      </VideoPlaybackProvider>
      {related.length ? (
        <section className={styles.related} aria-labelledby="related-heading">
          <h2 id="related-heading">{t("related")}</h2>
          <ul className={styles.grid}>
            {related.map((other) => (
              <li key={other.id}>
                <VideoCard video={other} brand={brand} locale={locale} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "VideoObject",
          name: video.title,
          description: video.description,
          uploadDate: video.date,
          duration: `PT${Math.round(video.durationSeconds)}S`,
          thumbnailUrl: video.thumbnail ? [video.thumbnail.url] : undefined,
          contentUrl: video.fileUrl,
          url: `${PUBLIC_SITE_ORIGIN}${sitePath(brand, locale, buildVideoUrl(video))}`,
        }}
      />
    </div>
  );
}
