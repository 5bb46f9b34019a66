// A page's date is its day (YYYY-MM-DD), as GraphQL gives it and dayOf reads what an editor wrote; printedDate prints it.

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

/** What is wrong with the day of a YYYY-MM-DD date, or null if it exists: 2024-02-29 does, 2023-02-29 and 2023-13-45 do not. */
export function calendarProblem(text: string): string | null {
  const match = /^(\d{4})-(\d\d?)-(\d\d?)/.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12) return `there is no month ${month}; months run from 01 to 12`;
  // Day 0 of the next month is the last day of this one.
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > days) {
    const name = new Date(Date.UTC(year, month - 1, 1)).toLocaleString("en-US", { month: "long", timeZone: "UTC" });
    return `${name} ${year} has ${days} days`;
  }
  return null;
}
