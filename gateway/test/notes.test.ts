import { gatewayUrl, graphql, sql } from "@wo/shared/testing";
import { api, login } from "./http";

const db = () => process.env.TEST_STACK_DB_URL!;
const NOTE_FIELDS = ["id", "WorkOrderId", "UserId", "Note", "NoteTime", "PrivateNote", "UserName", "ApplicationUser"];

let admin: string;
let staff: string;
let client1: string;
let client2: string;
let contractor1: string;
let contractor2: string;
/** An order of client 1 given to contractor 1, and one of client 2 given to contractor 2. */
let shared: number;
let other: number;
let publicId: number;
let privateId: number;
const SECRET = "Secret: the client is being recharged for this visit";

beforeAll(async () => {
  [admin, staff, client1, client2, contractor1, contractor2] = await Promise.all(
    [
      "admin@example.com",
      "customerservice@example.com",
      "client@example.com",
      "client2@example.com",
      "contractor@example.com",
      "contractor2@example.com",
    ].map(login),
  );
  [{ id: shared }] = (await sql(
    db(),
    "select id from work_orders.work_order where client_id = 1 and contractor_id = 1 order by id desc limit 1",
  )) as {
    id: number;
  }[];
  [{ id: other }] = (await sql(db(), "select id from work_orders.work_order where client_id = 2 and contractor_id = 2 order by id desc limit 1")) as {
    id: number;
  }[];
  const pub = await api("POST", "/WorkOrderNotes", { token: staff, json: { Id: 0, WorkOrderId: shared, Note: "Engineer booked for Tuesday" } });
  expect(pub.status).toBe(200);
  publicId = pub.body.id;
  const priv = await api("POST", "/WorkOrderNotes", { token: staff, json: { Id: 0, WorkOrderId: shared, Note: SECRET, PrivateNote: true } });
  expect(priv.status).toBe(200);
  privateId = priv.body.id;
});

describe("POST and PUT api/WorkOrderNotes (the generic model)", () => {
  it("creates a note with the server's time and the writer's name, in the legacy shape", async () => {
    const r = await api("GET", `/WorkOrderNotes/${publicId}`, { token: staff });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(NOTE_FIELDS);
    expect(r.body).toMatchObject({ id: publicId, WorkOrderId: shared, Note: "Engineer booked for Tuesday", PrivateNote: false });
    expect(r.body.UserName).toBe("Jack Holloway");
    expect(r.body.ApplicationUser).toBe("Jack Holloway");
    expect(Date.now() - Date.parse(r.body.NoteTime)).toBeLessThan(10 * 60_000);
    expect((await api("GET", `/WorkOrderNotes/${privateId}`, { token: staff })).body.PrivateNote).toBe(true);
  });

  it("updates through PUT /{id}, and audits every change on the work order", async () => {
    const r = await api("PUT", `/WorkOrderNotes/${publicId}`, { token: staff, json: { WorkOrderId: shared, Note: "Engineer booked for Wednesday" } });
    expect(r.status).toBe(200);
    expect(r.body.Note).toBe("Engineer booked for Wednesday");
    const lines = await sql(
      db(),
      "select action_taken from work_orders.audit_trail where entity_name = 'WorkOrder' and entity_id = $1 order by id desc limit 3",
      [String(shared)],
    );
    expect(lines.map((l) => l.action_taken)).toEqual(["Edited a note", "Added a private note", "Added a note"]);
  });

  it("answers 400 'Required fields' for an empty note, and for one over 4000 characters its message", async () => {
    const empty = await api("POST", "/WorkOrderNotes", { token: staff, json: { WorkOrderId: shared, Note: "  " } });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ Message: "Required fields", ModelState: { Note: ["Note is required"] } });
    const long = await api("POST", "/WorkOrderNotes", { token: staff, json: { WorkOrderId: shared, Note: "x".repeat(4001) } });
    expect(long.status).toBe(400);
    expect(long.body.Message).toBe("Note must be 4000 characters or fewer");
    expect((await api("POST", "/WorkOrderNotes", { token: staff, json: { Note: "no order" } })).status).toBe(400);
    expect((await api("POST", "/WorkOrderNotes", { token: staff, json: { WorkOrderId: 99_999_999, Note: "x" } })).status).toBe(404);
  });
});

