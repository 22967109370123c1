// U4 (ADR 68): what a client-side fetch shows while it waits and when it fails, the same on every island.
// - FetchSkeleton: the shape of what is coming (rows, a card grid or table rows) in the space it will take, so nothing
//   jumps when the answer arrives; one status in the page's language for screen readers (aria-busy), the shapes
//   hidden from them; no shimmer for visitors who ask for less motion. Client islands only: a server-rendered page
//   never waits behind one (no Suspense fallback that a browser without JavaScript would keep showing).
// - FetchError: the translated reason and a "try again" button that asks again; announced as an alert.
// Both take their words from the caller (each island already has its translations), so they need no message namespace.
import styles from "./FetchState.module.css";

export type SkeletonShape = "lines" | "grid" | "table";

export function FetchSkeleton({ label, shape = "lines", count = 3, className }: { label: string; shape?: SkeletonShape; count?: number; className?: string }) {
  return (
    <div role="status" aria-busy="true" data-skeleton={shape} className={className ? `${styles.skeleton} ${className}` : styles.skeleton}>
      <span className="visually-hidden">{label}</span>
      <div aria-hidden="true" className={shape === "grid" ? styles.grid : styles.rows}>
        {Array.from({ length: count }, (_, index) =>
          shape === "grid" ? (
            <div key={index}>
              <div className={`${styles.block} ${styles.image}`} />
              <div className={`${styles.block} ${styles.line}`} />
              <div className={`${styles.block} ${styles.line} ${styles.short}`} />
            </div>
          ) : (
            <div key={index} className={`${styles.block} ${shape === "table" ? styles.row : styles.line}`} />
          ),
        )}
      </div>
    </div>
  );
}

export function FetchError({ message, retryLabel, onRetry, className }: { message: string; retryLabel: string; onRetry: () => void; className?: string }) {
  return (
    <div role="alert" data-fetch-error="" className={className ? `${styles.error} ${className}` : styles.error}>
      <p>{message}</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
