"use client";
// Site navigation with disclosure menus and the product megamenu (N1, N5): mouse and keyboard.
import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";
import { MENU_HIDE_DELAY_MS } from "@/config/constants";
import type { MegamenuData, NavItem, NavLink } from "./nav-items";
import { FetchError, FetchSkeleton } from "@/platform/ui/fetch-state";
import { lookAttributes } from "../presentation";
import styles from "./Header.module.css";
import { withPageBuild } from "@/platform/http/page-build";

function ItemLink({ link, className: own }: { link: NavLink; className?: string }) {
  // N3: the entry's own classes and style, checked on the server (presentation.ts).
  const look = lookAttributes(link.look, own);
  if (link.external) {
    return (
      <a href={link.href} {...look} target="_blank" rel="noopener noreferrer">
        {link.title}
      </a>
    );
  }
  return (
    <Link href={link.href} {...look} prefetch={false}>
      {link.title}
    </Link>
  );
}

type MegamenuState = MegamenuData | "loading" | "error";

const menuButtonId = (itemId: string) => `menu-button-${itemId}`;
/** Focus back on a menu's own button: after Escape, and after "try again" took its button away (WCAG 2.4.3). */
const focusMenuButton = (itemId: string) => document.getElementById(menuButtonId(itemId))?.focus({ preventScroll: true });

