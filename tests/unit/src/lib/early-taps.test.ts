/**
 * @jest-environment jsdom
 */
import { earlyTapScript, FORM_FALLBACK_MS, REPLAY_ATTRIBUTE, replayEarlyTaps } from "../../../../src/lib/early-taps";

// The head script as the browser runs it: once, before anything else.
const runHeadScript = () => new Function(earlyTapScript)();

function page() {
  document.body.innerHTML = `
    <button id="menu" ${REPLAY_ATTRIBUTE}><span id="icon">≡</span></button>
    <button id="plain">Plain</button>
    <form id="form" ${REPLAY_ATTRIBUTE}><input name="email" value="dana@example.com" /><button id="send" type="submit">Send</button></form>
    <a id="link" href="#solutions">Solutions</a>`;
  const calls: string[] = [];
  document.getElementById("menu")!.addEventListener("click", () => calls.push("menu"));
  document.getElementById("plain")!.addEventListener("click", () => calls.push("plain"));
  document.getElementById("form")!.addEventListener("submit", (event) => {
    event.preventDefault();
    calls.push(`submit by ${(event as Event & { submitter?: HTMLElement | null }).submitter?.id ?? "nobody"}`);
  });
  return calls;
}

const click = (id: string) => document.getElementById(id)!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));

describe("taps before hydration", () => {
  // A test that fails midway must not leave its listeners for the next.
  afterEach(() => replayEarlyTaps());

  it("holds a marked control's tap (also on its icon) until hydration, once however often it was tapped", () => {
    const calls = page();
    runHeadScript();
    click("icon");
    click("menu");
    expect(calls).toEqual([]);
    expect(replayEarlyTaps()).toBe(1);
    expect(calls).toEqual(["menu"]);
  });

  it("leaves unmarked controls and links alone", () => {
    const calls = page();
    runHeadScript();
    click("plain");
    expect(click("link")).toBe(true); // not cancelled: the browser follows it
    expect(calls).toEqual(["plain"]);
    expect(replayEarlyTaps()).toBe(0);
  });

  it("holds a marked form's submission and replays it once", () => {
    const calls = page();
    runHeadScript();
    const navigations: string[] = [];
    // Were the browser's own submission not stopped, jsdom would report a navigation it cannot do.
    window.addEventListener("error", (event) => navigations.push(event.message));
    click("send");
    expect(calls).toEqual([]);
    expect(navigations).toEqual([]);
    expect(replayEarlyTaps()).toBe(1);
    // jsdom leaves SubmitEvent.submitter unset; Chromium's is replayed too (tests/e2e/contact.spec.ts).
    expect(calls).toEqual([expect.stringMatching(/^submit by /)]);
  });

  it("stops holding once replayed: later taps reach their handlers at once", () => {
    const calls = page();
    runHeadScript();
    replayEarlyTaps();
    click("menu");
    expect(calls).toEqual(["menu"]);
    expect(replayEarlyTaps()).toBe(0);
  });

  it("lets the browser send a held form itself when the page's JavaScript has not come after FORM_FALLBACK_MS", () => {
    jest.useFakeTimers();
    try {
      page();
      const sent: HTMLFormElement[] = [];
      const form = document.getElementById("form") as HTMLFormElement;
      // jsdom cannot navigate: the browser's own submission (form.submit(), no submit event) is recorded instead.
      form.submit = () => void sent.push(form);
      runHeadScript();
      click("send");
      jest.advanceTimersByTime(FORM_FALLBACK_MS - 1);
      expect(sent).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(sent).toEqual([form]);
      // Sent once: a hydration after that has nothing left to replay.
      expect(replayEarlyTaps()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it("does not send a form the page's JavaScript took over in time", () => {
    jest.useFakeTimers();
    try {
      const calls = page();
      const form = document.getElementById("form") as HTMLFormElement;
      const sent: HTMLFormElement[] = [];
      form.submit = () => void sent.push(form);
      runHeadScript();
      click("send");
      expect(replayEarlyTaps()).toBe(1);
      jest.advanceTimersByTime(FORM_FALLBACK_MS * 2);
      expect(sent).toEqual([]);
      expect(calls).toEqual([expect.stringMatching(/^submit by /)]);
    } finally {
      jest.useRealTimers();
    }
  });
});
