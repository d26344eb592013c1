import { pendingSchemaSql } from "@wo/shared";
import { errorCode, graphql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import { billingService } from "../src/service";

let svc: Awaited<ReturnType<typeof startTestService>>;
beforeAll(async () => {
  svc = await startTestService(billingService);
}, 60_000);
afterAll(() => svc?.stop());

it("has migrations that leave nothing for the entities to add", async () => {
  expect(await pendingSchemaSql(svc.orm)).toBe("");
});

it("answers its lookups to any signed-in user, and nothing without a token", async () => {
  const q = `{ billingStatuses { id name } billingItemTypes { id name } logMaterialTypes { id name } }`;
  const r = await graphql<any>(svc.url, q, {}, await tokenFor(viewers.contractor()));
  expect(r.data!.billingStatuses.map((s: any) => [s.id, s.name])).toEqual([
    [1, "Draft"],
    [2, "Sent for Approval"],
    [3, "Rejected"],
    [4, "Accepted"],
    [5, "Alternative Requested"],
    [6, "Withdrawn"],
  ]);
  expect(r.data!.billingItemTypes[0]).toEqual({ id: 1, name: "Labour" });
  expect(r.data!.logMaterialTypes).toHaveLength(5);
  expect(errorCode(await graphql(svc.url, q))).toBe("UNAUTHENTICATED");
});
