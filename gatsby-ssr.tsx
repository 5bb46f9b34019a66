import type { GatsbySSR } from "gatsby";
import { Layout } from "./src/components/layout/Layout";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <Layout>{element}</Layout>;
