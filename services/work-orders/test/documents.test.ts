import { Readable } from "node:stream";
import type { EntityManager } from "@mikro-orm/postgresql";
import { StoredFileNotFoundError, Viewer, type FileStat, type FileStorage } from "@wo/shared";
import { graphql, sql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import { DocumentEntityName } from "../src/modules/document/document.entity";
import { copySiteDocuments, deleteDocument, storeDocument } from "../src/modules/document/document.service";
import { workOrdersService } from "../src/service";

type Svc = Awaited<ReturnType<typeof startTestService>>;
let svc: Svc;
const admin = new Viewer(viewers.admin());

/** File storage in memory, with faults to order: what the service does when storage or the database fails. */
class MemoryStorage implements FileStorage {
  readonly kind = "local" as const;
  files = new Map<string, { bytes: Buffer; contentType: string }>();
  failPutAfter = Infinity;
  onDelete: (key: string) => Promise<void> = async () => undefined;
  puts = 0;
  async put(key: string, body: Readable, o: { contentType: string }): Promise<FileStat> {
    if (++this.puts > this.failPutAfter) {
      body.destroy();
      throw new Error("storage is down");
    }
    const chunks: Buffer[] = [];
    for await (const c of body) chunks.push(Buffer.from(c as Buffer));
    const bytes = Buffer.concat(chunks);
    this.files.set(key, { bytes, contentType: o.contentType });
    return { key, size: bytes.length, contentType: o.contentType };
  }
  async get(key: string) {
    const f = this.files.get(key);
    if (!f) throw new StoredFileNotFoundError(key);
    return { key, size: f.bytes.length, contentType: f.contentType, stream: Readable.from([f.bytes]) };
  }
  async delete(key: string) {
    await this.onDelete(key);
    this.files.delete(key);
  }
  async stat(key: string) {
    const f = this.files.get(key);
    return f ? { key, size: f.bytes.length, contentType: f.contentType } : null;
  }
  async exists(key: string) {
    return this.files.has(key);
  }
  async signedUrl(key: string) {
    return `/files/${key}`;
  }
}

const em = () => svc.orm.em.fork() as EntityManager;
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);
const count = async () => Number((await sql(svc.db.url, "select count(*)::int n from work_orders.document"))[0]!.n);

let order: { id: number; site_id: number };

beforeAll(async () => {
  svc = await startTestService(workOrdersService, "documents");
  const rows = await sql(svc.db.url, "select id, site_id from work_orders.work_order where site_id is not null order by id limit 1");
  order = rows[0] as { id: number; site_id: number };
});
afterAll(() => svc?.stop());

const addSiteDocument = (storage: MemoryStorage, name: string) =>
  storeDocument(
    em(),
    admin,
    {
      entityName: DocumentEntityName.Site,
      entityId: order.site_id,
      documentTypeId: 2,
      certDate: "2027-01-31",
      fileName: name,
      contentType: "application/pdf",
      body: Readable.from([pdf(name)]),
    },
    storage,
  );

