import { Readable } from "node:stream";
import zlib from "node:zlib";
import { fileStorage, NotFoundError } from "@wo/shared";
import { pdfText, sql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import { renderWorkOrderPdf, renderWorkOrderPdfs } from "../src/modules/pdf/work-order-pdf";
import { workOrdersService } from "../src/service";

type Svc = Awaited<ReturnType<typeof startTestService>>;
let svc: Svc;
const tokens: Record<string, string> = {};
/** An order of client 1 given to contractor 1, filled below with what the PDF must show. */
let id: number;
let ref: string;
let site: { name: string; site_code: string; address_line1: string | null; city: string | null; post_code: string | null };
let client: { name: string };
let contractor: { name: string };

const em = () => svc.orm.em.fork();
const db = <T extends Record<string, any> = any>(text: string, params: unknown[] = []) => sql<T>(svc.db.url, text, params);
const text = async (pdf: Buffer) => (await pdfText(pdf)).join("\n");
/** Words as pdfjs joins them: one space between them, whatever the line breaks of the layout. */
const flat = (s: string) => s.replace(/\s+/g, " ");

/** A small PNG (a 4 x 4 square of one colour), written with node:zlib. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(4, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc(4 * 13);
  for (let y = 0; y < 4; y++) for (let x = 0; x < 4; x++) raw.set([200, 30, 120], y * 13 + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  svc = await startTestService(workOrdersService, "pdf");
  tokens.admin = await tokenFor(viewers.admin());
  tokens.staff = await tokenFor(viewers.staff(4));
  tokens.client1 = await tokenFor(viewers.client(1));
  tokens.client2 = await tokenFor(viewers.client(2));
  tokens.contractor1 = await tokenFor(viewers.contractor(1));
  tokens.contractor2 = await tokenFor(viewers.contractor(2));
  [{ id, ref_no: ref }] = await db(`select id, ref_no from work_orders.work_order where client_id = 1 and contractor_id = 1 order by id limit 1`);
  await db(
    `update work_orders.work_order set issue = 'Boiler pressure dropping – £250 budget agreed', sla_code = 'B',
       details = 'Café kitchen: Zoë reports the boiler loses pressure overnight. Check the expansion vessel and the PRV.',
       access_times = 'Mon–Fri 07:00–09:00, keys from reception', contact_id = 10,
       date_opened = '2026-03-05T09:30:00Z', due_date = '2026-03-06T17:00:00Z'
     where id = $1`,
    [id],
  );
  await db(`update identity.app_user set phone_number = '0118 496 0000' where id = 10`);
  await db(`delete from work_orders.answer where work_order_id = $1`, [id]);
  await db(
    `insert into work_orders.answer (work_order_id, question_content, answer_content) values
       ($1, 'Is there a gas supply isolation valve?', 'Yes, under the stairs'), ($1, 'Is there parking on site?', 'Two bays at the rear')`,
    [id],
  );
  await db(
    `insert into work_orders.work_order_note (work_order_id, user_id, user_name, note, note_time, private_note) values
       ($1, 5, 'Test Staff', 'Engineer to bring a replacement pressure gauge', '2026-03-05T10:00:00Z', false),
       ($1, 5, 'Test Staff', 'PRIVATE: client disputes last invoice', '2026-03-05T11:00:00Z', true)`,
    [id],
  );
  [site] = await db(
    `select s.name, s.site_code, s.address_line1, s.city, s.post_code from assets.v_site_address s
     join work_orders.work_order wo on wo.site_id = s.id where wo.id = $1`,
    [id],
  );
  [client] = await db(`select name from assets.v_client_brand where id = 1`);
  [contractor] = await db(`select name from assets.v_contractor where id = 1`);
}, 60_000);
afterAll(() => svc?.stop());

describe("renderWorkOrderPdf", () => {
  it("renders an A4 PDF named after the reference, with everything a contractor needs and no private note", async () => {
    const { fileName, pdf } = await renderWorkOrderPdf(em(), id);
    expect(fileName).toBe(`WorkOrder-${ref}.pdf`);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.toString("latin1")).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const t = flat(await text(pdf));
    expect(t).toContain(ref);
    expect(t).toContain(client.name); // the brand's name
    expect(t).toContain(contractor.name);
    expect(t).toContain(site.name);
    for (const line of [site.address_line1, site.city, site.post_code]) if (line) expect(t).toContain(line);
    expect(t).toContain("Boiler pressure dropping – £250 budget agreed");
    expect(t).toContain("Café kitchen: Zoë reports the boiler loses pressure overnight.");
    expect(t).toContain("Mon–Fri 07:00–09:00, keys from reception");
    expect(t).toContain("Fiona Sinclair");
    expect(t).toContain("0118 496 0000 / 07700 900110");
    expect(t).toContain("Is there a gas supply isolation valve?");
    expect(t).toContain("Yes, under the stairs");
    expect(t).toContain("Two bays at the rear");
    expect(t).toContain("Engineer to bring a replacement pressure gauge");
    expect(t).not.toContain("PRIVATE");
    expect(t).not.toContain("disputes");
    // dates in London, DD/MM/YYYY; the SLA code beside the due date
    expect(t).toContain("05/03/2026 09:30");
    expect(t).toContain("06/03/2026 17:00");
    expect(t).toContain("05/03/2026 10:00 · Test Staff");
    expect(t).toMatch(/SLA B/);
    expect(t).toContain("Page 1 of 1");
  });

  it("shows British summer time in London's hours", async () => {
    await db(`update work_orders.work_order set due_date = '2026-07-01T16:00:00Z' where id = $1`, [id]);
    try {
      expect(flat(await text((await renderWorkOrderPdf(em(), id)).pdf))).toContain("01/07/2026 17:00");
    } finally {
      await db(`update work_orders.work_order set due_date = '2026-03-06T17:00:00Z' where id = $1`, [id]);
    }
  });

  it("wraps long texts onto further pages, each with its footer", async () => {
    const [{ id: longId }] = await db(`select id from work_orders.work_order where client_id = 2 order by id limit 1`);
    const paragraph = "The quick brown fox jumps over the lazy dog near the loading bay, then reports to the duty manager. ";
    const longWord = "X".repeat(400);
    await db(`update work_orders.work_order set details = $2 where id = $1`, [longId, `${paragraph.repeat(180)}\n\n${longWord}\nEND-OF-DETAILS`]);
    const { pdf } = await renderWorkOrderPdf(em(), longId);
    const pages = await pdfText(pdf);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((p, i) => expect(p).toContain(`Page ${i + 1} of ${pages.length}`));
    expect(pages.join("\n")).toContain("END-OF-DETAILS");
    // a word wider than the page is broken, not cut off
    expect(pages.join("").replace(/\s+/g, "")).toContain(longWord);
  });

  it("draws the client's logo from file storage, and the client's name instead when the file is gone", async () => {
    const key = `clients/1/logo-pdf-test.png`;
    await fileStorage().put(key, Readable.from(png()), { contentType: "image/png", maxBytes: 1_000_000 });
    await db(`update assets.client set logo_key = $1, brand_colour = '#1f6fa6' where id = 1`, [key]);
    const withLogo = (await renderWorkOrderPdf(em(), id)).pdf.toString("latin1");
    expect(withLogo).toContain("/Subtype /Image");
    await db(`update assets.client set logo_key = 'clients/1/logo-missing.png' where id = 1`);
    const without = await renderWorkOrderPdf(em(), id);
    expect(without.pdf.toString("latin1")).not.toContain("/Subtype /Image");
    expect(flat(await text(without.pdf))).toContain(client.name);
  });

  it("answers NOT_FOUND for an order that does not exist", async () => {
    await expect(renderWorkOrderPdf(em(), 999_999_999)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("renders a batch from one read, in the order asked, leaving out ids that do not exist", async () => {
    const ids = (await db(`select id from work_orders.work_order order by id desc limit 25`)).map((r) => r.id as number);
    const pdfs = await renderWorkOrderPdfs(em(), [...ids, 999_999_999]);
    expect(pdfs.map((p) => p.id)).toEqual(ids);
    for (const p of pdfs) expect(p.pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("renders an order the same the second time (the words and glyphs kept between documents change nothing)", async () => {
    const [first, second] = await renderWorkOrderPdfs(em(), [id, id]);
    expect(second!.pdf.length).toBe(first!.pdf.length);
    expect(await pdfText(second!.pdf)).toEqual(await pdfText(first!.pdf));
  });
});

describe("GET /exports/WorkOrderPdf (behind GET /api/pdf/workorderpdf/{id})", () => {
  const get = (query: string, who?: string) =>
    fetch(`${svc.url.replace(/\/graphql$/, "")}/exports/WorkOrderPdf${query}`, { headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });

  it("answers the PDF with its type and file name to staff, the order's client and its contractor", async () => {
    for (const who of ["admin", "staff", "client1", "contractor1"]) {
      const r = await get(`?id=${id}`, who);
      expect(r.status).toBe(200);
      expect(r.headers.get("content-type")).toBe("application/pdf");
      expect(r.headers.get("content-disposition")).toContain(`filename="WorkOrder-${ref}.pdf"`);
      const pdf = Buffer.from(await r.arrayBuffer());
      expect(Number(r.headers.get("content-length"))).toBe(pdf.length);
      expect(flat(await text(pdf))).toContain(ref);
    }
  });

  it("answers another tenant's order, or a missing one, 404 { Message }", async () => {
    for (const who of ["client2", "contractor2"]) {
      const r = await get(`?id=${id}`, who);
      expect(r.status).toBe(404);
      expect(await r.json()).toEqual({ Message: "No data found!" });
    }
    const missing = await get(`?id=999999999`, "admin");
    expect(missing.status).toBe(404);
    expect((await get(`?id=99999999999`, "admin")).status).toBe(404);
  });

  it("answers 401 without a token and 400 for an id that is not a number", async () => {
    const r = await get(`?id=${id}`);
    expect(r.status).toBe(401);
    expect(await r.json()).toEqual({ Message: "Not signed in" });
    const bad = await get(`?id=abc`, "admin");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ Message: "Id must name a work order" });
  });
});
