import { article, breadcrumbs, organization, serializeJsonLd } from "../../../../src/lib/structured-data";

const site = { company: "Everpeak AI", url: "https://www.everpeak.ai", description: "AI transformation for mid-market companies." };

describe("structured data", () => {
  it("describes the organisation", () => {
    expect(organization(site)).toMatchObject({ "@type": "Organization", name: "Everpeak AI", url: "https://www.everpeak.ai" });
  });

  it("numbers breadcrumbs and makes their URLs absolute", () => {
    const data = breadcrumbs(site, [
      { name: "Home", path: "/" },
      { name: "Insights", path: "/insights" },
    ]);
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.everpeak.ai" },
      { "@type": "ListItem", position: 2, name: "Insights", item: "https://www.everpeak.ai/insights" },
    ]);
  });

  it("describes an article with its team as author and an absolute image", () => {
    const data = article(
      site,
      {
        title: "Measuring AI ROI",
        excerpt: "A framework.",
        path: "/insights/ai-roi-measurement",
        date: "2023-12-20",
        author: "Everpeak Analytics Team",
      },
      "/static/abc/ai-roi-measurement.jpg",
    );
    expect(data).toMatchObject({
      "@type": "Article",
      headline: "Measuring AI ROI",
      datePublished: "2023-12-20",
      author: { "@type": "Organization", name: "Everpeak Analytics Team" },
      image: "https://www.everpeak.ai/static/abc/ai-roi-measurement.jpg",
      mainEntityOfPage: "https://www.everpeak.ai/insights/ai-roi-measurement",
    });
  });

  it("cannot be closed early by text in the data", () => {
    expect(serializeJsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});
