import { graphql, type PageProps } from "gatsby";
import { StaticImage } from "gatsby-plugin-image";

interface Data {
  contentYaml: { title: string };
  mdx: { frontmatter: { title: string } };
}

/** One heading from YAML, one line from MDX and one processed picture: the least a Gatsby content page ships. */
export default function BarePage({ data }: PageProps<Data>) {
  return (
    <main>
      <h1>{data.contentYaml.title}</h1>
      <p>{data.mdx.frontmatter.title}</p>
      <StaticImage src="../images/picture.jpg" alt="A plain blue field" formats={["auto", "webp", "avif"]} />
    </main>
  );
}

export const query = graphql`
  {
    contentYaml {
      title
    }
    mdx {
      frontmatter {
        title
      }
    }
  }
`;
