/** A route on the site as an absolute URL: the home page is the bare origin, with no trailing slash. */
export const absoluteUrl = (siteUrl: string, route: string) => `${siteUrl}${route === "/" ? "" : route}`;

/** A route as a file name: "/" -> "home", "/solutions/ai-transformation" -> "solutions-ai-transformation". */
export const routeSlug = (route: string) => route.replace(/^\/+|\/+$/g, "").replace(/\//g, "-") || "home";
