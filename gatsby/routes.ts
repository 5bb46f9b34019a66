/**
 * Every route SPEC.md defines. Content links are checked against this list at
 * build time, so a typo in an editor's link fails the build instead of
 * shipping a dead link.
 */
export const solutionRoutes = [
  "/solutions/ai-transformation",
  "/solutions/expense-reduction-ai",
  "/solutions/contract-compliance",
  "/solutions/vendor-management",
  "/solutions/white-label-platform",
  "/solutions/process-automation",
  "/solutions/fractional-caio",
  "/solutions/cross-selling-ai",
] as const;

export const insightRoutes = [
  "/insights/future-of-ai-business-transformation",
  "/insights/manufacturing-case-study",
  "/insights/healthcare-ai-compliance",
  "/insights/ai-transformation-readiness",
  "/insights/ai-roi-measurement",
  "/insights/legacy-system-modernization-guide",
  "/insights/intelligent-expense-management-economics",
  "/insights/data-driven-culture-transformation",
  "/insights/ai-security-considerations",
] as const;

export const legalRoutes = ["/privacy-policy", "/terms-of-service"] as const;

export const siteRoutes: ReadonlySet<string> = new Set([
  "/",
  "/solutions",
  ...solutionRoutes,
  "/insights",
  ...insightRoutes,
  "/about",
  "/contact",
  ...legalRoutes,
  "/video-test",
]);
