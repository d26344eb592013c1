import { api, login } from "./http";

describe("POST api/users/viewstate and getstate/{viewstate}", () => {
  it("saves the caller's grid state and gives it back by id, to the caller only", async () => {
    const [alice, bob] = await Promise.all([login("customerservice@example.com"), login("engineering@example.com")]);
    const GridData = JSON.stringify([
      { tab: "open", columns: [{ field: "Reference", title: "Reference", index: 0, width: 120, template: null, locked: false }] },
    ]);
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

describe("POST api/Users/ of one's own record", () => {
  it("changes one's own e-mail only with CurrentPassword, form-encoded or JSON", async () => {
    const admin = await login("admin@example.com");
    const form = {
      Id: "0",
      FirstName: "Own",
      LastName: "Profile",
      Email: "own.profile@example.com",
      Password: "Str0ng!pw",
      UserTypeId: "4",
      DepartmentId: "2",
    };
    const id = (await api("POST", "/Users/", { token: admin, form })).body.Id as number;
    const token = (await api("POST", "/authorise/login", { json: { Email: "own.profile@example.com", Password: "Str0ng!pw" } })).body.token as string;
    const mine = { Id: String(id), FirstName: "Own", LastName: "Profile", Email: "own.profile2@example.com" };
    expect(await api("POST", "/Users/", { token, form: mine })).toEqual({
      status: 400,
      body: { Message: "Current password is required", ModelState: { CurrentPassword: ["Current password is required"] } },
    });
    const saved = await api("POST", "/Users/", { token, json: { ...mine, CurrentPassword: "Str0ng!pw" } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ Id: id, Email: "own.profile2@example.com" });
    expect((await api("POST", "/authorise/login", { json: { Email: "own.profile2@example.com", Password: "Str0ng!pw" } })).status).toBe(200);
  });
});
