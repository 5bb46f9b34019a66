import { dayOf, printedDate } from "../../../content-core/dates";

describe("an article's or legal page's date", () => {
  it("is printed as the site prints it, whatever the time zone", () => {
    expect(printedDate("2023-12-20")).toBe("December 20, 2023");
    expect(printedDate("2024-01-05")).toBe("January 5, 2024");
  });

  it("leaves a date half typed in the editing room as it is", () => {
    expect(printedDate("2024-0")).toBe("2024-0");
    expect(printedDate("")).toBe("");
  });

  it("reads the day from text or from the Date YAML makes of an unquoted date, and nothing from anything else", () => {
    expect(dayOf("2024-03-15")).toBe("2024-03-15");
    expect(dayOf(new Date("2024-03-15T00:00:00Z"))).toBe("2024-03-15");
    expect(dayOf(new Date("no date"))).toBe("");
    expect(dayOf(undefined)).toBe("");
  });
});
