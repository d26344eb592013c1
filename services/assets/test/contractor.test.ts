import { errorCode, graphql, sql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import { assetsService } from "../src/service";

let svc: Awaited<ReturnType<typeof startTestService>>;
const t: Record<string, string> = {};

beforeAll(async () => {
  svc = await startTestService(assetsService, "contractor");
  t.admin = await tokenFor(viewers.admin());
  t.reader = await tokenFor(viewers.staff(4, { customers: "read" }));
  t.writer = await tokenFor(viewers.staff(2, { customers: "full" }));
  t.client1 = await tokenFor(viewers.client(1));
  t.contractor1 = await tokenFor(viewers.contractor(1));
}, 60_000);
afterAll(() => svc?.stop());

const ROW = `id name contact telephone oohTelephone email active normalStart normalFinish oohOneStart oohOneFinish oohTwoStart oohTwoFinish oohThreeStart oohThreeFinish`;
const LIST = `query ($page: Int!, $pageSize: Int!, $search: String, $active: Boolean, $sort: [ContractorSortInput!]) {
  contractors(page: $page, pageSize: $pageSize, search: $search, active: $active, sort: $sort) { totalCount nodes { ${ROW} } }
}`;
const SAVE = `mutation ($input: SaveContractorInput!) {
  saveContractor(input: $input) { contractor { ${ROW} } error { message code fieldErrors { field message } } }
}`;
const DELETE = `mutation ($id: Int!) { deleteContractor(id: $id) { deletedId error { message code } } }`;

const save = (input: Record<string, unknown>, token = t.writer) => graphql<any>(svc.url, SAVE, { input }, token);

describe("the contractors grid", () => {
  it("pages every contractor by name, with HH:mm time windows, to any staff user", async () => {
    const r = await graphql<any>(svc.url, LIST, { page: 1, pageSize: 5 }, t.reader);
    const rows = await sql(svc.db.url, "select id from assets.contractor order by name, id");
    expect(r.data!.contractors.totalCount).toBe(rows.length);
    expect(r.data!.contractors.nodes.map((c: any) => c.id)).toEqual(rows.slice(0, 5).map((x) => x.id));
    const apex = (await graphql<any>(svc.url, LIST, { page: 1, pageSize: 50, search: "apex" }, t.reader)).data!.contractors.nodes[0];
    expect(apex).toMatchObject({
      name: "Apex Building Services Ltd",
      normalStart: "08:00",
      normalFinish: "17:30",
      oohTwoStart: "22:00",
      oohTwoFinish: "06:00",
    });
  });

  it("searches name, contact, e-mail and telephone, filters active, sorts on every column", async () => {
    const names = async (vars: Record<string, unknown>) =>
      (await graphql<any>(svc.url, LIST, { page: 1, pageSize: 50, ...vars }, t.reader)).data!.contractors.nodes.map((c: any) => c.name);
    expect(await names({ search: "Claire" })).toEqual(["Brightwater Plumbing & Heating"]);
    expect(await names({ search: "sparkright.example" })).toEqual(["Sparkright Electrical Contractors"]);
    expect(await names({ search: "01214960712" })).toEqual(["Sparkright Electrical Contractors"]);
    expect(await names({ active: false })).toEqual(["Drainmaster UK"]);
    expect(await names({ active: true })).not.toContain("Drainmaster UK");
    for (const field of ["NAME", "CONTACT", "TELEPHONE", "OOH_TELEPHONE", "EMAIL", "ACTIVE"]) {
      const r = await graphql<any>(svc.url, LIST, { page: 1, pageSize: 3, sort: [{ field, direction: "DESC" }] }, t.reader);
      expect(r.errors).toBeUndefined();
    }
    const byContact = await names({ sort: [{ field: "CONTACT", direction: "ASC" }] });
    expect(byContact[0]).toBe("Liftcare Engineering"); // Beth Morrison
  });

  it("is staff only; the drop-down list still answers", async () => {
    expect(errorCode(await graphql(svc.url, LIST, { page: 1, pageSize: 5 }, t.client1))).toBe("FORBIDDEN");
    expect(errorCode(await graphql(svc.url, LIST, { page: 1, pageSize: 5 }, t.contractor1))).toBe("FORBIDDEN");
    const list = (
      await graphql<any>(
        svc.url,
        `
          {
            contractorList(activeOnly: true) {
              id
              name
            }
          }
        `,
        {},
        t.reader,
      )
    ).data!.contractorList;
    expect(list.length).toBe(11);
  });
});

describe("one contractor", () => {
  const ONE = `query ($id: Int!) { contractor(id: $id) { id name } }`;
  it("a contractor user reads its own only; a client user only those on its own work", async () => {
    expect((await graphql<any>(svc.url, ONE, { id: 1 }, t.contractor1)).data!.contractor.id).toBe(1);
    expect(errorCode(await graphql(svc.url, ONE, { id: 2 }, t.contractor1))).toBe("NOT_FOUND");
    const onWork = await sql(
      svc.db.url,
      "select distinct contractor_id as id from work_orders.v_work_assignment where client_id = 1 and contractor_id is not null",
    );
    const ids = new Set(onWork.map((r) => Number(r.id)));
    const other = (await sql(svc.db.url, "select id from assets.contractor order by id")).map((r) => Number(r.id)).find((id) => !ids.has(id));
    expect(ids.size).toBeGreaterThan(0);
    expect((await graphql<any>(svc.url, ONE, { id: [...ids][0] }, t.client1)).data!.contractor.id).toBe([...ids][0]);
    if (other) expect(errorCode(await graphql(svc.url, ONE, { id: other }, t.client1))).toBe("NOT_FOUND");
  });
});

describe("saveContractor", () => {
  it("creates and updates, keeping times as HH:mm", async () => {
    const r = await save({
      id: 0,
      name: "  Test Heating Co  ",
      email: "Ops@TestHeating.example.co.uk",
      normalStart: "8:00",
      normalFinish: "17:00",
      oohOneStart: "22:00",
      oohOneFinish: "06:00",
    });
    const c = r.data!.saveContractor.contractor;
    expect(r.data!.saveContractor.error).toBeNull();
    expect(c).toMatchObject({
      name: "Test Heating Co",
      email: "ops@testheating.example.co.uk",
      normalStart: "08:00",
      normalFinish: "17:00",
      oohOneStart: "22:00",
      oohOneFinish: "06:00",
      active: true,
    });
    const [stored] = await sql(svc.db.url, "select normal_start::text as s from assets.contractor where id = $1", [c.id]);
    expect(stored!.s).toBe("08:00:00");
    const u = await save({ id: c.id, name: "Test Heating Co", active: false, normalStart: "", normalFinish: "" });
    expect(u.data!.saveContractor.contractor).toMatchObject({ id: c.id, active: false, normalStart: null, oohOneStart: null });
  });

  it("answers 'Required fields' without a name, and each rule's field error", async () => {
    const r = await save({ id: 0, name: " ", email: "not-an-email" });
    expect(r.data!.saveContractor.error.message).toBe("Required fields");
    expect(r.data!.saveContractor.error.fieldErrors.map((f: any) => f.field)).toEqual(["name", "email"]);
    const bad = async (input: Record<string, unknown>) => (await save({ name: "Timing Test Ltd", ...input })).data!.saveContractor.error;
    expect((await bad({ normalStart: "25:00", normalFinish: "17:00" })).fieldErrors[0].field).toBe("normalStart");
    expect((await bad({ normalStart: "08:00" })).fieldErrors[0]).toEqual({
      field: "normalFinish",
      message: "Normal hours: set both the start and the finish, or neither",
    });
    expect((await bad({ normalStart: "18:00", normalFinish: "08:00" })).fieldErrors[0].message).toBe(
      "Normal hours: the finish must come after the start",
    );
    expect((await bad({ oohTwoStart: "22:00", oohTwoFinish: "22:00" })).fieldErrors[0].field).toBe("oohTwoFinish");
  });

  it("keeps the name unique without regard to case", async () => {
    const r = await save({ id: 0, name: "APEX BUILDING SERVICES LTD" });
    expect(r.data!.saveContractor.error.fieldErrors).toEqual([{ field: "name", message: "A contractor with this name already exists" }]);
  });

  it("needs customers at full", async () => {
    expect(errorCode(await save({ id: 0, name: "Nope Ltd" }, t.reader))).toBe("FORBIDDEN");
    expect(errorCode(await save({ id: 0, name: "Nope Ltd" }, t.contractor1))).toBe("FORBIDDEN");
  });
});

describe("deleteContractor", () => {
  it("removes an unused contractor", async () => {
    const id = (await save({ id: 0, name: "Short Lived Ltd" })).data!.saveContractor.contractor.id;
    const r = await graphql<any>(svc.url, DELETE, { id }, t.writer);
    expect(r.data!.deleteContractor).toEqual({ deletedId: id, error: null });
    expect(await sql(svc.db.url, "select 1 from assets.contractor where id = $1", [id])).toHaveLength(0);
  });

  it("is refused, saying why, while work orders name it, and deletes nothing", async () => {
    const r = await graphql<any>(svc.url, DELETE, { id: 1 }, t.writer);
    expect(r.data!.deleteContractor).toEqual({
      deletedId: null,
      error: { code: "IN_USE", message: "This contractor has work orders: it cannot be removed" },
    });
    expect(await sql(svc.db.url, "select 1 from assets.contractor where id = 1")).toHaveLength(1);
  });

  it("is refused while contracts hold it", async () => {
    const id = (await save({ id: 0, name: "Contracted Ltd" })).data!.saveContractor.contractor.id;
    // the new contractor placed in an existing contract
    const added = await sql(
      svc.db.url,
      "insert into assets.contractor_in_contract (contract_id, contractor_id) select contract_id, $1::int from assets.contractor_in_contract order by id limit 1 returning id",
      [id],
    );
    expect(added).toHaveLength(1);
    const r = await graphql<any>(svc.url, DELETE, { id }, t.writer);
    expect(r.data!.deleteContractor.error).toEqual({ code: "IN_USE", message: "This contractor is in contracts: remove it from them first" });
    expect(await sql(svc.db.url, "select 1 from assets.contractor where id = $1", [id])).toHaveLength(1);
  });
});
