import { isDraft } from "../../content-core/model";
import { showRefusal } from "./refusal-panel";
import { openEntry, savedAt, savedValues } from "./room-state";
import { SETTINGS } from "./settings";

/**
 * View Live opens the entry's page on the site the editing room is served from, which shows the last
 * build, not a save made since. Where that page would not show what the editor expects (a draft has no
 * page; a page saved from here since has not been built yet), View Live says so beside itself instead,
 * with the link to open the page as it stands.
 */

const time = (at: Date) => at.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

/** What View Live says instead of opening, or nothing when the page it opens shows the entry as saved. */
function viewLiveNote(href: string, onNetlify: boolean) {
  const entry = openEntry();
  if (!entry?.slug) return undefined;
  const saved = savedValues(entry);
  if (saved && isDraft(saved))
    return {
      title: "A draft has no page on the site",
      lead: "The preview beside the form shows how it will look. To put it on the site, switch Draft off and publish.",
    };
  const at = savedAt(entry.collection, entry.slug);
  // A page made since the build has no page there at all, saved from this page or before a reload: no link to a "Page not found".
  const built = SETTINGS.routes.includes(new URL(href).pathname);
  if (built && !at) return undefined;
  const site = new URL(href).host;
  if (onNetlify)
    return {
      title: "The live site shows your change in a few minutes",
      lead: `${at ? `You saved this page at ${time(at)}. ` : ""}The live site shows the change once it is published and Netlify has built the site again, usually within five minutes. Until then the preview beside the form shows it.`,
      ...(built ? { link: { href, text: "Open the live page" } } : {}),
    };
  if (!built)
    return {
      title: `${site} has no page for this yet`,
      lead: `This page is new since ${site} was built. It is on the site once the site is built again (npm start builds it and serves it). The preview beside the form shows it as you saved it.`,
    };
  return at
    ? {
        title: `${site} shows the page as last built`,
        lead: `You saved this page at ${time(at)}, after ${site} was built, so the page there does not show your change yet. It shows once the site is built again (npm start builds it and serves it). The preview beside the form shows the page as you saved it.`,
        link: { href, text: "Open the page as last built" },
      }
    : undefined;
}

/** Says the note beside View Live instead of opening the page, when there is one. */
export function watchViewLive(onNetlify: boolean): void {
  document.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest("a");
      if (!link || (link.textContent ?? "").trim() !== "View Live") return;
      const note = viewLiveNote(link.href, onNetlify);
      if (!note) return;
      event.preventDefault();
      event.stopPropagation();
      showRefusal(note, link, "note");
    },
    true,
  );
}