export function SiteNavigation({
  items,
  label,
  menuLabel,
  loadingLabel,
  errorLabel,
  retryLabel,
}: {
  items: NavItem[];
  label: string;
  menuLabel: string;
  loadingLabel: string;
  errorLabel: string;
  retryLabel: string;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const [megamenus, setMegamenus] = useState<Record<string, MegamenuState>>({});
  // The product tree is large: it is fetched on first intent (hover, focus, open) instead of
  // weighing on every page's HTML.
  const requested = useRef(new Set<string>());
  const loadMegamenu = useCallback((item: NavItem) => {
    const src = item.megamenuSrc;
    if (!src || requested.current.has(item.id)) return;
    requested.current.add(item.id);
    setMegamenus((s) => ({ ...s, [item.id]: "loading" }));
    fetch(withPageBuild(src))
      .then((response) => (response.ok ? (response.json() as Promise<MegamenuData>) : Promise.reject(new Error(String(response.status)))))
      .then((data) => setMegamenus((s) => ({ ...s, [item.id]: data })))
      .catch(() => {
        requested.current.delete(item.id);
        setMegamenus((s) => ({ ...s, [item.id]: "error" }));
      });
  }, []);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [activeTop, setActiveTop] = useState<Record<string, string>>({});
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A click on a menu that hovering just opened keeps it open instead of toggling it shut.
  const openedByHover = useRef(false);
  const rootRef = useRef<HTMLElement>(null);

  const cancelHide = () => clearTimeout(hideTimer.current);
  const scheduleHide = () => {
    cancelHide();
    hideTimer.current = setTimeout(() => setOpen(null), MENU_HIDE_DELAY_MS);
  };
  const close = useCallback((focusId?: string) => {
    setOpen(null);
    if (focusId) focusMenuButton(focusId);
  }, []);

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      clearTimeout(hideTimer.current);
    };
  }, []);

  return (
    <nav aria-label={label} className={styles.siteNav} ref={rootRef}>
      <button
        type="button"
        className={styles.mobileToggle}
        aria-expanded={mobileOpen}
        aria-controls="site-nav-list"
        onClick={() => setMobileOpen((v) => !v)}
      >
        {menuLabel}
      </button>
      <ul id="site-nav-list" className={styles.navList} data-open={mobileOpen || undefined}>
        {items.map((item) => {
          const hasPanel = Boolean(item.megamenuSrc) || Boolean(item.menu);
          if (!hasPanel && item.href) {
            return (
              <li key={item.id}>
                <ItemLink link={{ id: item.id, title: item.title, href: item.href, ...(item.external ? { external: true } : {}), ...(item.look ? { look: item.look } : {}) }} className={styles.navLink} />
              </li>
            );
          }
          const isOpen = open === item.id;
          const panelId = `menu-panel-${item.id}`;
          const megamenu = megamenus[item.id];
          const topKey = activeTop[item.id] ?? (typeof megamenu === "object" ? megamenu.items[0]?.id : undefined);
          return (
            <li
              key={item.id}
              onMouseEnter={() => {
                cancelHide();
                loadMegamenu(item);
                if (open !== item.id) openedByHover.current = true;
                setOpen(item.id);
              }}
              onMouseLeave={scheduleHide}
              onKeyDown={(event) => {
                if (event.key === "Escape" && isOpen) {
                  event.stopPropagation();
                  close(item.id);
                }
              }}
            >
              <button
                type="button"
                id={menuButtonId(item.id)}
                className={styles.navLink}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onFocus={() => loadMegamenu(item)}
                onClick={() => {
                  loadMegamenu(item);
                  const close = isOpen && !openedByHover.current;
                  openedByHover.current = false;
                  setOpen(close ? null : item.id);
                }}
              >
                {item.title}
                <span aria-hidden="true" className={styles.caret} />
              </button>
              <div id={panelId} className={item.megamenuSrc ? styles.megamenu : styles.dropdown} hidden={!isOpen}>
                {item.megamenuSrc && megamenu === "error" ? (
                  // U4: the failure said, and asked again on demand (opening the menu again asks too).
                  <FetchError
                    className={styles.megaStatus}
                    message={errorLabel}
                    retryLabel={retryLabel}
                    // The button goes with the error: focus to the menu's own button, which stays (WCAG 2.4.3).
                    onRetry={() => {
                      focusMenuButton(item.id);
                      loadMegamenu(item);
                    }}
                  />
                ) : item.megamenuSrc && typeof megamenu !== "object" ? (
                  <>
                    <FetchSkeleton className={styles.megaStatus} label={loadingLabel} count={4} />
                    {/* Without JavaScript the menu is never fetched: the catalogue's landing instead (Header.module.css, scripting: none). */}
                    {item.catalogLink ? (
                      <noscript>
                        <p className={styles.megaStatus}>
                          <a href={item.catalogLink.href}>{item.catalogLink.title}</a>
                        </p>
                      </noscript>
                    ) : null}
                  </>
                ) : typeof megamenu === "object" ? (
                  <div className={styles.megaInner}>
                    <ul className={styles.megaTops}>
                      {megamenu.items.map((top) => (
                        <li key={top.id}>
                          <button
                            type="button"
                            aria-expanded={topKey === top.id}
                            aria-controls={`mega-${item.id}-${top.id}`}
                            className={styles.megaTop}
                            onMouseEnter={() => setActiveTop((s) => ({ ...s, [item.id]: top.id }))}
                            onFocus={() => setActiveTop((s) => ({ ...s, [item.id]: top.id }))}
                            onClick={() => setActiveTop((s) => ({ ...s, [item.id]: top.id }))}
                          >
                            {top.title}
                          </button>
                        </li>
                      ))}
                      <li>
                        <ItemLink link={megamenu.viewAll} className={styles.megaViewAll} />
                      </li>
                    </ul>
                    {megamenu.items.map((top) => (
                      <div key={top.id} id={`mega-${item.id}-${top.id}`} className={styles.megaColumns} hidden={topKey !== top.id}>
                        <p className={styles.megaHeading}>
                          <ItemLink link={top} />
                        </p>
                        <div className={styles.megaGrid}>
                          {top.columns.map((column) => (
                            <div key={column.id}>
                              <ItemLink link={column} className={styles.megaColumnTitle} />
                              <ul>
                                {column.links.map((link) => (
                                  <li key={link.id}>
                                    <ItemLink link={link} />
                                  </li>
                                ))}
                                {column.viewAll ? (
                                  <li>
                                    <ItemLink link={column.viewAll} className={styles.viewAll} />
                                  </li>
                                ) : null}
                              </ul>
                            </div>
                          ))}
                        </div>
                      </div>
                    ))}
                  </div>
                ) : (
                  item.menu
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
