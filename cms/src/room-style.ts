/**
 * The editing room's own chrome, in its own type, outside the preview frame the site's styles go to: the
 * refusal panel (under the button pressed, placed by refusal-panel.ts; below Decap's menus, z-index 299
 * and up, so Publish's menu opens over it), its calm "note" tone for View Live, and the preview's width
 * switch and draft mark floating in its pane.
 */

/** The screens this sheet lays out as a phone: Decap's own layout needs 800 px and up. */
const PHONE = "(max-width: 799px)";

/** Whether the room is laid out for a phone. */
export const onPhone = () => window.matchMedia(PHONE).matches;

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
@media (hover: hover) { #refusal-panel .close:hover { background: #fde2e1; } }
#refusal-panel.note { background: #eff8ff; color: #102a43; border-color: #1d4ed8; }
#refusal-panel.note h2, #refusal-panel.note .close { color: #1e3a8a; }
@media (hover: hover) { #refusal-panel.note .close:hover { background: #dbeafe; } }
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
#discard-changes { flex: none; height: 36px; margin: 0 10px 0 2px; border-color: #98a2b3; color: #344054; }
@media (hover: hover) { #discard-changes:hover { background: #f2f4f7; } }
/* Decap's messages (uploads.ts says a picture's new name in one) over its media library (z-index 99999), not behind it. */
.Toastify__toast-container.notif__container { z-index: 100000; }
/*
 * A phone (Decap lays the room out for 800 px and up, and makes narrower screens pan sideways). The toolbar
 * is in the page's flow, on two rows: the back link with the entry's state, and View Live (or, while there
 * are changes, Discard changes, which takes its place as Decap hides View Live then); below them Publish,
 * Delete entry and the account menu, each 44 px tall. The form is the screen's width; Decap's eye, floating
 * at the bottom right, shows the preview in the form's place; the refusal panel runs along the bottom. Each
 * of Decap's parts is matched from :root to outweigh Decap's own rules, which come after this sheet.
 */
@media ${PHONE} {
  :root [class*='EditorContainer'] { min-width: 0; display: flex; flex-direction: column; padding-top: 0; }
  :root [class*='EditorContainer'] > :not([class*='ToolbarContainer']) { flex: 1; min-height: 0; width: 100%; }
  :root [class*='ToolbarContainer'] { position: relative; flex: none; min-width: 0; height: auto; flex-wrap: wrap; align-items: center;
    column-gap: 8px; padding-right: 8px; }
  :root [class*='ToolbarSectionMain'], :root [class*='ToolbarSubSectionFirst']:not([class*='ToolbarSubSectionLast']) { display: contents; }
  :root [class*='ToolbarSectionBackLink'] { order: 1; flex: 1 1 0; min-width: 0; height: 56px; padding: 0 0 0 12px; border-right-width: 0; }
  :root [class*='ToolbarSectionBackLink'] > :last-child { min-width: 0; }
  :root [class*='BackArrow'] { margin-right: 10px; }
  :root [class*='BackCollection'], :root [class*='BackStatus'] { overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
  :root [class*='ToolbarSubSectionLast'] { order: 2; height: 44px; }
  :root [class*='PreviewButtonContainer'] { margin: 0; }
  :root [class*='PreviewLink'] { display: flex; align-items: center; min-height: 44px; padding: 0 4px; }
  /* "Discard", as "Discard changes" would crowd out the entry's state ("Unsaved changes") beside it; its name stays whole. */
  #discard-changes { order: 2; margin: 0; font-size: 0; }
  #discard-changes::before { content: "Discard"; font-size: 14px; }
  :root [class*='ToolbarContainer']::after { content: ""; order: 3; flex: 1 0 100%; height: 1px; background: #dfdfe3; }
  :root [class*='ToolbarSubSectionFirst']:not([class*='ToolbarSubSectionLast']) > * { order: 4; margin: 8px 0; }
  :root [class*='ToolbarSubSectionFirst']:not([class*='ToolbarSubSectionLast']) > :first-child { margin-left: 12px; }
  :root [class*='ToolbarSubSectionFirst'] [class*='ToolbarDropdown'], :root [class*='ToolbarSubSectionFirst'] [class*='ToolbarButton'] { margin: 0; }
  :root [class*='ToolbarSubSectionFirst'] [class*='ToolbarButton'], :root [class*='ToolbarSubSectionFirst'] [class*='DropdownButton'], #discard-changes {
    height: 44px; line-height: 44px; }
  :root [class*='ToolbarSectionMeta'] { order: 5; margin-left: auto; height: 60px; padding: 0; border-left-width: 0; }
  :root [class*='ToolbarSectionMeta'] [class*='AppHeaderSiteLink'] { display: none; }
  :root [class*='DropdownList'] li, :root [role='menuitem'] { min-height: 44px; box-sizing: border-box; display: flex; align-items: center; }
  :root [class*='StyledSplitPane'] > .Pane1, :root [class*='StyledSplitPane'] > .Resizer { display: none; }
  :root [class*='StyledSplitPane'] > .Pane2 { width: 100%; }
  :root [class*='ViewControls'] { top: auto; bottom: 16px; right: 12px; }
  :root [class*='ViewControls'] [class*='EditorToggle'] { width: 48px; height: 48px; margin: 0; box-shadow: 0 2px 8px rgba(16, 24, 40, 0.3); }
  :root [class*='ViewControls'] [class*='EditorToggle'] + [class*='EditorToggle'] { display: none; }
  :root [class*='ControlPaneContainer'] { padding-bottom: 80px; }
  #refusal-panel { top: auto !important; bottom: 0 !important; left: 0 !important; right: 0 !important; width: auto; max-height: 45vh !important;
    z-index: 305; border-width: 2px 0 0; border-radius: 12px 12px 0 0; }
  #refusal-panel .close { width: 44px; height: 44px; top: 4px; right: 4px; }
  #refusal-panel li button { display: block; min-height: 44px; }
  #refusal-panel .actions button { min-height: 44px; }
  .preview-width { bottom: 20px; left: 8px; }
  .preview-width button { min-height: 40px; padding: 4px 8px; font-size: 12px; }
}
`;

/** Adds the chrome's stylesheet to the editing room's page, once; on a phone, Decap's preview pane (remembered in this browser) starts closed. */
export function addRoomStyle(): void {
  if (document.getElementById("room-style")) return;
  document.head.append(Object.assign(document.createElement("style"), { id: "room-style", textContent: CSS }));
  if (onPhone()) localStorage.setItem("cms.right-pane", "none");
}
