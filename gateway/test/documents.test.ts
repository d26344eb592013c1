import { gatewayUrl, sql } from "@wo/shared/testing";
import { api, login } from "./http";

/**
 * Documents and certificates over the legacy REST calls (staff-and-work-orders §7 "Notes,
 * documents, answers"; portals §7): the upload page, the list, type edits, the archive toggle,
 * deletion, signed download links, copying a site's documents onto an order, site certificates, and
 * who may do which.
 */
const db = () => process.env.TEST_STACK_DB_URL!;
let admin: string;
let sales: string;
let client: string;
let client2: string;
let contractor: string;
let contractor2: string;

beforeAll(async () => {
  [admin, sales, client, client2, contractor, contractor2] = await Promise.all(
    ["admin", "sales", "client", "client2", "contractor", "contractor2"].map((u) => login(`${u}@example.com`)),
  );
});

/** A small but real PDF (its first bytes are what tells the type). */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n" +
    "x".repeat(5000),
);

async function upload(token: string, query: Record<string, string | number>, file: { bytes: Buffer; filename: string; type?: string } | null) {
  const form = new FormData();
  if (file) form.append("file", new Blob([file.bytes], { type: file.type ?? "application/octet-stream" }), file.filename);
  else form.append("note", "nothing chosen");
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await fetch(`${gatewayUrl()}/Services/UploadDocument.aspx?${qs}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function fetchBytes(link: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const res = await fetch(new URL(link, gatewayUrl()));
  return { status: res.status, type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** An order of client 1 given to contractor 1 (its site), and one of client 2 given to contractor 2. */
async function orders() {
  const [mine] = await sql(
    db(),
    "select id, site_id from work_orders.work_order where client_id = 1 and contractor_id = 1 and work_order_status_id not in (6, 9, 12) order by id limit 1",
  );
  const [theirs] = await sql(db(), "select id, site_id from work_orders.work_order where client_id = 2 and contractor_id = 2 order by id limit 1");
  return { mine: mine as { id: number; site_id: number }, theirs: theirs as { id: number; site_id: number } };
}

describe("GET /api/DocumentTypes", () => {
  it("answers the four types, id and Name", async () => {
    const r = await api("GET", "/DocumentTypes", { token: contractor });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      { id: 1, Name: "Job Sheet" },
      { id: 2, Name: "Certificate" },
      { id: 3, Name: "Work Sheet" },
      { id: 4, Name: "Report" },
    ]);
  });
});

describe("the upload page and the signed download link", () => {
  it("stores a document on a work order and gives back the very bytes through a short-lived link", async () => {
    const { mine } = await orders();
    const r = await upload(
      admin,
      { entityName: "WorkOrder", entityId: mine.id, documentTypeId: 3 },
      { bytes: PDF, filename: "Boiler report (final).pdf" },
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      OriginalFilename: "Boiler report (final).pdf",
      Filename: "Boiler_report_final_.pdf",
      Type: 3,
      TypeName: "Work Sheet",
      Archived: false,
      CertDate: null,
      ContentType: "application/pdf",
      Size: PDF.length,
      EntityName: "WorkOrder",
      EntityId: mine.id,
    });
    expect(typeof r.body.DateUploaded).toBe("string");
    const link = await api("GET", `/Documents/${r.body.id}/Download`, { token: admin });
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({ id: r.body.id, FileName: "Boiler report (final).pdf", ContentType: "application/pdf" });
    expect(new Date(link.body.ExpiresAt).getTime()).toBeGreaterThan(Date.now());
    const got = await fetchBytes(link.body.Url);
    expect(got.status).toBe(200);
    expect(got.type).toBe("application/pdf");
    expect(got.bytes.equals(PDF)).toBe(true);
    // a link altered to reach another file is refused
    expect((await fetchBytes(link.body.Url.replace(/expires=\d+/, "expires=9999999999"))).status).toBe(403);
  });

  it("defaults the type to 1 Job Sheet and takes DD/MM/YYYY certificate dates", async () => {
    const { mine } = await orders();
    const r = await upload(admin, { entityName: "workorder", entityId: mine.id, certDate: "05/03/2027" }, { bytes: PDF, filename: "sheet.pdf" });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ Type: 1, TypeName: "Job Sheet", CertDate: "2027-03-05" });
  });

  it("refuses no file, a file of a type it does not take, and a bad entity or date", async () => {
    const { mine } = await orders();
    const none = await upload(admin, { entityName: "WorkOrder", entityId: mine.id }, null);
    expect(none).toMatchObject({ status: 400, body: { Message: "No files selected" } });
    const html = await upload(
      admin,
      { entityName: "WorkOrder", entityId: mine.id },
      { bytes: Buffer.from("<html><script>alert(1)</script></html>"), filename: "x.pdf" },
    );
    expect(html.status).toBe(400);
    expect(html.body.Message).toMatch(/^This type of file cannot be uploaded/);
    const exe = await upload(
      admin,
      { entityName: "WorkOrder", entityId: mine.id },
      { bytes: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(4000, 1)]), filename: "setup.exe" },
    );
    expect(exe.status).toBe(400);
    expect((await upload(admin, { entityName: "Client", entityId: 1 }, { bytes: PDF, filename: "a.pdf" })).body).toEqual({
      Message: "entityName must be WorkOrder, Site or PPM",
    });
    expect(
      (await upload(admin, { entityName: "WorkOrder", entityId: mine.id, certDate: "31/02/2027" }, { bytes: PDF, filename: "a.pdf" })).status,
    ).toBe(400);
    expect(
      (await upload(admin, { entityName: "WorkOrder", entityId: mine.id, documentTypeId: 9 }, { bytes: PDF, filename: "a.pdf" })).body.Message,
    ).toBe("Document type must be 1 Job Sheet, 2 Certificate, 3 Work Sheet or 4 Report");
    expect((await upload(admin, { entityName: "WorkOrder", entityId: 99999999 }, { bytes: PDF, filename: "a.pdf" })).status).toBe(404);
  });

  it("takes text files by their name when their bytes are text", async () => {
    const { mine } = await orders();
    const r = await upload(
      admin,
      { entityName: "WorkOrder", entityId: mine.id },
      { bytes: Buffer.from("Meter reading,123\n"), filename: "readings.csv" },
    );
    expect(r).toMatchObject({ status: 200, body: { ContentType: "text/csv" } });
  });

  it("requires the certificate date of a contractor's certificate ('Required fields'), not of its job sheet, and lets it upload only to its own orders", async () => {
    const { mine, theirs } = await orders();
    const missing = await upload(contractor, { entityName: "WorkOrder", entityId: mine.id, documentTypeId: 2 }, { bytes: PDF, filename: "cert.pdf" });
    expect(missing).toEqual({ status: 400, body: { Message: "Required fields", ModelState: { CertDate: ["Certificate date is required"] } } });
    const sheet = await upload(
      contractor,
      { entityName: "WorkOrder", entityId: mine.id, documentTypeId: 1 },
      { bytes: PDF, filename: "job-sheet.pdf" },
    );
    expect(sheet).toMatchObject({ status: 200, body: { DocumentTypeId: 1, CertDate: null } });
    const ok = await upload(
      contractor,
      { entityName: "WorkOrder", entityId: mine.id, documentTypeId: 2, certDate: "2027-06-30" },
      { bytes: PDF, filename: "cert.pdf" },
    );
    expect(ok).toMatchObject({ status: 200, body: { Type: 2, CertDate: "2027-06-30" } });
    expect(
      (await upload(contractor, { entityName: "WorkOrder", entityId: theirs.id, certDate: "2027-06-30" }, { bytes: PDF, filename: "c.pdf" })).status,
    ).toBe(404);
    expect(
      (await upload(contractor, { entityName: "Site", entityId: mine.site_id, certDate: "2027-06-30" }, { bytes: PDF, filename: "c.pdf" })).status,
    ).toBe(404);
    // portals §4: not while its order is Closed, Cancelled or Submitted; again once it is Completed
    for (const [status, code] of [
      [6, 403],
      [9, 403],
      [12, 403],
      [7, 200],
    ] as const) {
      const [o] = await sql(db(), "select id from work_orders.work_order where contractor_id = 1 and work_order_status_id = $1 order by id limit 1", [
        status,
      ]);
      const r = await upload(contractor, { entityName: "WorkOrder", entityId: o!.id, certDate: "2027-06-30" }, { bytes: PDF, filename: "late.pdf" });
      expect(r.status).toBe(code);
      if (code === 403) expect(r.body).toEqual({ Message: "Attachments cannot be added to a work order that is Closed, Cancelled or Submitted" });
      // staff still may
      if (code === 403)
        expect((await upload(admin, { entityName: "WorkOrder", entityId: o!.id }, { bytes: PDF, filename: "staff.pdf" })).status).toBe(200);
    }
    // a client uploads to its own client's orders (no certificate date needed), not to another's, nor to its sites
    expect((await upload(client, { entityName: "WorkOrder", entityId: mine.id }, { bytes: PDF, filename: "photo.pdf" })).status).toBe(200);
    expect((await upload(client, { entityName: "WorkOrder", entityId: theirs.id }, { bytes: PDF, filename: "photo.pdf" })).status).toBe(404);
    expect((await upload(client, { entityName: "Site", entityId: mine.site_id }, { bytes: PDF, filename: "photo.pdf" })).status).toBe(403);
  });
});

describe("GET /api/Documents", () => {
  it("lists an entity's documents as { Data, Total }, sorted, without the archived ones unless asked", async () => {
    const [site] = await sql(
      db(),
      "select entity_id as id, count(*)::int n from work_orders.document where entity_name = 'Site' and not archived group by 1 order by 1 limit 1",
    );
    const r = await api("GET", `/Documents?page=1&pageSize=500&sort=Filename_ASC&entityId=${site!.id}&entityName=Site`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.Total).toBe(site!.n);
    const names = r.body.Data.map((d: { OriginalFilename: string }) => d.OriginalFilename);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(Object.keys(r.body.Data[0])).toEqual(
      expect.arrayContaining(["id", "DateUploaded", "CertDate", "OriginalFilename", "Filename", "Type", "Archived"]),
    );
    expect((await api("GET", `/Documents?entityId=${site!.id}&entityName=Site&sort=Nope_ASC`, { token: admin })).status).toBe(400);
    // no entity: an empty list
    expect((await api("GET", "/Documents?page=1&pageSize=500", { token: admin })).body).toEqual({ Data: [], Total: 0 });
  });

  it("archives and restores a document (POST /api/Documents/{id}/Archive: 'Document Archived')", async () => {
    const { mine } = await orders();
    const up = await upload(admin, { entityName: "WorkOrder", entityId: mine.id }, { bytes: PDF, filename: "to-archive.pdf" });
    const id = up.body.id as number;
    const listed = async (archived?: boolean) =>
      (
        await api("GET", `/Documents?entityName=WorkOrder&entityId=${mine.id}${archived === undefined ? "" : `&Archived=${archived}`}`, {
          token: admin,
        })
      ).body.Data.map((d: { id: number }) => d.id);
    const a = await api("POST", `/Documents/${id}/Archive`, { token: admin });
    expect(a).toMatchObject({ status: 200, body: { id, Archived: true, Message: "Document Archived" } });
    expect(await listed()).not.toContain(id);
    expect(await listed(false)).not.toContain(id);
    expect(await listed(true)).toContain(id);
    expect((await api("POST", `/Documents/${id}/Archive`, { token: admin })).body.Archived).toBe(false);
    expect(await listed()).toContain(id);
  });

  it("changes a document's type and certificate date (POST /api/Document/update/{id})", async () => {
    const { mine } = await orders();
    const up = await upload(admin, { entityName: "WorkOrder", entityId: mine.id }, { bytes: PDF, filename: "retype.pdf" });
    const r = await api("POST", `/Document/update/${up.body.id}`, { token: admin, json: { id: up.body.id, Type: 2, CertDate: "01/02/2027" } });
    expect(r).toMatchObject({ status: 200, body: { Type: 2, TypeName: "Certificate", CertDate: "2027-02-01" } });
    expect((await api("POST", `/Document/update/${up.body.id}`, { token: admin, json: { Type: 7 } })).body.Message).toBe(
      "Document type must be 1 Job Sheet, 2 Certificate, 3 Work Sheet or 4 Report",
    );
    expect((await api("POST", `/Document/update/${up.body.id}`, { token: admin, json: {} })).status).toBe(400);
    // a portal user changes only what it uploaded
    expect((await api("POST", `/Document/update/${up.body.id}`, { token: client, json: { Type: 1 } })).status).toBe(403);
    expect((await api("POST", `/Document/update/${up.body.id}`, { token: client2, json: { Type: 1 } })).status).toBe(404);
  });

  it("deletes a document and its stored file (DELETE /api/Documents/{id})", async () => {
    const { mine } = await orders();
    const up = await upload(admin, { entityName: "WorkOrder", entityId: mine.id }, { bytes: PDF, filename: "to-delete.pdf" });
    const link = (await api("GET", `/Documents/${up.body.id}/Download`, { token: admin })).body.Url as string;
    expect((await fetchBytes(link)).status).toBe(200);
    expect((await api("DELETE", `/Documents/${up.body.id}`, { token: contractor })).status).toBe(403);
    expect((await api("DELETE", `/Documents/${up.body.id}`, { token: client })).status).toBe(403);
    expect(await api("DELETE", `/Documents/${up.body.id}`, { token: admin })).toEqual({
      status: 200,
      body: { id: up.body.id, Message: "Document Deleted" },
    });
    expect((await fetchBytes(link)).status).toBe(404);
    expect((await api("GET", `/Documents/${up.body.id}/Download`, { token: admin })).status).toBe(404);
    expect((await api("DELETE", `/Documents/${up.body.id}`, { token: admin })).status).toBe(404);
  });
});

describe("tenancy of documents", () => {
  it("answers a client or contractor its own orders' documents, and 404 for another tenant's", async () => {
    const { mine, theirs } = await orders();
    const ownUp = await upload(admin, { entityName: "WorkOrder", entityId: mine.id }, { bytes: PDF, filename: "mine.pdf" });
    const theirUp = await upload(admin, { entityName: "WorkOrder", entityId: theirs.id }, { bytes: PDF, filename: "theirs.pdf" });
    for (const token of [client, contractor]) {
      const list = await api("GET", `/Documents?entityName=WorkOrder&entityId=${mine.id}`, { token });
      expect(list.body.Data.map((d: { id: number }) => d.id)).toContain(ownUp.body.id);
      expect((await api("GET", `/Documents?entityName=WorkOrder&entityId=${theirs.id}`, { token })).status).toBe(404);
      expect((await api("GET", `/Documents/${theirUp.body.id}/Download`, { token })).status).toBe(404);
      expect((await api("GET", `/Documents/${ownUp.body.id}/Download`, { token })).status).toBe(200);
      expect((await api("POST", `/Documents/${ownUp.body.id}/Archive`, { token })).status).toBe(403);
    }
    for (const path of ["/ClientPortal/CustomerPortalDocuments", "/ContractorPortal/CustomerPortalDocuments"]) {
      expect((await api("GET", `${path}?entityName=WorkOrder&entityId=${theirs.id}`, { token: client })).status).toBe(404);
      expect((await api("GET", `${path}?entityName=WorkOrder&entityId=${mine.id}`, { token: contractor })).status).toBe(200);
    }
    // contractors see no site documents; a client its own client's sites'
    expect((await api("GET", `/Documents?entityName=Site&entityId=${mine.site_id}`, { token: contractor })).status).toBe(404);
    expect((await api("GET", `/Documents?entityName=Site&entityId=${mine.site_id}`, { token: client })).status).toBe(200);
    expect((await api("GET", `/Documents?entityName=Site&entityId=${theirs.site_id}`, { token: client })).status).toBe(404);
    expect((await api("GET", `/Documents?entityName=Site&entityId=${mine.site_id}`, { token: contractor2 })).status).toBe(404);
  });

  it("keeps a PPM schedule's documents to staff, on schedules that exist", async () => {
    const [ppm] = await sql(db(), "select id from work_orders.ppm order by id limit 1");
    const up = await upload(admin, { entityName: "PPM", entityId: ppm.id }, { bytes: PDF, filename: "ppm-plan.pdf" });
    expect(up.status).toBe(200);
    const list = await api("GET", `/Documents?entityName=PPM&entityId=${ppm.id}`, { token: admin });
    expect(list.body.Data.map((d: { id: number }) => d.id)).toContain(up.body.id);
    expect((await upload(admin, { entityName: "PPM", entityId: 999999 }, { bytes: PDF, filename: "none.pdf" })).status).toBe(404);
    for (const token of [client, contractor]) {
      expect((await api("GET", `/Documents?entityName=PPM&entityId=${ppm.id}`, { token })).status).toBe(404);
      expect((await api("GET", `/Documents/${up.body.id}/Download`, { token })).status).toBe(404);
    }
  });

  it("lets Sales (documents: read) read site documents but not add to them", async () => {
    const { mine } = await orders();
    expect((await api("GET", `/Documents?entityName=Site&entityId=${mine.site_id}`, { token: sales })).status).toBe(200);
    expect((await upload(sales, { entityName: "Site", entityId: mine.site_id }, { bytes: PDF, filename: "s.pdf" })).status).toBe(403);
  });
});

describe("GET api/WorkOrders/CopyDocuments", () => {
  it("copies the site's documents onto the order as new files, and refuses another site's", async () => {
    const { mine } = await orders();
    const site = await upload(
      admin,
      { entityName: "Site", entityId: mine.site_id, documentTypeId: 2, certDate: "2027-01-31" },
      { bytes: PDF, filename: "site-cert.pdf" },
    );
    expect(site.status).toBe(200);
    const r = await api("GET", `/WorkOrders/CopyDocuments?id=${mine.id}&sitedocuments=${site.body.id}`, { token: client });
    expect(r.status).toBe(200);
    expect(r.body.Total).toBe(1);
    const copy = r.body.Data[0];
    expect(copy).toMatchObject({ EntityName: "WorkOrder", EntityId: mine.id, OriginalFilename: "site-cert.pdf", Type: 2, CertDate: "2027-01-31" });
    expect(copy.id).not.toBe(site.body.id);
    const keys = await sql(db(), "select storage_key from work_orders.document where id = any($1) order by id", [[site.body.id, copy.id]]);
    expect(keys[0]!.storage_key).not.toBe(keys[1]!.storage_key);
    // the copy stands alone: deleting the site's document leaves it
    expect((await api("DELETE", `/Documents/${site.body.id}`, { token: admin })).status).toBe(200);
    const link = await api("GET", `/Documents/${copy.id}/Download`, { token: client });
    expect((await fetchBytes(link.body.Url)).bytes.equals(PDF)).toBe(true);

    const [other] = await sql(db(), "select id from work_orders.document where entity_name = 'Site' and entity_id <> $1 order by id limit 1", [
      mine.site_id,
    ]);
    const refused = await api("GET", `/WorkOrders/CopyDocuments?id=${mine.id}&sitedocuments=${other!.id}`, { token: admin });
    expect(refused).toMatchObject({ status: 400, body: { Message: "Only documents of the work order's site can be copied onto it" } });
    // another client's site's document: 404 to a client
    const [foreign] = await sql(
      db(),
      "select d.id from work_orders.document d join assets.site s on s.id = d.entity_id where d.entity_name = 'Site' and s.client_id = 2 order by d.id limit 1",
    );
    expect((await api("GET", `/WorkOrders/CopyDocuments?id=${mine.id}&sitedocuments=${foreign!.id}`, { token: client })).status).toBe(404);
    expect((await api("GET", `/WorkOrders/CopyDocuments?id=${mine.id}&sitedocuments=`, { token: admin })).body).toEqual({ Data: [], Total: 0 });
    expect((await api("GET", `/WorkOrders/CopyDocuments?id=${mine.id}&sitedocuments=${other!.id}`, { token: contractor })).status).toBe(403);
  });
});

describe("GET /api/ClientPortal/CertificatesInSites", () => {
  it("answers a client its own sites' certificates, searchable, with whether each has expired", async () => {
    const r = await api("GET", "/ClientPortal/CertificatesInSites?page=1&pageSize=20", { token: client });
    expect(r.status).toBe(200);
    expect(r.body.Total).toBeGreaterThan(0);
    const own = new Set((await sql(db(), "select id from assets.site where client_id = 1")).map((x) => Number(x.id)));
    for (const c of r.body.Data) {
      expect(own.has(c.SiteId)).toBe(true);
      expect(c.Type).toBe(2);
      expect(c.Expired).toBe(c.CertDate < new Date().toISOString().slice(0, 10));
    }
    expect(r.body.Data.some((c: { Expired: boolean }) => c.Expired)).toBe(true);
    const gas = await api("GET", "/ClientPortal/CertificatesInSites?search=gas", { token: client });
    expect(
      gas.body.Data.every((c: { OriginalFilename: string; SiteName: string }) => /gas/i.test(c.OriginalFilename) || /gas/i.test(c.SiteName)),
    ).toBe(true);
    const [theirSite] = await sql(db(), "select id from assets.site where client_id = 2 order by id limit 1");
    expect((await api("GET", `/ClientPortal/CertificatesInSites?siteId=${theirSite!.id}`, { token: client })).status).toBe(404);
    expect((await api("GET", "/ClientPortal/CertificatesInSites", { token: contractor })).status).toBe(403);
    // staff choose a client; a client naming another gets nothing of it
    const two = new Set((await sql(db(), "select id from assets.site where client_id = 2")).map((x) => Number(x.id)));
    const staffTwo = await api("GET", "/ClientPortal/CertificatesInSites?clientId=2&pageSize=500", { token: admin });
    expect(staffTwo.body.Total).toBeGreaterThan(0);
    expect(staffTwo.body.Data.every((c: { SiteId: number }) => two.has(c.SiteId))).toBe(true);
    expect((await api("GET", "/ClientPortal/CertificatesInSites?clientId=2", { token: client })).body).toEqual({ Data: [], Total: 0 });
  });
});
