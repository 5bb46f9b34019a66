import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, beforeEach, describe, it } from "node:test";
import handler, { config, isSameSite } from "../../netlify/functions/slack-notify.mts";
import { notifyTeam } from "../../src/lib/assessment-request";

const SHORTENED_NOTE = "… (shortened; the full text is in the database)";

const valid = {
  name: "Dana Whitfield",
  email: "dana@northwind-industrial.com",
  company: "Northwind Industrial",
  phone: "",
  industry: "manufacturing",
  message: "Freight invoices are audited by hand.",
};

/** The site's own page posting, as the contact form does. */
const post = (body: unknown, headers: Record<string, string> = {}) =>
  handler(
    new Request("http://localhost/api/slack-notify", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://localhost", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );

async function expectError(response: Response, status: number, pattern: RegExp) {
  assert.equal(response.status, status);
  const body = (await response.json()) as { error: string };
  assert.match(body.error, pattern);
}

/** A stand-in for Slack's webhook on a loopback port. */
let slack: http.Server;
let received: { body: string; contentType?: string }[] = [];
let slackStatus = 200;

before(async () => {
  slack = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ body, contentType: req.headers["content-type"] });
      res.writeHead(slackStatus).end(slackStatus === 200 ? "ok" : "invalid_payload");
    });
  });
  await new Promise<void>((resolve) => slack.listen(0, "127.0.0.1", resolve));
});
after(() => slack.close());
beforeEach(() => {
  received = [];
  slackStatus = 200;
  process.env.SLACK_WEBHOOK_URL = `http://127.0.0.1:${(slack.address() as AddressInfo).port}/hook`;
});

