"use client";
// The account navigation's links (A3-A6): the current section is marked for screen readers and the eye alike.
import Link from "next/link";
import { usePathname } from "next/navigation";

export function AccountNavLinks({ links }: { links: { href: string; label: string }[] }) {
  const pathname = usePathname();
  return (
    <ul>
      {links.map((link) => {
        const current = pathname === link.href || pathname.startsWith(`${link.href}/`);
        return (
          <li key={link.href}>
            <Link href={link.href} prefetch={false} aria-current={current ? "page" : undefined}>
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
