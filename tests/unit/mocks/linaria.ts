/**
 * The unit tests render components without the build's style step
 * (gatsby/static-styles.ts), which is what turns css`` into class names:
 * here each template is a class name of its own, made from its text.
 */
export const cx = (...names: unknown[]): string => names.filter((name) => typeof name === "string" && name).join(" ");

export function css(strings: TemplateStringsArray, ...values: unknown[]): string {
  const text = strings.reduce((all, part, i) => all + part + (i < values.length ? String(values[i]) : ""), "");
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `c${hash.toString(36)}`;
}
