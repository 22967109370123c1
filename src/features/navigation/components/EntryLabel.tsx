// A navigation entry's text with its icon (N3), drawn on the server as inline SVG (lucide-react): no icon font, no
// request, no client JavaScript. The icon is decorative: the entry's title names the link.
import type { ReactNode } from "react";
import {
  Building2,
  Calendar,
  CircleHelp,
  Download,
  ExternalLink,
  FileText,
  Globe,
  Info,
  LifeBuoy,
  Lightbulb,
  List,
  Mail,
  MapPin,
  Newspaper,
  Phone,
  Search,
  ShoppingCart,
  Truck,
  User,
  Video,
  Wrench,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { EntryLook, NavIconName } from "../presentation";
import styles from "./EntryLabel.module.css";

const ICONS: Record<NavIconName, LucideIcon> = {
  "map-pin": MapPin,
  "life-buoy": LifeBuoy,
  phone: Phone,
  user: User,
  list: List,
  mail: Mail,
  download: Download,
  "file-text": FileText,
  search: Search,
  info: Info,
  "circle-help": CircleHelp,
  globe: Globe,
  "external-link": ExternalLink,
  calendar: Calendar,
  video: Video,
  newspaper: Newspaper,
  "building-2": Building2,
  wrench: Wrench,
  zap: Zap,
  lightbulb: Lightbulb,
  "shopping-cart": ShoppingCart,
  truck: Truck,
};

export function EntryLabel({ title, look }: { title: ReactNode; look: EntryLook }) {
  if (!look.icon) return <>{title}</>;
  const Icon = ICONS[look.icon.name];
  const icon = <Icon className={styles.icon} size={16} strokeWidth={2} aria-hidden="true" focusable="false" />;
  return (
    <span className={styles.label}>
      {look.icon.position === "left" ? icon : null}
      <span>{title}</span>
      {look.icon.position === "right" ? icon : null}
    </span>
  );
}
