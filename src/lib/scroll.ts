import { prefersReducedMotion } from "./device";

/**
 * Scrolls to the element with `id` (smoothly unless reduced motion is
 * preferred) and moves keyboard focus there, so the next Tab continues from
 * the section the visitor asked for.
 */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}

/**
 * Focuses `element` without the browser's own jump, then scrolls `region`
 * (the element itself by default) into view only as far as needed, smoothly
 * unless reduced motion is preferred. Scroll margins keep it clear of the
 * sticky header.
 */
export function revealFocused(element: HTMLElement | null, region: HTMLElement | null = element): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  region?.scrollIntoView({ block: "nearest", behavior: prefersReducedMotion() ? "auto" : "smooth" });
}
