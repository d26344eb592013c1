/**
 * Contractors' notifications in a real browser (issue 11): a staff user resends an order's
 * notification from its "Resend notification" tab ('Notification sent!'); the worker e-mails the
 * contractor, with the work-order PDF attached, to the e2e runner's SMTP server (E2E_MAIL_DIR); the
 * tab, and the administrator's #/configuration/outbox, show the message sent.
 */
import { openScreen, signInAs } from "./browser";
import { e2eSession } from "./session";
import { waitForMail } from "./mail";

const session = e2eSession();
const { notice } = session;

describe("a contractor's notification", () => {
  let order: { id: number; ref_no: string; email: string };

  it("is resent from the work order's tab, and reaches the contractor with the PDF", async () => {
    order = (
      await session.db.query(
        `select wo.id, wo.ref_no, c.email from work_orders.work_order wo join assets.contractor c on c.id = wo.contractor_id
          where wo.work_order_status_id = 2 and c.email is not null order by wo.id desc limit 1`,
      )
    ).rows[0];
    expect(order).toBeDefined();
    await signInAs(session.page, "operations@example.com");
    await openScreen(session.page, `/work-order/${order.id}`);
    await session.page.getByRole("tab", { name: "Resend notification", exact: true }).click();
    await session.page.getByRole("button", { name: "Resend notification" }).click();
    await notice("Notification sent!");

    // the order may have had e-mails before (a PPM conversion in another test): the resent one says so
    const mail = await waitForMail(
      (m) =>
        m.subject.includes(order.ref_no) &&
        m.to.includes(order.email) &&
        m.text.includes(`Here again are the details of work order ${order.ref_no}.`),
    );
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.contentType).toBe("application/pdf");
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe("%PDF-");

    const { rows } = await session.db.query("select contractor_emailed from work_orders.work_order where id = $1", [order.id]);
    expect(rows[0].contractor_emailed).toBe(true);
    // the tab lists it sent
    await openScreen(session.page, `/work-order/${order.id}`);
    await session.page.getByRole("tab", { name: "Resend notification", exact: true }).click();
    const grid = session.page.getByRole("region", { name: "Notifications" });
    await grid.getByText("Resent").first().waitFor();
    await grid
      .locator(".bp6-tag", { hasText: /^Sent$/ })
      .first()
      .waitFor();
  }, 120_000);

  it("shows in the administrator's outbox, sent", async () => {
    await signInAs(session.page, "admin@example.com");
    await openScreen(session.page, "/configuration/outbox");
    const grid = session.page.getByRole("region", { name: "Outbox" });
    await grid.waitFor();
    await session.page.getByRole("searchbox", { name: "Search", exact: true }).fill(order.ref_no);
    await session.page.getByRole("searchbox", { name: "Search", exact: true }).press("Enter");
    await grid.getByText(order.email).first().waitFor();
    // the state's tag (the state filter's options say "Sent" too)
    await grid
      .locator(".bp6-tag", { hasText: /^Sent$/ })
      .first()
      .waitFor();
  }, 120_000);
});
