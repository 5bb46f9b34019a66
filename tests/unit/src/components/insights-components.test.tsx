/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { webcrypto } from "node:crypto";
import { TextEncoder } from "node:util";
import { ARTICLE_COMPONENTS } from "../../../../content-core/model";
import { Gate, type GateTexts } from "../../../../src/components/insights/Gate";
import { articleComponents } from "../../../../src/components/insights/mdx";
import { DataTable } from "../../../../src/components/insights/mdx/DataTable";
import { UNLOCK_KEY, UNLOCKED_ATTRIBUTE } from "../../../../src/lib/insights-gate";

const texts: GateTexts = {
  title: "Premium Insights",
  description: "For clients.",
  open: "Access Premium Content",
  passwordLabel: "Access password",
  showPassword: "Show password",
  hidePassword: "Hide password",
  submit: "Unlock",
  checking: "Checking...",
  wrongPassword: "Incorrect password. Please try again.",
  lock: "Lock Content",
  noPassword: "No password yet?",
  requestAccess: { label: "Request your free assessment", to: "/contact" },
};

beforeAll(() => {
  // jsdom has neither Web Crypto nor TextEncoder; Node's are the same APIs.
  Object.defineProperty(globalThis.crypto, "subtle", { value: webcrypto.subtle, configurable: true });
  Object.assign(globalThis, { TextEncoder });
});

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute(UNLOCKED_ATTRIBUTE);
});

describe("article components", () => {
  it("are exactly the ones the content check allows", () => {
    expect(Object.keys(articleComponents).sort()).toEqual([...ARTICLE_COMPONENTS].sort());
  });

  it("DataTable labels rows and columns for screen readers", () => {
    render(<DataTable caption="Worked example" head={["Line", "Amount"]} rows={[["Implementation cost", "$150,000"]]} />);
    expect(screen.getByRole("table", { name: "Worked example" })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Amount" })).toBeTruthy();
    expect(screen.getByRole("rowheader", { name: "Implementation cost" })).toBeTruthy();
  });
});

describe("Gate", () => {
  const content = () => screen.getByText("Secret article text").closest("[data-gate-content]") as HTMLElement;

  it("starts locked: content inert and hidden from assistive tech, overlay shown", () => {
    render(<Gate texts={texts}>Secret article text</Gate>);
    expect(content().hasAttribute("inert")).toBe(true);
    expect(content().getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByRole("heading", { name: "Premium Insights" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Lock Content" })).toBeNull();
  });

  it("unlocks at once when the flag is stored", () => {
    window.localStorage.setItem(UNLOCK_KEY, "true");
    render(<Gate texts={texts}>Secret article text</Gate>);
    expect(content().hasAttribute("inert")).toBe(false);
    expect(screen.queryByRole("heading", { name: "Premium Insights" })).toBeNull();
    expect(screen.getByRole("button", { name: "Lock Content" })).toBeTruthy();
  });

  it("unlocks with the right password, stores the flag, and Lock Content relocks", async () => {
    render(<Gate texts={texts}>Secret article text</Gate>);
    fireEvent.click(screen.getByRole("button", { name: "Access Premium Content" }));
    // The form's module loads on demand.
    const submit = (await screen.findByRole("button", { name: "Unlock" })) as HTMLButtonElement;
    const input = screen.getByLabelText("Access password");
    expect(submit.disabled).toBe(true);
    fireEvent.change(input, { target: { value: "   " } });
    expect(submit.disabled).toBe(true);

    fireEvent.change(input, { target: { value: "wrong" } });
    fireEvent.click(submit);
    expect((await screen.findByRole("alert")).textContent).toBe("Incorrect password. Please try again.");
    expect(window.localStorage.getItem(UNLOCK_KEY)).toBeNull();

    fireEvent.change(input, { target: { value: "climb-everpeak-2025" } });
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.click(submit);
    const lock = await screen.findByRole("button", { name: "Lock Content" });
    expect(window.localStorage.getItem(UNLOCK_KEY)).toBe("true");
    expect(document.documentElement.hasAttribute(UNLOCKED_ATTRIBUTE)).toBe(true);
    expect(document.activeElement).toBe(lock);

    fireEvent.click(lock);
    expect(window.localStorage.getItem(UNLOCK_KEY)).toBeNull();
    expect(document.documentElement.hasAttribute(UNLOCKED_ATTRIBUTE)).toBe(false);
    await waitFor(() => expect(content().hasAttribute("inert")).toBe(true));
  });

  it("shows and hides the password", async () => {
    render(<Gate texts={texts}>Secret article text</Gate>);
    fireEvent.click(screen.getByRole("button", { name: "Access Premium Content" }));
    const input = (await screen.findByLabelText("Access password")) as HTMLInputElement;
    expect(input.type).toBe("password");
    fireEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(input.type).toBe("text");
    fireEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(input.type).toBe("password");
  });
});
