import { pendingSchemaSql } from "@wo/shared";
import { errorCode, graphql, sql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import { assetsService } from "../src/service";

let svc: Awaited<ReturnType<typeof startTestService>>;
const t: Record<string, string> = {};

beforeAll(async () => {
  svc = await startTestService(assetsService);
  t.admin = await tokenFor(viewers.admin());
  t.staff = await tokenFor(viewers.staff(4));
  t.client1 = await tokenFor(viewers.client(1));
  t.contractor1 = await tokenFor(viewers.contractor(1));
}, 60_000);
afterAll(() => svc?.stop());

it("has migrations that leave nothing for the entities to add", async () => {
  expect(await pendingSchemaSql(svc.orm)).toBe("");
});

it("lists clients by name for staff, and only its own to a client user", async () => {
  const all = (
    await graphql<any>(
      svc.url,
      `
        {
          clientList {
            id
            name
            status
          }
        }
      `,
      {},
      t.staff,
    )
  ).data!.clientList;
  const rows = await sql(svc.db.url, "select id from assets.client order by name, id");
  expect(all.map((c: any) => c.id)).toEqual(rows.map((r) => r.id));
  expect(all[0].status).toBe("Active");
  const own = (
    await graphql<any>(
      svc.url,
      `
        {
          clientList {
            id
          }
        }
      `,
      {},
      t.client1,
    )
  ).data!.clientList;
  expect(own).toEqual([{ id: 1 }]);
  expect(
    errorCode(
      await graphql(
        svc.url,
        `
          {
            clientList {
              id
            }
          }
        `,
        {},
        t.contractor1,
      ),
    ),
  ).toBe("FORBIDDEN");
});

it("keeps a client user to its own sites whatever client it asks for", async () => {
  const sites = (
    await graphql<any>(
      svc.url,
      `
        query ($c: Int) {
          siteList(clientId: $c) {
            clientId
          }
        }
      `,
      { c: 2 },
      t.client1,
    )
  ).data!.siteList;
  expect(sites.length).toBe(Number((await sql(svc.db.url, "select count(*) n from assets.site where client_id = 1"))[0]!.n));
  expect(sites.every((s: any) => s.clientId === 1)).toBe(true);
  const [other] = await sql(svc.db.url, "select id from assets.site where client_id = 2 limit 1");
  expect(
    errorCode(
      await graphql(
        svc.url,
        `
          query ($id: Int!) {
            site(id: $id) {
              id
            }
          }
        `,
        { id: other!.id },
        t.client1,
      ),
    ),
  ).toBe("NOT_FOUND");
});

it("filters sites by client for staff (clientId 0 or none: every site)", async () => {
  const q = `query($c: Int) { siteList(clientId: $c) { id clientId } }`;
  const two = (await graphql<any>(svc.url, q, { c: 2 }, t.admin)).data!.siteList;
  expect(two.length).toBeGreaterThan(0);
  expect(two.every((s: any) => s.clientId === 2)).toBe(true);
  const all = (await graphql<any>(svc.url, q, { c: 0 }, t.admin)).data!.siteList;
  expect(all.length).toBe(Number((await sql(svc.db.url, "select count(*) n from assets.site"))[0]!.n));
});

it("shows a contractor user only its own contractor record, and the contractor list only to staff", async () => {
  const q = `query($id: Int!) { contractor(id: $id) { id name } }`;
  expect((await graphql<any>(svc.url, q, { id: 1 }, t.contractor1)).data!.contractor.id).toBe(1);
  expect(errorCode(await graphql(svc.url, q, { id: 2 }, t.contractor1))).toBe("NOT_FOUND");
  expect(
    errorCode(
      await graphql(
        svc.url,
        `
          {
            contractorList {
              id
            }
          }
        `,
        {},
        t.contractor1,
      ),
    ),
  ).toBe("FORBIDDEN");
  expect(
    errorCode(
      await graphql(
        svc.url,
        `
          {
            contractorList {
              id
            }
          }
        `,
        {},
        t.client1,
      ),
    ),
  ).toBe("FORBIDDEN");
});

it("answers trades and the sub-trades of one", async () => {
  const parents = (
    await graphql<any>(
      svc.url,
      `
        {
          trades {
            id
            name
            parentTradeId
          }
        }
      `,
      {},
      t.client1,
    )
  ).data!.trades;
  expect(parents.length).toBe(8);
  expect(parents.every((p: any) => p.parentTradeId === null)).toBe(true);
  const plumbing = parents.find((p: any) => p.name === "Plumbing");
  const subs = (
    await graphql<any>(
      svc.url,
      `
        query ($p: Int) {
          trades(parentId: $p) {
            name
            parentTradeId
          }
        }
      `,
      { p: plumbing.id },
      t.staff,
    )
  ).data!.trades;
  expect(subs.map((s: any) => s.name)).toEqual(["Blocked Drains", "Leaks", "Sanitaryware", "Water Heaters"]);
});

it("resolves sites for the gateway only within a client user's tenancy", async () => {
  const [other] = await sql(svc.db.url, "select id from assets.site where client_id = 2 limit 1");
  const q = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Site { id name } } }`;
  const reps = { r: [{ __typename: "Site", id: other!.id }] };
  expect((await graphql<any>(svc.url, q, reps, t.admin)).data!._entities[0].id).toBe(other!.id);
  expect((await graphql<any>(svc.url, q, reps, t.client1)).data!._entities[0]).toBeNull();
});
