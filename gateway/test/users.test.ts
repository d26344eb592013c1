import { api, login } from "./http";

describe("POST api/users/viewstate and getstate/{viewstate}", () => {
  it("saves the caller's grid state and gives it back by id, to the caller only", async () => {
    const [alice, bob] = await Promise.all([login("customerservice@example.com"), login("engineering@example.com")]);
    const GridData = JSON.stringify([{ tab: "open", columns: [{ field: "Reference", title: "Reference", index: 0, width: 120, template: null, locked: false }] }]);
    const saved = await api("POST", "/users/viewstate", { token: alice, json: { Id: 0, UserId: 999, GridData } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: expect.any(Number), GridData });
    expect(saved.body.UserId).not.toBe(999);
    const again = await api("POST", `/users/getstate/${saved.body.id}`, { token: alice });
    expect(again.body).toEqual(saved.body);
    expect(await api("POST", `/users/getstate/${saved.body.id}`, { token: bob })).toEqual({ status: 404, body: { Message: "No data found!" } });
    expect((await api("POST", "/users/getstate/xyz", { token: alice })).status).toBe(400);
    expect((await api("POST", "/users/viewstate", { token: alice, json: { Id: 0 } })).status).toBe(400);
  });
});