describe("GET api/WorkOrderNotes", () => {
  it("answers staff { Data, Total } newest first, filtered by privateNote", async () => {
    const all = await api("GET", `/WorkOrderNotes?page=1&pageSize=20&sort=NoteTime_DESC&workOrderId=${shared}`, { token: admin });
    expect(all.status).toBe(200);
    const [{ n }] = await sql(db(), "select count(*)::int n from work_orders.work_order_note where work_order_id = $1", [shared]);
    expect(all.body.Total).toBe(n);
    const times = all.body.Data.map((d: any) => Date.parse(d.NoteTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const priv = await api("GET", `/WorkOrderNotes?page=1&pageSize=20&workOrderId=${shared}&privateNote=true`, { token: admin });
    expect(priv.body.Data.length).toBeGreaterThan(0);
    expect(priv.body.Data.every((d: any) => d.PrivateNote === true)).toBe(true);
    const pub = await api("GET", `/WorkOrderNotes?page=1&pageSize=20&workOrderId=${shared}&privateNote=false`, { token: admin });
    expect(pub.body.Data.every((d: any) => d.PrivateNote === false)).toBe(true);
    expect(pub.body.Total + priv.body.Total).toBe(all.body.Total);
    expect((await api("GET", "/WorkOrderNotes?page=1&pageSize=20", { token: admin })).body).toEqual({ Data: [], Total: 0 });
  });
});

describe("private notes never reach client or contractor users", () => {
  const paths = (id: number) => [
    `/WorkOrderNotes?page=1&pageSize=100&workOrderId=${id}`,
    `/WorkOrderNotes?page=1&pageSize=100&workOrderId=${id}&privateNote=true`,
    `/WorkOrderNotes?page=1&pageSize=100&workOrderId=${id}&privateNote=false`,
    `/ClientPortal/CustomerPortalNotes?page=1&pageSize=100&workOrderId=${id}`,
    `/ContractorPortal/ContractorPortalNotes?page=1&pageSize=100&workOrderId=${id}`,
  ];

  it("by any list, filter or count", async () => {
    const [{ n }] = await sql(db(), "select count(*)::int n from work_orders.work_order_note where work_order_id = $1 and not private_note", [
      shared,
    ]);
    for (const token of [client1, contractor1]) {
      for (const path of paths(shared)) {
        const r = await api("GET", path, { token });
        expect([path, r.status]).toEqual([path, 200]);
        expect(JSON.stringify(r.body)).not.toContain("recharged");
        expect(r.body.Data.every((d: any) => d.PrivateNote === false)).toBe(true);
        expect(r.body.Total).toBe(path.includes("privateNote=true") ? 0 : n);
      }
    }
  });

  it("by id (404), and through GraphQL, where the flag itself is refused", async () => {
    for (const token of [client1, contractor1]) {
      expect((await api("GET", `/WorkOrderNotes/${privateId}`, { token })).status).toBe(404);
      expect((await api("PUT", `/WorkOrderNotes/${privateId}`, { token, json: { WorkOrderId: shared, Note: "mine now" } })).status).toBe(404);
      expect((await api("DELETE", `/WorkOrderNotes/${privateId}`, { token })).status).toBe(404);
      const one = await api("GET", `/WorkOrderNotes/${publicId}`, { token });
      expect(one.status).toBe(200);
      expect(one.body.PrivateNote).toBe(false);
      // another user's id is not shown to a portal user
      expect(one.body.UserId).toBeNull();
      const flag = await graphql<any>(
        `${gatewayUrl()}/graphql`,
        `{ workOrderNotes(workOrderId: ${shared}) { nodes { id privateNote } } }`,
        {},
        token,
      );
      expect(flag.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      const gql = await graphql<any>(
        `${gatewayUrl()}/graphql`,
        `{ workOrderNotes(workOrderId: ${shared}, privateNote: true, pageSize: 1000) { totalCount nodes { id note } } workOrder(id: ${shared}) { id } }`,
        {},
        token,
      );
      expect(gql.data.workOrderNotes).toEqual({ totalCount: 0, nodes: [] });
    }
    const { status } = await api("DELETE", `/WorkOrderNotes/${privateId}`, { token: admin });
    expect(status).toBe(200);
    expect((await api("GET", `/WorkOrderNotes/${privateId}`, { token: admin })).status).toBe(404);
  });
});

describe("the portals' notes", () => {
  it("let a client user read and add public notes on its own orders only", async () => {
    const r = await api("POST", "/ClientPortal/CustomerPortalNotes", {
      token: client1,
      json: {
        id: 0,
        WorkOrderId: shared,
        UserId: 1,
        Note: "Please call the store manager first",
        NoteTime: "2020-01-01T00:00:00Z",
        PrivateNote: false,
      },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      WorkOrderId: shared,
      Note: "Please call the store manager first",
      UserName: "Fiona Sinclair",
      PrivateNote: false,
    });
    expect(r.body.UserId).toBe((await sql(db(), "select id from identity.app_user where email = 'client@example.com'"))[0]!.id);
    expect(new Date(r.body.NoteTime).getFullYear()).toBeGreaterThan(2020);
    const list = await api("GET", `/ClientPortal/CustomerPortalNotes?page=1&pageSize=5&workOrderId=${shared}`, { token: client1 });
    expect(list.body.Data[0].id).toBe(r.body.id);
    // a private one is refused, another client's order is not found
    const priv = await api("POST", "/ClientPortal/CustomerPortalNotes", {
      token: client1,
      json: { WorkOrderId: shared, Note: "x", PrivateNote: true },
    });
    expect(priv.status).toBe(403);
    expect((await api("POST", "/ClientPortal/CustomerPortalNotes", { token: client1, json: { WorkOrderId: other, Note: "x" } })).status).toBe(404);
    expect((await api("GET", `/ClientPortal/CustomerPortalNotes?page=1&pageSize=5&workOrderId=${other}`, { token: client1 })).status).toBe(404);
    expect((await api("GET", `/WorkOrderNotes/${r.body.id}`, { token: client2 })).status).toBe(404);
    // its own note it may edit and delete; the contractor may not
    expect((await api("DELETE", `/WorkOrderNotes/${r.body.id}`, { token: contractor1 })).status).toBe(403);
    expect((await api("PUT", `/WorkOrderNotes/${r.body.id}`, { token: client1, json: { WorkOrderId: shared, Note: "Call first" } })).status).toBe(
      200,
    );
    expect((await api("DELETE", `/WorkOrderNotes/${r.body.id}`, { token: client1 })).body).toEqual({ id: r.body.id });
  });

  it("let a contractor user read and add public notes on its own orders only", async () => {
    const r = await api("POST", "/ContractorPortal/ContractorPortalNotes", {
      token: contractor1,
      json: { WorkOrderId: shared, Note: "On site 9am" },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ UserName: "Mark Stevens", PrivateNote: false });
    const list = await api("GET", `/ContractorPortal/ContractorPortalNotes?workOrderId=${shared}`, { token: contractor1 });
    expect(list.body.Data.map((d: any) => d.id)).toContain(r.body.id);
    expect(
      (await api("POST", "/ContractorPortal/ContractorPortalNotes", { token: contractor2, json: { WorkOrderId: shared, Note: "x" } })).status,
    ).toBe(404);
    expect((await api("GET", `/ContractorPortal/ContractorPortalNotes?workOrderId=${shared}`, { token: contractor2 })).status).toBe(404);
    expect((await api("DELETE", `/WorkOrderNotes/${publicId}`, { token: contractor1 })).status).toBe(403);
    expect((await api("DELETE", `/WorkOrderNotes/${r.body.id}`, { token: staff })).status).toBe(200);
    const [{ line }] = await sql(
      db(),
      "select action_taken as line from work_orders.audit_trail where entity_name = 'WorkOrder' and entity_id = $1 order by id desc limit 1",
      [String(shared)],
    );
    expect(line).toBe("Deleted a note");
  });
});
