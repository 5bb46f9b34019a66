import { attributionOf, type Attribution } from "./contact-rules";
import { browserStorage } from "./device";

/**
 * First-touch attribution, with no cookie and no third party: the first page a visitor opens in a tab notes in
 * its sessionStorage its path, another site's referring host and the utm_* parameters. The contact form sends it,
 * with the page the request began on: the page the visitor came to the form from (a reader tool's article, the
 * page whose link they followed).
 */
export const VISIT_KEY = "everpeak:visit";

const UTM = ["source", "medium", "campaign", "term", "content"] as const;

/** In every page's <head>, so the landing page is noted even if the visitor leaves before the JavaScript arrives. */
export const visitScript =
  `try{var s=sessionStorage,l=location,k=${JSON.stringify(VISIT_KEY)};if(!s[k]){var q=new URLSearchParams(l.search),` +
  `h=document.referrer&&new URL(document.referrer).host,v={landing_page:l.pathname,referrer_host:h!=l.host&&h||null};` +
  `${JSON.stringify(UTM.join(" "))}.split(" ").map(function(n){v["utm_"+n]=q.get("utm_"+n)});s[k]=JSON.stringify(v)}}catch(e){}`;

type Stored = Partial<Record<keyof Attribution, unknown>>;

/** This visit's attribution, with the page the request began on; fields the tab never noted are null. */
export function visitAttribution(
  sourcePage: string | null,
  storage: Pick<Storage, "getItem"> | null = browserStorage("sessionStorage"),
): Attribution {
  let stored: Stored = {};
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(VISIT_KEY) ?? "{}");
    if (parsed && typeof parsed === "object") stored = parsed as Stored;
  } catch {
    // A damaged note is no attribution, never a failed request.
  }
  return attributionOf({ ...stored, source_page: sourcePage });
}
