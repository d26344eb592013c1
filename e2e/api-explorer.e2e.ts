/**
 * The GraphQL explorer (issue 26) in a real browser: a signed-in user opens /graphql, is sent to the
 * explorer (GraphiQL, the web app's page #/graphql), the schema loads from the schema file with the
 * session's token (introspection stays off) and its Docs list the API's fields, and a query run there
 * answers rows. Loaded with scripts from the product only (the page's CSP allows nothing else).
 */
import { BASE_URL } from "./browser";
import { e2eSession } from "./session";

const session = e2eSession("admin@example.com");

it("opens at /graphql for a signed-in user, loads the schema and runs a query", async () => {
  const page = session.page;
  const refused: string[] = [];
  page.on("console", (m) => m.type() === "error" && /Content Security Policy/i.test(m.text()) && refused.push(m.text()));
  await page.goto(`${BASE_URL}/graphql`);
  await page.waitForURL(/#\/graphql$/);
  await page.getByText("as you (signed in)").waitFor();
  // the editor holds the default query; the schema built from the file knows workOrders
  await page.locator(".graphiql-query-editor .CodeMirror").first().waitFor();
  await page.getByRole("button", { name: /Show Documentation Explorer/i }).click();
  await page.locator(".graphiql-doc-explorer").getByText("Query", { exact: true }).first().waitFor();

  const answered = page.waitForResponse((r) => r.url().endsWith("/graphql") && r.request().method() === "POST");
  await page.getByRole("button", { name: /Execute query/i }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data?: { workOrders: { totalCount: number; nodes: Array<{ refNo: string }> } } };
  expect(body.data!.workOrders.totalCount).toBeGreaterThan(0);
  // the answer shows in the result pane
  await page.locator(".graphiql-response").getByText(body.data!.workOrders.nodes[0]!.refNo).first().waitFor();
  await page.screenshot({ path: "/tmp/api-explorer.png" });
  expect(refused).toEqual([]);
});

it("says what the server answered when a pasted API key is refused", async () => {
  const page = session.page;
  await page.getByLabel("API key").fill("not-a-key");
  await page.getByText("as the API key below").waitFor();
  await page.getByRole("alert").waitFor();
  expect(await page.getByRole("alert").textContent()).toMatch(/\S/);
  await page.getByLabel("API key").fill("");
  await page.getByText("as you (signed in)").waitFor();
});
