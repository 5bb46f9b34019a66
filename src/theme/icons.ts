import {
  Award,
  Banknote,
  Briefcase,
  Building,
  ChartLine,
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
  Mountain,
  PiggyBank,
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
  type LucideIcon,
} from "lucide-react";

/**
 * The icons content files may name. Only these are bundled: naming an icon
 * here is what makes it available to editors (gatsby/validate.ts checks
 * every `icon:` in content against this list).
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
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

export const iconNames = Object.keys(icons) as IconName[];

export function isIconName(value: unknown): value is IconName {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(icons, value);
}