describe("documents and their files", () => {
  it("removes the stored file when the row cannot be written", async () => {
    const storage = new MemoryStorage();
    const before = await count();
    await expect(
      storeDocument(
        em(),
        admin,
        {
          entityName: "Nowhere" as DocumentEntityName,
          entityId: 1,
          fileName: "x.pdf",
          contentType: "application/pdf",
          body: Readable.from([pdf("x")]),
        },
        storage,
      ),
    ).rejects.toThrow();
    expect(storage.files.size).toBe(0);
    expect(await count()).toBe(before);
  });

  it("deletes the stored file only once the row's removal has committed", async () => {
    const storage = new MemoryStorage();
    const doc = await addSiteDocument(storage, "delete-me.pdf");
    const seen: number[] = [];
    storage.onDelete = async () => {
      seen.push(Number((await sql(svc.db.url, "select count(*)::int n from work_orders.document where id = $1", [doc.id]))[0]!.n));
    };
    await deleteDocument(em(), admin, doc.id, storage);
    expect(seen).toEqual([0]);
    expect(storage.files.has(doc.storageKey)).toBe(false);
  });

  it("copies site documents as new files under new keys, and copies none when one fails", async () => {
    const storage = new MemoryStorage();
    const a = await addSiteDocument(storage, "gas.pdf");
    const b = await addSiteDocument(storage, "electrical.pdf");
    const made = await copySiteDocuments(em(), admin, order.id, [a.id, b.id], storage);
    expect(made.error).toBeNull();
    expect(made.documents.map((d) => [d.entityName, d.entityId, d.originalFilename, d.documentTypeId, String(d.certDate)])).toEqual([
      ["WorkOrder", order.id, "gas.pdf", 2, "2027-01-31"],
      ["WorkOrder", order.id, "electrical.pdf", 2, "2027-01-31"],
    ]);
    for (const [copy, source] of [
      [made.documents[0]!, a],
      [made.documents[1]!, b],
    ] as const) {
      expect(copy.storageKey).not.toBe(source.storageKey);
      expect(storage.files.get(copy.storageKey)!.bytes.equals(storage.files.get(source.storageKey)!.bytes)).toBe(true);
    }

    const filesBefore = storage.files.size;
    const rowsBefore = await count();
    storage.failPutAfter = storage.puts + 1; // the first copy is stored, the second fails
    await expect(copySiteDocuments(em(), admin, order.id, [a.id, b.id], storage)).rejects.toThrow("storage is down");
    expect(storage.files.size).toBe(filesBefore);
    expect(await count()).toBe(rowsBefore);
  });
});

describe("Document.viewerCan: what the viewer may do with each document, from the server", () => {
  const READ = `query D($id: Int!) { documents(entityName: WorkOrder, entityId: $id, archived: true) { nodes { id viewerCan { edit manage } } } }`;
  const canOf = async (who: ConstructorParameters<typeof Viewer>[0], orderId: number) => {
    const r = await graphql(svc.url, READ, { id: orderId }, await tokenFor(who));
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return new Map((r.data!.documents.nodes as { id: number; viewerCan: { edit: boolean; manage: boolean } }[]).map((d) => [d.id, d.viewerCan]));
  };
  const upload = (actor: Viewer, orderId: number, name: string) =>
    storeDocument(
      em(),
      actor,
      {
        entityName: DocumentEntityName.WorkOrder,
        entityId: orderId,
        fileName: name,
        contentType: "application/pdf",
        body: Readable.from([pdf(name)]),
      },
      new MemoryStorage(),
    );

  it("lets a portal user change only what it uploaded, and never archive or delete; staff everything on an order", async () => {
    const [o] = await sql(
      svc.db.url,
      "select id, client_id, contractor_id from work_orders.work_order where contractor_id is not null and work_order_status_id = 2 order by id limit 1",
    );
    const client = viewers.client(o!.client_id);
    const contractor = viewers.contractor(o!.contractor_id);
    const byStaff = await upload(admin, o!.id, "staff.pdf");
    const byClient = await upload(new Viewer(client), o!.id, "client.pdf");
    const byContractor = await upload(new Viewer(contractor), o!.id, "contractor.pdf");

    const forClient = await canOf(client, o!.id);
    expect(forClient.get(byClient.id)).toEqual({ edit: true, manage: false });
    expect(forClient.get(byStaff.id)).toEqual({ edit: false, manage: false });
    expect(forClient.get(byContractor.id)).toEqual({ edit: false, manage: false });
    const forContractor = await canOf(contractor, o!.id);
    expect(forContractor.get(byContractor.id)).toEqual({ edit: true, manage: false });
    expect(forContractor.get(byStaff.id)).toEqual({ edit: false, manage: false });
    const forStaff = await canOf(viewers.admin(), o!.id);
    for (const d of [byStaff, byClient, byContractor]) expect(forStaff.get(d.id)).toEqual({ edit: true, manage: true });

    // a contractor changes nothing on an order it may no longer attach to (Closed): as updateDocument refuses
    await sql(svc.db.url, "update work_orders.work_order set work_order_status_id = 6 where id = $1", [o!.id]);
    expect((await canOf(contractor, o!.id)).get(byContractor.id)).toEqual({ edit: false, manage: false });
    expect((await canOf(client, o!.id)).get(byClient.id)).toEqual({ edit: true, manage: false });
    await sql(svc.db.url, "update work_orders.work_order set work_order_status_id = 2 where id = $1", [o!.id]);
  });
});
