import "@testing-library/jest-dom";

// jsdom lays nothing out, so it has no scrolling to offer; components that bring
// what they focus into view (src/lib/scroll.ts) get a no-op there.
if (typeof Element !== "undefined" && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
