import * as lucide from "lucide";
import { escapeHtml } from "./html-text";

/**
 * Icons content files may name (gatsby/validate.ts checks every `icon:` against this list). They reach the browser
 * as an SVG sprite in each page's HTML, so an icon costs no JavaScript: components draw `<use href="#icon-name">`.
 */
export const icons = {
  award: lucide.Award,
  banknote: lucide.Banknote,
  bell: lucide.Bell,
  bot: lucide.Bot,
  brain: lucide.Brain,
  briefcase: lucide.Briefcase,
  building: lucide.Building,
  "calendar-clock": lucide.CalendarClock,
  "chart-column": lucide.ChartColumn,
  "chart-line": lucide.ChartLine,
  "circle-dollar-sign": lucide.CircleDollarSign,
  "clipboard-check": lucide.ClipboardCheck,
  clock: lucide.Clock,
  code: lucide.Code,
  compass: lucide.Compass,
  cpu: lucide.Cpu,
  database: lucide.Database,
  eye: lucide.Eye,
  factory: lucide.Factory,
  "file-check": lucide.FileCheck,
  "file-search": lucide.FileSearch,
  "file-text": lucide.FileText,
  gauge: lucide.Gauge,
  "git-merge": lucide.GitMerge,
  globe: lucide.Globe,
  "graduation-cap": lucide.GraduationCap,
  handshake: lucide.Handshake,
  "heart-pulse": lucide.HeartPulse,
  landmark: lucide.Landmark,
  layers: lucide.Layers,
  "layout-dashboard": lucide.LayoutDashboard,
  lightbulb: lucide.Lightbulb,
  link: lucide.Link,
  lock: lucide.Lock,
  mountain: lucide.Mountain,
  network: lucide.Network,
  palette: lucide.Palette,
  percent: lucide.Percent,
  "piggy-bank": lucide.PiggyBank,
  plug: lucide.Plug,
  puzzle: lucide.Puzzle,
  receipt: lucide.Receipt,
  "refresh-cw": lucide.RefreshCw,
  rocket: lucide.Rocket,
  route: lucide.Route,
  scale: lucide.Scale,
  search: lucide.Search,
  "shield-alert": lucide.ShieldAlert,
  "shield-check": lucide.ShieldCheck,
  "shopping-cart": lucide.ShoppingCart,
  sparkles: lucide.Sparkles,
  target: lucide.Target,
  timer: lucide.Timer,
  "trending-down": lucide.TrendingDown,
  "trending-up": lucide.TrendingUp,
  "triangle-alert": lucide.TriangleAlert,
  truck: lucide.Truck,
  "user-check": lucide.UserCheck,
  users: lucide.Users,
  wallet: lucide.Wallet,
  workflow: lucide.Workflow,
  zap: lucide.Zap,
} satisfies Record<string, lucide.IconNode>;

/** Icons the interface itself draws (menus, buttons); not offered to content. */
export const interfaceIcons = {
  "arrow-down": lucide.ArrowDown,
  "arrow-left": lucide.ArrowLeft,
  "eye-off": lucide.EyeOff,
  "lock-open": lucide.LockOpen,
  mail: lucide.Mail,
  "arrow-right": lucide.ArrowRight,
  check: lucide.Check,
  "chevron-down": lucide.ChevronDown,
  menu: lucide.Menu,
  pause: lucide.Pause,
  play: lucide.Play,
  quote: lucide.Quote,
  x: lucide.X,
} satisfies Record<string, lucide.IconNode>;

export type ContentIconName = keyof typeof icons;
export type IconName = ContentIconName | keyof typeof interfaceIcons;

export const iconNames = Object.keys(icons) as ContentIconName[];

export function isIconName(value: unknown): value is ContentIconName {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(icons, value);
}

const allIcons: Record<string, lucide.IconNode> = { ...icons, ...interfaceIcons };

function symbol(name: string): string {
  const children = allIcons[name]!.map(([tag, attributes]) => {
    const attrs = Object.entries(attributes)
      .map(([key, value]) => `${key}="${escapeHtml(String(value))}"`)
      .join(" ");
    return `<${tag} ${attrs}/>`;
  }).join("");
  return `<symbol id="icon-${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${children}</symbol>`;
}

/** The <symbol>s of the named icons (unknown names skipped) and of the interface's own, or of every icon. */
export function iconSymbols(names?: Iterable<string>): string {
  const chosen = names ? new Set([...names, ...Object.keys(interfaceIcons)]) : new Set(Object.keys(allIcons));
  return [...chosen]
    .filter((name) => Object.prototype.hasOwnProperty.call(allIcons, name))
    .sort()
    .map(symbol)
    .join("");
}

/** FNV-1a, enough to give the sprite file a name that changes with its content. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, "0");
}

let spriteFile: { path: string; svg: string } | undefined;

/** Every icon as one SVG file (src/lib/icon-sprite.ts), named by a hash of its content so it is cached like the rest of /static. */
export function iconSpriteFile(): { path: string; svg: string } {
  if (!spriteFile) {
    const symbols = iconSymbols();
    spriteFile = { path: `/static/icons-${fingerprint(symbols)}.svg`, svg: `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>` };
  }
  return spriteFile;
}
