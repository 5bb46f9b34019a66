/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { CheckingContent, ContentProblems } from "../../src/develop/ContentProblems";
import { isBroken } from "../../src/develop/query-errors";

const MISSING = 'content/solutions/vendor-management.yaml: "heroTitle" is missing; it needs some text.';
const MISSPELT = 'content/solutions/vendor-management.yaml: "heroTitel" is not a field the site uses; did you mean "heroTitle"?';

describe("the develop preview's list of content problems", () => {
  it("has a heading with the count, takes the focus, and lists each sentence exactly as the checker wrote it", () => {
    render(<ContentProblems problems={[MISSPELT, MISSING]} />);
    const heading = screen.getByRole("heading", { level: 1, name: "The content has 2 problems" });
    expect(heading).toHaveFocus();
    const items = within(screen.getByRole("list", { name: "Problems" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([MISSPELT, MISSING]);
    expect(items[0]!.querySelector("code")).toHaveTextContent("content/solutions/vendor-management.yaml");
    expect(screen.getByRole("main")).toHaveAccessibleName("The content has 2 problems");
    expect(document.title).toBe("Content: 2 problems (preview)");
  });

  it("says 'problem' for one, and keeps a sentence without a file name whole", () => {
    render(<ContentProblems problems={["The content check itself failed: worker gone"]} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("The content has 1 problem");
    expect(screen.getByRole("listitem")).toHaveTextContent(/^The content check itself failed: worker gone$/);
  });

  it("keeps Gatsby's error overlay closed while it shows, and gives the page a language", () => {
    const pushed: unknown[] = [];
    const events = { push: (event: unknown) => pushed.push(event) };
    const host = window as unknown as { _gatsbyEvents?: typeof events };
    host._gatsbyEvents = events;
    document.documentElement.removeAttribute("lang");
    const { unmount } = render(<ContentProblems problems={[MISSING]} />);
    expect(pushed).toEqual([["FAST_REFRESH", { action: "DISMISS" }]]);
    expect(document.documentElement.lang).toBe("en");
    events.push(["FAST_REFRESH", { action: "SHOW_COMPILE_ERROR", payload: "Module build failed" }]);
    events.push(["FAST_REFRESH", { action: "HANDLE_RUNTIME_ERROR", payload: [new Error("x")] }]);
    events.push(["FAST_REFRESH", { action: "CLEAR_COMPILE_ERROR" }]);
    expect(pushed).toEqual([
      ["FAST_REFRESH", { action: "DISMISS" }],
      ["FAST_REFRESH", { action: "CLEAR_COMPILE_ERROR" }],
    ]);
    unmount();
    events.push(["FAST_REFRESH", { action: "SHOW_COMPILE_ERROR", payload: "later" }]);
    expect(pushed).toHaveLength(3);
    expect(document.documentElement.hasAttribute("lang")).toBe(false);
    delete host._gatsbyEvents;
  });

  it("announces the wait for the fixed page's data", () => {
    render(<CheckingContent />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent(/shows again/);
  });
});

describe("isBroken", () => {
  const error = { message: "Cannot return null for non-nullable field SolutionPage.heroTitle.", path: ["solutionPage", "heroTitle"] };

  it("is false for a result without errors", () => {
    expect(isBroken({ data: { solutionPage: { heroTitle: "x" } } })).toBe(false);
    expect(isBroken(undefined)).toBe(false);
  });

  it("is true while the field of an error, or a field above it, is null", () => {
    expect(isBroken({ errors: [error], data: { solutionPage: null } })).toBe(true);
    expect(isBroken({ errors: [error], data: { solutionPage: { heroTitle: null } } })).toBe(true);
    expect(isBroken({ errors: [error], data: null })).toBe(true);
  });

  it("is false for errors Gatsby kept beside new data that has the field again", () => {
    expect(isBroken({ errors: [error], data: { solutionPage: { heroTitle: "Know every supplier" } } })).toBe(false);
  });

  it("is true for an error without a path", () => {
    expect(isBroken({ errors: [{ message: "Syntax Error" }], data: {} })).toBe(true);
  });
});
