"use client";
// The error views' shared parts: the way back to the site's home and the retry button.
import { useParams } from "next/navigation";

/** The home of the page's brand and locale, else the site root. */
export function useSiteHomeHref(): string {
  const params = useParams<{ brand?: string; locale?: string }>();
  return params.brand && params.locale ? `/${params.brand}/${params.locale}` : "/";
}

export function RetryAction({ retry, label }: { retry?: () => void; label: string }) {
  if (!retry) return null;
  return (
    <p>
      <button type="button" className="btn btn-secondary" onClick={() => retry()}>
        {label}
      </button>
    </p>
  );
}
