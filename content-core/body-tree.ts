/** A page's MDX body as JSON page data (content-core/body-from-mdx.ts), so every article shares one renderer chunk. */

/** A prop value: what JSON can hold. */
export type BodyValue = string | number | boolean | null | BodyValue[] | { [key: string]: BodyValue };

export type BodyProps = Record<string, BodyValue>;

interface BodyParts {
  props?: BodyProps;
  children?: BodyNode[];
}

/** An HTML element, with React's prop names (className, not class). */
export interface BodyElement extends BodyParts {
  tag: string;
}

/** One of the article components (Callout, DataTable, ...), by name. */
export interface BodyComponent extends BodyParts {
  component: string;
}

export type BodyNode = string | BodyElement | BodyComponent;

export interface BodyTree {
  children: BodyNode[];
}

/** The bodyTree field of a page query: GraphQL's JSON type reaches typegen as a plain record; gatsby/schema.ts resolves it to a BodyTree. */
export const asBodyTree = (field: Record<string, unknown>): BodyTree => field as unknown as BodyTree;
