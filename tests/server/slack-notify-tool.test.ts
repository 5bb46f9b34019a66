import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, beforeEach, describe, it } from "node:test";
import handler from "../../netlify/functions/slack-notify.mts";

/** The reader tool that led to a request (src/lib/tool-request.ts), in the team's Slack message. */
const lead = {
  name: "Dana Whitfield",
  email: "dana@northwind-industrial.com",
  company: "Northwind Industrial",
  phone: null,
  industry: "manufacturing",
  message: "ROI estimate: cost $150,000, savings $300,000 a year; payback 4.3 months.",
  source_page: "/contact",
};

const post = (body: unknown) =>
  handler(
    new Request("http://localhost/api/slack-notify", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://localhost" },
      body: JSON.stringify(body),
    }),
  );

let slack: http.Server;
let received: string[] = [];

before(async () => {
  slack = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push(body);
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => slack.listen(0, "127.0.0.1", resolve));
});
after(() => slack.close());
beforeEach(() => {
  received = [];
  process.env.SLACK_WEBHOOK_URL = `http://127.0.0.1:${(slack.address() as AddressInfo).port}/hook`;
});

/** Every plain text of the message sent to Slack, in order. */
function texts(): string[] {
  assert.equal(received.length, 1);
  const payload = JSON.parse(received[0]!) as { text: string; blocks: { text?: { text: string }; fields?: { text: string }[] }[] };
  return [
    payload.text,
    ...payload.blocks.flatMap((block) => [block.text?.text, ...(block.fields ?? []).map((field) => field.text)]),
  ].filter((text): text is string => typeof text === "string");
}

describe("POST /api/slack-notify with the tool that led to the request", () => {
  const tools: [string, string][] = [
    ["roi-calculator", "ROI calculator"],
    ["readiness-check", "AI-readiness self-check"],
  ];
  for (const [tool, name] of tools) {
    it(`names the ${name} in the message`, async () => {
      const response = await post({ ...lead, source_tool: tool });
      assert.equal(response.status, 202);
      const sent = texts();
      assert.equal(sent[0], `New assessment request from Dana Whitfield at Northwind Industrial (from the ${name})`);
      assert.ok(sent.includes(`From the tool: ${name}`), sent.join("\n"));
      assert.ok(!sent.join("\n").includes(tool), "the team reads the tool's name, not its id");
    });
  }

  it("says nothing of a tool when the request came through none", async () => {
    for (const body of [lead, { ...lead, source_tool: null }]) {
      received = [];
      assert.equal((await post(body)).status, 202);
      const sent = texts();
      assert.equal(sent[0], "New assessment request from Dana Whitfield at Northwind Industrial");
      assert.ok(!sent.some((text) => text.startsWith("From the tool")), sent.join("\n"));
    }
  });

  for (const value of [
    "calculator",
    "ROI calculator",
    " roi-calculator",
    "",
    "toString",
    1,
    true,
    ["roi-calculator"],
    { id: "roi-calculator" },
  ]) {
    it(`refuses the unknown tool ${JSON.stringify(value)} with 400 and a reason, and tells Slack nothing`, async () => {
      const response = await post({ ...lead, source_tool: value });
      assert.equal(response.status, 400);
      assert.deepEqual(await response.json(), { error: '"source_tool" must be null or one of: roi-calculator, readiness-check.' });
      assert.equal(received.length, 0);
    });
  }
});
