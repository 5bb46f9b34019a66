import { prefersReducedMotion } from "./device";

/** Scrolls to the element with `id` (smoothly unless reduced motion is preferred) and focuses it, so Tab continues from there. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}

/** Focuses `element` without the browser's jump, then scrolls `region` (the element by default) into view only as far as needed. */
export function revealFocused(element: HTMLElement | null, region: HTMLElement | null = element): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  region?.scrollIntoView({ block: "nearest", behavior: prefersReducedMotion() ? "auto" : "smooth" });
}
