/*
 * An article's or a legal page's date: GraphQL gives it as its day (YYYY-MM-DD), and the site prints
 * it with printedDate. The editing room's preview and form and the build's inventory read the same day
 * from what an editor wrote, with dayOf.
 */

/** A date as YAML or a form gives it (text, or the Date YAML reads from an unquoted date) as its UTC day, YYYY-MM-DD; "" for anything else. */
export function dayOf(value: unknown): string {
  if (typeof value === "string") return value;
  return value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : "";
}

/** A day (YYYY-MM-DD) as the site prints it: "December 20, 2023". Text that is no day (one half typed in the editing room) is given back as it is. */
export function printedDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : date.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
}
