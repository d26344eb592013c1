/**
 * SLA escalation (issue 27's "done when", docs/sla.md "Escalation"): an order whose response is due
 * within the hour, once the `sla-escalate` job has run (sent to the worker's queue, as its schedule
 * does every five minutes), is listed in the staff dashboard's "SLA escalations" with its running
 * clock, and its e-mail reaches the test SMTP server once: to its staff contact (the staff user who
 * logged it) and to its contractor, however many runs find it. A client user does not see another
 * client's escalated order in its list.
 */
import { gql, signIn, until } from "./api";
import { openScreen } from "./browser";
import { runJob } from "./jobs";
import { receivedMail, waitForMail } from "./mail";
import { e2eSession } from "./session";

const STAFF = "admin@example.com";
const CLIENT = "client@example.com";
const RUN = Date.now().toString(36);

const session = e2eSession(STAFF);
const { one } = session;
const state: { id?: number; ref?: string; contractorEmail?: string } = {};
const need = <T>(v: T | undefined, what: string): T => {
  if (v === undefined) throw new Error(`${what} is missing: an earlier step failed`);
  return v;
};
const shot = (name: string) => session.page.screenshot({ path: `${process.env.E2E_SCREENSHOTS ?? "/tmp"}/${name}.png`, fullPage: true });

beforeAll(async () => {
  for (const email of [STAFF, CLIENT]) await signIn(email);
  // an order logged by staff for a client the client user does not belong to, given to a contractor with an address
  const clientId = (await one<{ id: number }>("select entity_id as id from identity.app_user where email = $1", [CLIENT])).id;
  const site = await one<{ id: number; client_id: number }>(
    "select s.id, s.client_id from assets.site s where s.client_id <> $1 and s.active order by s.client_id, s.id limit 1",
    [clientId],
  );
  const contractor = await one<{ id: number; email: string }>(
    "select id, email from assets.contractor where active and nullif(trim(email), '') is not null order by id limit 1",
  );
  const subTrade = await one<{ id: number }>("select id from assets.trade where parent_trade_id is not null order by id limit 1");
  const saved = await gql<{ saveWorkOrder: { workOrder: { id: number; refNo: string } | null; error: unknown } }>(
    STAFF,
    `mutation Save($input: SaveWorkOrderInput!) { saveWorkOrder(input: $input) { workOrder { id refNo } error { code message } } }`,
    {
      input: {
        clientId: site.client_id,
        siteId: site.id,
        workOrderTypeId: 1,
        subTradeId: subTrade.id,
        contractorId: contractor.id,
        issue: `E2E no hot water ${RUN}`,
        details: "Escalation test",
      },
    },
  );
  expect(saved.saveWorkOrder.error).toBeNull();
  const wo = saved.saveWorkOrder.workOrder!;
  // the response due in half an hour (about to breach), the fix in three days
  await session.db.query(
    "update work_orders.work_order set response_due_date = now() + interval '30 minutes', due_date = now() + interval '3 days' where id = $1",
    [wo.id],
  );
  Object.assign(state, { id: wo.id, ref: wo.refNo, contractorEmail: contractor.email });
}, 120_000);

it("e-mails an order about to breach to its staff contact and its contractor once, however many runs find it", async () => {
  const ref = need(state.ref, "the order");
  await runJob(session.db, "sla-escalate");
  await runJob(session.db, "sla-escalate");
  const subject = (m: { subject: string }) => m.subject.startsWith(`SLA due soon: work order ${ref} response due `);
  const toStaff = await waitForMail((m) => subject(m) && m.to.includes(STAFF));
  const toContractor = await waitForMail((m) => subject(m) && m.to.includes(need(state.contractorEmail, "the contractor")));
  expect(toStaff.text).toContain(`Work order ${ref} will breach its response SLA at `);
  expect(toContractor.text).toContain("Please attend, or record the attendance, as soon as possible.");
  expect(toContractor.attachments[0]?.contentType).toBe("application/pdf");
  // both messages sent, and no third: the second run found the threshold recorded
  const sent = await until(
    async () =>
      (
        await session.db.query<{ audience: string; state: string }>(
          "select audience, state from work_orders.outbox_message where work_order_id = $1 and reason like 'sla-%' order by id",
          [state.id],
        )
      ).rows,
    (rows) => rows.every((r) => r.state === "sent"),
    "the escalation's messages sent",
  );
  expect(sent.map((r) => r.audience)).toEqual(["staff", "contractor"]);
  expect((await receivedMail()).filter(subject)).toHaveLength(2);
});

it("lists the order in the staff dashboard's SLA escalations with its clock running", async () => {
  const ref = need(state.ref, "the order");
  const { page } = session;
  await openScreen(page, "/");
  const grid = page.getByRole("region", { name: "SLA escalations" });
  await grid.getByRole("searchbox").fill(ref);
  await grid.getByRole("searchbox").press("Enter");
  await grid.getByText(ref).waitFor();
  const clock = grid.locator('[data-clock="Response"]').first();
  expect(await clock.textContent()).toMatch(/^Response: Running · (2\d|30) min left$/);
  await shot("e2e-sla-escalations");
});

it("leaves another client's escalated order out of a client user's list", async () => {
  const id = need(state.id, "the order");
  const listed = await gql<{ workOrders: { nodes: { id: number }[] } }>(
    CLIENT,
    `query E($search: String) { workOrders(slaEscalated: true, search: $search) { nodes { id } } }`,
    { search: state.ref },
  );
  expect(listed.workOrders.nodes.map((n) => n.id)).not.toContain(id);
  const staff = await gql<{ workOrders: { nodes: { id: number }[] } }>(
    STAFF,
    `query E($search: String) { workOrders(slaEscalated: true, search: $search) { nodes { id } } }`,
    { search: state.ref },
  );
  expect(staff.workOrders.nodes.map((n) => n.id)).toEqual([id]);
});
