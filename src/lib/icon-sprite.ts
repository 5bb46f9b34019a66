/**
 * Each page carries the symbols of the icons it draws in a hidden <svg data-icon-sprite="<full sprite's address>">
 * (gatsby-ssr.tsx). A page reached by a link copies the symbols it lacks from the full sprite, fetched once.
 */
export const ICON_SPRITE_ATTRIBUTE = "data-icon-sprite";

let fullSprite: Promise<Document> | null = null;

function loadFullSprite(url: string): Promise<Document> {
  fullSprite ??= fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.text();
    })
    .then((text) => new DOMParser().parseFromString(text, "image/svg+xml"))
    .catch((error: unknown) => {
      fullSprite = null;
      throw error;
    });
  return fullSprite;
}

export function ensureIconSymbol(name: string): void {
  const id = `icon-${name}`;
  if (document.getElementById(id)) return;
  const sprite = document.querySelector(`svg[${ICON_SPRITE_ATTRIBUTE}]`);
  const url = sprite?.getAttribute(ICON_SPRITE_ATTRIBUTE);
  if (!sprite || !url) return;
  loadFullSprite(url).then(
    (full) => {
      const symbol = full.getElementById(id);
      if (symbol && !document.getElementById(id)) sprite.appendChild(document.importNode(symbol, true));
    },
    () => undefined,
  );
}
