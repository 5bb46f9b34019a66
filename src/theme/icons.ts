import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  Award,
  Banknote,
  Bell,
  Bot,
  Brain,
  Briefcase,
  Building,
  CalendarClock,
  ChartColumn,
  ChartLine,
  Check,
  ChevronDown,
  CircleDollarSign,
  ClipboardCheck,
  Clock,
  Code,
  Compass,
  Cpu,
  Database,
  Eye,
  EyeOff,
  Factory,
  FileCheck,
  FileSearch,
  FileText,
  Gauge,
  GitMerge,
  Globe,
  GraduationCap,
  Handshake,
  HeartPulse,
  Landmark,
  Layers,
  LayoutDashboard,
  Lightbulb,
  Link,
  Lock,
  LockOpen,
  Mail,
  Menu,
  Mountain,
  Network,
  Palette,
  Pause,
  Percent,
  PiggyBank,
  Play,
  Plug,
  Puzzle,
  Quote,
  Receipt,
  RefreshCw,
  Rocket,
  Route,
  Scale,
  Search,
  ShieldAlert,
  ShieldCheck,
  ShoppingCart,
  Sparkles,
  Target,
  Timer,
  TrendingDown,
  TrendingUp,
  TriangleAlert,
  Truck,
  UserCheck,
  Users,
  Wallet,
  Workflow,
  X,
  Zap,
  type IconNode,
} from "lucide";

/**
 * Icons content files may name (build and server-side only). They reach the
 * browser as an inline SVG sprite in each page's HTML holding the icons that
 * page draws, so an icon costs no JavaScript: components draw
 * `<use href="#icon-name">`. Adding an entry here
 * is what makes an icon available to editors; gatsby/validate.ts checks every
 * `icon:` in content against this list.
 */
export const icons = {
  award: Award,
  banknote: Banknote,
  bell: Bell,
  bot: Bot,
  brain: Brain,
  briefcase: Briefcase,
  building: Building,
  "calendar-clock": CalendarClock,
  "chart-column": ChartColumn,
  "chart-line": ChartLine,
  "circle-dollar-sign": CircleDollarSign,
  "clipboard-check": ClipboardCheck,
  clock: Clock,
  code: Code,
  compass: Compass,
  cpu: Cpu,
  database: Database,
  eye: Eye,
  factory: Factory,
  "file-check": FileCheck,
  "file-search": FileSearch,
  "file-text": FileText,
  gauge: Gauge,
  "git-merge": GitMerge,
  globe: Globe,
  "graduation-cap": GraduationCap,
  handshake: Handshake,
  "heart-pulse": HeartPulse,
  landmark: Landmark,
  layers: Layers,
  "layout-dashboard": LayoutDashboard,
  lightbulb: Lightbulb,
  link: Link,
  lock: Lock,
  mountain: Mountain,
  network: Network,
  palette: Palette,
  percent: Percent,
  "piggy-bank": PiggyBank,
  plug: Plug,
  puzzle: Puzzle,
  receipt: Receipt,
  "refresh-cw": RefreshCw,
  rocket: Rocket,
  route: Route,
  scale: Scale,
  search: Search,
  "shield-alert": ShieldAlert,
  "shield-check": ShieldCheck,
  "shopping-cart": ShoppingCart,
  sparkles: Sparkles,
  target: Target,
  timer: Timer,
  "trending-down": TrendingDown,
  "trending-up": TrendingUp,
  "triangle-alert": TriangleAlert,
  truck: Truck,
  "user-check": UserCheck,
  users: Users,
  wallet: Wallet,
  workflow: Workflow,
  zap: Zap,
} satisfies Record<string, IconNode>;

/** Icons the interface itself draws (menus, buttons); not offered to content. */
export const interfaceIcons = {
  "arrow-down": ArrowDown,
  "arrow-left": ArrowLeft,
  "eye-off": EyeOff,
  "lock-open": LockOpen,
  mail: Mail,
  "arrow-right": ArrowRight,
  check: Check,
  "chevron-down": ChevronDown,
  menu: Menu,
  pause: Pause,
  play: Play,
  quote: Quote,
  x: X,
} satisfies Record<string, IconNode>;

export type ContentIconName = keyof typeof icons;
export type IconName = ContentIconName | keyof typeof interfaceIcons;

export const iconNames = Object.keys(icons) as ContentIconName[];

export function isIconName(value: unknown): value is ContentIconName {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(icons, value);
}

export const iconId = (name: string) => `icon-${name}`;

const escape = (value: string | number) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

const allIcons: Record<string, IconNode> = { ...icons, ...interfaceIcons };

function symbol(name: string): string {
  const children = allIcons[name]!.map(([tag, attributes]) => {
    const attrs = Object.entries(attributes)
      .map(([key, value]) => `${key}="${escape(value as string | number)}"`)
      .join(" ");
    return `<${tag} ${attrs}/>`;
  }).join("");
  return `<symbol id="${iconId(name)}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${children}</symbol>`;
}

/**
 * The <symbol> elements of the named icons (unknown names are skipped: the
 * content check names them), or of every icon. A page's sprite holds the
 * icons it draws and the interface's own, which the menus and buttons may
 * draw after it has loaded.
 */
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

/**
 * Every icon as one SVG file, where a page finds the symbols its own sprite
 * lacks (src/lib/icon-sprite.ts). Its name carries a hash of its content, so
 * it is cached for a year like the rest of /static. Written by gatsby-node.ts.
 */
export function iconSpriteFile(): { path: string; svg: string } {
  if (!spriteFile) {
    const symbols = iconSymbols();
    spriteFile = { path: `/static/icons-${fingerprint(symbols)}.svg`, svg: `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>` };
  }
  return spriteFile;
}
