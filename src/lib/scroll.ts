import { prefersReducedMotion } from "./device";

/** Scrolls to the element with `id` (smoothly unless reduced motion is preferred) and focuses it, so Tab continues from there. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  revealFocused(target, target, "start");
}

/** Focuses `element` without the browser's jump, then scrolls `region` (the element by default) to `block`: by default only as far as needed. */
export function revealFocused(element: HTMLElement | null, region = element, block: ScrollLogicalPosition = "nearest"): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  region?.scrollIntoView({ block, behavior: prefersReducedMotion() ? "auto" : "smooth" });
}
