export interface BrandNames {
  product: string;
  company: string;
}

/** Replaces {product} and {company} in content text with the names from site.yaml. */
export function fill(text: string, names: BrandNames): string {
  return text.replace(/\{(product|company)\}/g, (_, key: keyof BrandNames) => names[key]);
}
