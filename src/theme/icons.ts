import {
  ArrowDown,
  ArrowRight,
  Award,
  Banknote,
  Briefcase,
  Building,
  ChartLine,
  Check,
  ChevronDown,
  ClipboardCheck,
  Compass,
  Cpu,
  Database,
  Factory,
  FileCheck,
  GraduationCap,
  Handshake,
  HeartPulse,
  Landmark,
  Layers,
  Lightbulb,
  Lock,
  Menu,
  Mountain,
  Pause,
  PiggyBank,
  Play,
  Quote,
  Rocket,
  Scale,
  ShieldCheck,
  ShoppingCart,
  Sparkles,
  Target,
  TrendingUp,
  Truck,
  Users,
  Workflow,
  X,
  type IconNode,
} from "lucide";

/**
 * Icons content files may name (build and server-side only). They reach the
 * browser as one inline SVG sprite in each page's HTML, so an icon costs no
 * JavaScript: components draw `<use href="#icon-name">`. Adding an entry here
 * is what makes an icon available to editors; gatsby/validate.ts checks every
 * `icon:` in content against this list.
 */
export const icons = {
  award: Award,
  banknote: Banknote,
  briefcase: Briefcase,
  building: Building,
  "chart-line": ChartLine,
  "clipboard-check": ClipboardCheck,
  compass: Compass,
  cpu: Cpu,
  database: Database,
  factory: Factory,
  "file-check": FileCheck,
  "graduation-cap": GraduationCap,
  handshake: Handshake,
  "heart-pulse": HeartPulse,
  landmark: Landmark,
  layers: Layers,
  lightbulb: Lightbulb,
  lock: Lock,
  mountain: Mountain,
  "piggy-bank": PiggyBank,
  rocket: Rocket,
  scale: Scale,
  "shield-check": ShieldCheck,
  "shopping-cart": ShoppingCart,
  sparkles: Sparkles,
  target: Target,
  "trending-up": TrendingUp,
  truck: Truck,
  users: Users,
  workflow: Workflow,
} satisfies Record<string, IconNode>;

/** Icons the interface itself draws (menus, buttons); not offered to content. */
export const interfaceIcons = {
  "arrow-down": ArrowDown,
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

/** The <symbol> elements of every icon, for one hidden sprite per page. */
export function iconSymbols(): string {
  return Object.entries({ ...icons, ...interfaceIcons })
    .map(([name, nodes]) => {
      const children = nodes
        .map(([tag, attributes]) => {
          const attrs = Object.entries(attributes)
            .map(([key, value]) => `${key}="${escape(value as string | number)}"`)
            .join(" ");
          return `<${tag} ${attrs}/>`;
        })
        .join("");
      return `<symbol id="${iconId(name)}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${children}</symbol>`;
    })
    .join("");
}