describe("POST /api/slack-notify", () => {
  it("is mounted where the contact form sends its notification", async () => {
    const sent: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string | URL | Request) => {
      sent.push(String(url));
      return new Response(null, { status: 204 });
    }) as typeof fetch;
    try {
      await notifyTeam({
        name: "Dana Whitfield",
        email: "dana@northwind.com",
        company: "Northwind",
        phone: null,
        industry: null,
        message: null,
      });
    } finally {
      globalThis.fetch = realFetch;
    }
    assert.deepEqual(sent, [config.path]);
  });

  it("answers 405 with Allow to anything but POST", async () => {
    const response = await handler(new Request("http://localhost/api/slack-notify", { method: "GET" }));
    assert.equal(response.status, 405);
    assert.equal(response.headers.get("allow"), "POST");
    assert.equal(received.length, 0);
  });

  it("answers 413 to a body over 64 KB", async () => {
    await expectError(await post({ ...valid, message: "x".repeat(65 * 1024) }), 413, /65536 bytes/);
    assert.equal(received.length, 0);
  });

  it("refuses a body that is not application/json (415), so no cross-site form can send one", async () => {
    await expectError(await post(JSON.stringify(valid), { "Content-Type": "text/plain" }), 415, /application\/json/);
    await expectError(await post(JSON.stringify(valid), { "Content-Type": "application/x-www-form-urlencoded" }), 415, /application\/json/);
    assert.equal(received.length, 0);
  });

  it("refuses requests from other websites, or with no Origin, with 403", async () => {
    await expectError(await post(valid, { Origin: "https://evil.example" }), 403, /site's own pages/);
    await expectError(await post(valid, { Origin: "http://localhost.evil.example" }), 403, /site's own pages/);
    await expectError(await post(valid, { Origin: "null" }), 403, /site's own pages/);
    const noOrigin = await handler(
      new Request("http://localhost/api/slack-notify", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(valid),
      }),
    );
    assert.equal(noOrigin.status, 403);
    assert.equal(received.length, 0);
  });

  it("accepts the production site and this deploy's preview addresses that Netlify names", () => {
    const env = { URL: "https://www.everpeak.ai", DEPLOY_PRIME_URL: "https://deploy-preview-42--everpeak.netlify.app" };
    const fn = "https://deploy-preview-42--everpeak.netlify.app/api/slack-notify";
    assert.equal(isSameSite("https://deploy-preview-42--everpeak.netlify.app", fn, env), true);
    assert.equal(isSameSite("https://www.everpeak.ai", fn, env), true);
    assert.equal(isSameSite("https://deploy-preview-43--everpeak.netlify.app", fn, env), false);
    assert.equal(isSameSite("http://localhost:9000", "http://localhost:9000/api/slack-notify", {}), true);
    assert.equal(isSameSite("http://localhost:9001", "http://localhost:9000/api/slack-notify", {}), false);
  });

  it("sends security headers with every answer (Netlify's _headers do not cover functions)", async () => {
    for (const response of [await post(valid), await post("{", {}), await handler(new Request("http://localhost/api/slack-notify"))]) {
      assert.equal(response.headers.get("x-content-type-options"), "nosniff");
      assert.equal(response.headers.get("content-security-policy"), "default-src 'none'; frame-ancestors 'none'");
      assert.equal(response.headers.get("x-frame-options"), "DENY");
      assert.equal(response.headers.get("cache-control"), "no-store");
      assert.match(response.headers.get("strict-transport-security") ?? "", /max-age=31536000/);
    }
  });

  it("answers 400 to a body that is not JSON, or not an object", async () => {
    await expectError(await post("{name:"), 400, /valid JSON/);
    await expectError(await post([valid]), 400, /JSON object/);
  });

  it("names the missing or invalid field", async () => {
    await expectError(await post({ ...valid, name: "  " }), 400, /"name" is required/);
    await expectError(await post({ ...valid, company: undefined }), 400, /"company" is required/);
    await expectError(await post({ ...valid, email: 42 }), 400, /"email" is required/);
    await expectError(await post({ ...valid, email: "dana at northwind" }), 400, /"email" must be an email/);
    await expectError(await post({ ...valid, industry: "retail" }), 400, /"industry" must be one of/);
    await expectError(await post({ ...valid, phone: 5551234 }), 400, /"phone" must be text/);
  });

  it("enforces the database's length limits", async () => {
    await expectError(await post({ ...valid, name: "n".repeat(201) }), 400, /"name" must be at most 200/);
    await expectError(await post({ ...valid, company: "c".repeat(201) }), 400, /"company" must be at most 200/);
    await expectError(await post({ ...valid, phone: "1".repeat(51) }), 400, /"phone" must be at most 50/);
    await expectError(await post({ ...valid, email: `${"e".repeat(250)}@x.io` }), 400, /"email" must be at most 254/);
    assert.equal(received.length, 0);
  });

  it("sends Slack the request in plain text, with the content type Slack expects and the industry's label", async () => {
    const response = await post({ ...valid, industry: "private-equity" });
    assert.equal(response.status, 202);
    assert.equal(received.length, 1);
    assert.equal(received[0]!.contentType, "application/json");
    const payload = JSON.parse(received[0]!.body);
    assert.equal(payload.text, "New assessment request from Dana Whitfield at Northwind Industrial");
    const fields = payload.blocks[1].fields.map((f: { type: string; text: string }) => {
      assert.equal(f.type, "plain_text");
      return f.text;
    });
    assert.deepEqual(fields, [
      "Name: Dana Whitfield",
      "Company: Northwind Industrial",
      "Email: dana@northwind-industrial.com",
      "Phone: not given",
      "Industry: Private Equity",
    ]);
    assert.equal(payload.blocks[2].text.type, "plain_text");
    assert.equal(payload.blocks[2].text.text, "Challenges: Freight invoices are audited by hand.");
  });

  it("escapes mentions and links so nobody can ping the channel or plant a link", async () => {
    await post({
      ...valid,
      name: "<!channel> Dana",
      company: "<https://evil.example|click> & Co",
      message: "<@U123> see <https://evil|click>",
    });
    const raw = received[0]!.body;
    assert.ok(!raw.includes("<!channel>"), raw);
    assert.ok(!raw.includes("<https://evil"), raw);
    const payload = JSON.parse(raw);
    assert.equal(payload.text, "New assessment request from &lt;!channel&gt; Dana at &lt;https://evil.example|click&gt; &amp; Co");
    assert.equal(payload.blocks[2].text.text, "Challenges: &lt;@U123&gt; see &lt;https://evil|click&gt;");
  });

  it("shortens a long message to what Slack accepts", async () => {
    await post({ ...valid, message: "m".repeat(5000) });
    const payload = JSON.parse(received[0]!.body);
    assert.ok(payload.blocks[2].text.text.length <= 3000);
    assert.match(payload.blocks[2].text.text, /shortened; the full text is in the database/);
  });

  /** Every text Slack will measure, with its limit. */
  function withinSlackLimits(payload: {
    blocks: { text?: { text: string }; fields?: { text: string }[]; elements?: { text: string }[] }[];
  }) {
    for (const block of payload.blocks) {
      if (block.text) assert.ok(block.text.text.length <= 3000, `section text of ${block.text.text.length}`);
      for (const field of block.fields ?? []) assert.ok(field.text.length <= 2000, `field of ${field.text.length}`);
      for (const element of block.elements ?? []) assert.ok(element.text.length <= 2000, `context of ${element.text.length}`);
    }
  }

  it("delivers 2,900 characters of 'P&L' within Slack's limits: escaped first, then cut on whole escapes", async () => {
    const message = "P&L ".repeat(725); // 2,900 characters, 725 ampersands
    const response = await post({ ...valid, message });
    assert.equal(response.status, 202);
    const payload = JSON.parse(received[0]!.body);
    withinSlackLimits(payload);
    const text: string = payload.blocks[2].text.text;
    assert.match(text, /^Challenges: P&amp;L P&amp;L/);
    assert.doesNotMatch(text.replace(SHORTENED_NOTE, ""), /&(?!amp;)|&a$|&am$|&amp$/, "no escape is cut in half");
    assert.match(text, /shortened; the full text is in the database\)$/);
  });

  it("delivers 3,400 CJK characters, and 1,500 emoji, within Slack's limits without splitting a character", async () => {
    const cjk = "経費削減の機会を見つける".repeat(284).slice(0, 3400);
    assert.equal(await post({ ...valid, message: cjk }).then((r) => r.status), 202);
    withinSlackLimits(JSON.parse(received[0]!.body));
    const family = "👩‍👩‍👧‍👦";
    assert.equal(await post({ ...valid, message: `Team: ${family.repeat(400)}` }).then((r) => r.status), 202);
    const text: string = JSON.parse(received[1]!.body).blocks[2].text.text;
    withinSlackLimits(JSON.parse(received[1]!.body));
    const body = text.slice("Challenges: Team: ".length).replace(SHORTENED_NOTE, "");
    assert.equal(body.length % family.length, 0, "only whole emoji");
  });

  it("keeps one-line fields on one line, so a line break cannot fake another field", async () => {
    await post({ ...valid, name: "Dana\nEmail: ceo@rival.example", company: "Northwind\r\nPhone: 0" });
    const fields = JSON.parse(received[0]!.body).blocks[1].fields.map((f: { text: string }) => f.text);
    assert.equal(fields[0], "Name: Dana Email: ceo@rival.example");
    assert.equal(fields[1], "Company: Northwind Phone: 0");
  });

  it("tells the team where the lead came from", async () => {
    await post({
      ...valid,
      landing_page: "/solutions/vendor-management",
      source_page: "/contact",
      referrer_host: "www.linkedin.com",
      utm_source: "linkedin",
      utm_campaign: "q4-procurement",
    });
    const blocks = JSON.parse(received[0]!.body).blocks;
    assert.equal(
      blocks[blocks.length - 1].elements[0].text,
      "Where it came from: landed on /solutions/vendor-management; sent from /contact; referred by www.linkedin.com; campaign: source=linkedin, campaign=q4-procurement",
    );
  });

  it("answers 502 when Slack refuses or cannot be reached", async () => {
    slackStatus = 500;
    await expectError(await post(valid), 502, /did not accept/);
    process.env.SLACK_WEBHOOK_URL = "http://127.0.0.1:9/unreachable";
    await expectError(await post(valid), 502, /could not be reached/);
  });

  it("without a webhook: 503 in production, and locally logs what it would send and answers 202", async () => {
    delete process.env.SLACK_WEBHOOK_URL;
    const request = () =>
      new Request("http://localhost/api/slack-notify", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "http://localhost" },
        body: JSON.stringify(valid),
      });
    const errors: string[] = [];
    const logs: string[] = [];
    const [error, log] = [console.error, console.log];
    console.error = (line: string) => errors.push(line);
    console.log = (line: string) => logs.push(line);
    try {
      const production = await handler(request(), { deploy: { context: "production" } });
      assert.equal(production.status, 503);
      assert.match(errors.join("\n"), /SLACK_WEBHOOK_URL is not set/);
      const local = await handler(request());
      assert.equal(local.status, 202);
      assert.match(logs.join("\n"), /what would have been sent[\s\S]*Dana Whitfield/);
    } finally {
      console.error = error;
      console.log = log;
    }
  });
});
