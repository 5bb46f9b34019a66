/**
 * The editing room's own chrome, in its own type, outside the preview frame the site's styles go to: the
 * refusal panel (under the button pressed, placed by refusal-panel.ts; below Decap's menus, z-index 299
 * and up, so Publish's menu opens over it), its calm "note" tone for View Live, and the preview's width
 * switch and draft mark floating in its pane.
 */
const CSS = `
#refusal-panel { position: fixed; top: 72px; right: 72px; z-index: 250; width: min(460px, calc(100vw - 88px));
  max-height: calc(100vh - 96px); overflow: auto; box-sizing: border-box; padding: 16px 48px 16px 18px;
  background: #fff5f5; color: #3b0a0a; border: 2px solid #b42318; border-radius: 8px;
  box-shadow: 0 8px 24px rgba(16, 24, 40, 0.18); font: 15px/1.45 system-ui, sans-serif; }
#refusal-panel h2 { margin: 0 0 6px; font-size: 16px; color: #912018; }
#refusal-panel p { margin: 0 0 8px; }
#refusal-panel ul { margin: 0; padding-left: 20px; }
#refusal-panel li + li { margin-top: 6px; }
#refusal-panel li button { all: unset; cursor: pointer; text-decoration: underline; }
#refusal-panel li button:focus-visible, #refusal-panel .close:focus-visible { outline: 2px solid #1d4ed8; outline-offset: 2px; }
#refusal-panel .close { position: absolute; top: 8px; right: 8px; width: 32px; height: 32px; border: 0; border-radius: 6px;
  background: transparent; color: #912018; font-size: 22px; line-height: 1; cursor: pointer; }
#refusal-panel .close:hover { background: #fde2e1; }
#refusal-panel.note { background: #eff8ff; color: #102a43; border-color: #1d4ed8; }
#refusal-panel.note h2, #refusal-panel.note .close { color: #1e3a8a; }
#refusal-panel.note .close:hover { background: #dbeafe; }
#refusal-panel a { color: inherit; font-weight: 600; }
.preview-width, .draft-mark { position: absolute; left: 12px; z-index: 10; border-radius: 8px; box-shadow: 0 2px 8px rgba(16, 24, 40, 0.25); }
.preview-width { bottom: 12px; display: flex; gap: 4px; padding: 4px; background: #1d2939; font: 13px/1.4 system-ui, sans-serif; }
.preview-width button { padding: 4px 10px; border: 0; border-radius: 6px; cursor: pointer; font: inherit; background: transparent; color: #fff; }
.preview-width button[aria-pressed="true"] { background: #fff; color: #1d2939; }
/* Outside the frame, which is scaled to half or less: the mark must stay readable. */
.draft-mark { right: 12px; bottom: 60px; max-width: 560px; margin: 0; padding: 10px 14px; border: 2px solid #dc6803;
  background: #fef0c7; color: #1d2939; font: 14px/1.45 system-ui, sans-serif; }
/* A draft's status in Decap's toolbar (draft-status.ts): Decap's button, its text "Published" replaced by "Draft". */
[data-room-draft] { font-size: 0 !important; }
[data-room-draft]::before { content: "Draft"; font-size: 14px; }
/* The note's choices (local-backup.ts, refusal-panel.ts), and "Discard changes", placed left of Publish. */
#refusal-panel .actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 12px; }
#refusal-panel .actions button, #discard-changes { padding: 0 14px; min-height: 36px; border: 1px solid #1d4ed8; border-radius: 6px;
  background: #fff; color: #1e3a8a; font: 600 14px/1.2 system-ui, sans-serif; cursor: pointer; }
#refusal-panel .actions button:first-child { background: #1d4ed8; color: #fff; }
#refusal-panel .actions button:focus-visible, #discard-changes:focus-visible { outline: 2px solid #1d4ed8; outline-offset: 2px; }
#discard-changes { position: fixed; z-index: 301; border-color: #98a2b3; color: #344054; }
#discard-changes:hover { background: #f2f4f7; }
/* Decap's messages (uploads.ts says a picture's new name in one) over its media library (z-index 99999), not behind it. */
.Toastify__toast-container.notif__container { z-index: 100000; }
`;

/** Adds the chrome's stylesheet to the editing room's page, once. */
export function addRoomStyle(): void {
  if (!document.getElementById("room-style"))
    document.head.append(Object.assign(document.createElement("style"), { id: "room-style", textContent: CSS }));
}
