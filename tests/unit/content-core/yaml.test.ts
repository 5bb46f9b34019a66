import fs from "node:fs";
import path from "node:path";
import { splitFrontMatter } from "../../../content-core/front-matter";
import { readYaml, yamlProblem } from "../../../content-core/yaml";
import { CONTENT, contentFiles, readByGatsby } from "../content-files";

/** A value as one line of text, so that a date, a number, NaN and an error all compare. */
function outcome(read: () => unknown): string {
  try {
    const value = read();
    return value instanceof Date
      ? `date ${value.toISOString()}`
      : typeof value === "number"
        ? `number ${Object.is(value, -0) ? "-0" : value}`
        : JSON.stringify(value);
  } catch {
    return "unreadable";
  }
}

describe("content-core/yaml.ts reads YAML as the build does", () => {
  it.each(contentFiles())("%s", (file) => {
    const text = fs.readFileSync(path.join(CONTENT, file), "utf8");
    const ours = readYaml(file.endsWith(".mdx") ? splitFrontMatter(text)!.frontMatter : text);
    expect(ours ?? {}).toEqual(readByGatsby(file, text));
  });

  it("every value typed unquoted, as gatsby-transformer-yaml does: numbers, switches, dates and texts that look like them", () => {
    // Every text of up to three of these characters, and the values YAML's versions and libraries disagree on.
    const alphabet = [..."019bxoeE.+-_:"];
    let texts = [""];
    for (let length = 1; length <= 3; length++)
      texts = [...texts, ...texts.filter((t) => t.length === length - 1).flatMap((t) => alphabet.map((c) => t + c))];
    texts.push(
      ...[
        "yes",
        "on",
        "off",
        "y",
        "True",
        "TRUE",
        "tRue",
        "~",
        "Null",
        "1_000",
        "1:30",
        "012",
        "0o12",
        "-0x1F",
        "0b101",
        "-.5",
        "1.e5",
        "-0.0",
        "1e999",
        "9".repeat(400),
      ],
      ...[
        ".inf",
        "-.INF",
        "+.Inf",
        ".NaN",
        "2024-03-15",
        "2024-3-5",
        "2024-03-15T10:00:00Z",
        "2024-1-5 10:00:00.5 +01:00",
        "2024-03-15t10:00:00-05",
      ],
    );
    const differences = texts.filter(
      (text) => outcome(() => readByGatsby("k.yaml", `k: ${text}\n`)) !== outcome(() => readYaml(`k: ${text}\n`)),
    );
    expect(differences).toEqual([]);
  });

  it("keeps a date that is not on the calendar as the text the editor wrote, where the build would roll it over", () => {
    expect(readByGatsby("k.yaml", "k: 2023-13-45")).toEqual({ k: new Date("2024-02-14") });
    expect(readYaml("k: 2023-13-45\nday: 2024-02-30\nlater: 2024-02-30T10:00:00Z")).toEqual({
      k: "2023-13-45",
      day: "2024-02-30",
      later: "2024-02-30T10:00:00Z",
    });
  });

  it("reads merge keys and anchors as the build does, and says on which line a text cannot be read", () => {
    const text = "base: &base\n  a: 1\nitem:\n  <<: *base\n  b: 2\n";
    expect(readYaml(text)).toEqual(readByGatsby("k.yaml", text));
    let problem;
    try {
      readYaml("a: 1\nb:\n  - x\n c: 2\n");
    } catch (error) {
      problem = yamlProblem(error);
    }
    expect(problem).toEqual({ reason: expect.any(String), line: 4 });
    expect(yamlProblem(new Error("not YAML's"))).toBeUndefined();
  });
});
