import { Component, useEffect, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { addRoomStyle, onPhone } from "./room-style";

/** What the editing room draws around a page preview (its look in room-style.ts): the width switch, the draft mark, the boundary for a half-typed entry. */

/** A sentence in the preview pane, in the editing room's own type rather than the site's. */
export const note = { margin: 0, padding: "24px", font: "16px/1.5 system-ui, sans-serif", color: "#1d2939" } as const;

/** The site's desktop and phone widths (docs/architecture.md §8). */
const WIDTHS = { desktop: 1440, phone: 390 } as const;
type Width = keyof typeof WIDTHS;

/** Desktop or phone: the frame itself gets the width, so the site's breakpoints apply, scaled down to fit the pane or centred in it. */
export function WidthSwitch({ frame }: { frame: Window }) {
  // On a phone the page is first drawn as a phone shows it, at full size.
  const [width, setWidth] = useState<Width>(() => (onPhone() ? "phone" : "desktop"));
  const element = frame.frameElement as HTMLElement | null;
  const pane = element?.parentElement ?? null;
  useEffect(addRoomStyle, []);
  useEffect(() => {
    const host = frame.parent;
    if (!element || !pane || !host) return;
    const fit = () => {
      const scale = Math.min(1, pane.clientWidth / WIDTHS[width]);
      // Scaled with a transform, which leaves the frame's own layout at the full width.
      pane.style.position = "relative";
      pane.style.overflow = "hidden";
      element.style.display = "block";
      element.style.width = `${WIDTHS[width]}px`;
      element.style.height = `${pane.clientHeight / scale}px`;
      element.style.transformOrigin = "top left";
      element.style.transform = scale < 1 ? `scale(${scale})` : "";
      element.style.marginLeft = scale < 1 ? "0" : `${(pane.clientWidth - WIDTHS[width]) / 2}px`;
    };
    fit();
    host.addEventListener("resize", fit);
    return () => host.removeEventListener("resize", fit);
  }, [frame, element, pane, width]);
  if (!pane) return null;
  return createPortal(
    <div className="preview-width" role="toolbar" aria-label="Preview width">
      {(Object.keys(WIDTHS) as Width[]).map((name) => (
        <button key={name} type="button" aria-pressed={width === name} onClick={() => setWidth(name)}>
          {name === "phone" ? "Phone" : "Desktop"} ({WIDTHS[name]} px)
        </button>
      ))}
    </div>,
    pane,
  );
}

/** What a draft is, where the editor looks (a draft looks like any page), kept in view above the width switch. */
export function DraftMark({ frame }: { frame: Window }) {
  const pane = (frame.frameElement as HTMLElement | null)?.parentElement;
  useEffect(addRoomStyle, []);
  if (!pane) return null;
  return createPortal(
    <p role="note" aria-label="Draft" className="draft-mark">
      <strong>Draft: not on the site until you switch Draft off and publish.</strong> Saved as a draft, it has no page, and /insights, the
      feed and the sitemap leave it out.
    </p>,
    pane,
  );
}

/** A page the components cannot draw from the entry as it stands says so; without it Decap replaces the whole editing room with its error page. */
export class PreviewBoundary extends Component<{ children: ReactNode; entryKey: string }, { problem?: string }> {
  override state: { problem?: string } = {};

  static getDerivedStateFromError(error: Error) {
    return { problem: error.message };
  }

  override componentDidUpdate(previous: { entryKey: string }) {
    // The next change to the entry tries again.
    if (previous.entryKey !== this.props.entryKey && this.state.problem) this.setState({ problem: undefined });
  }

  override render() {
    if (this.state.problem)
      return (
        <p style={note}>
          The page cannot be drawn from this entry yet ({this.state.problem}). Fill in the fields, and the preview comes back.
        </p>
      );
    return this.props.children;
  }
}
