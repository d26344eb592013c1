import { legacy, list, modelState } from "./shape";

describe("the legacy shape of a GraphQL answer", () => {
  it("PascalCases every field, nested ones too, and keeps id as id", () => {
    const row = {
      __typename: "X",
      id: 1,
      dateOpened: "2026-01-02",
      workOrderStatusId: 2,
      site: { id: 3, siteName: "Leeds" },
      rows: [{ id: 4, name: "a" }],
    };
    expect(legacy<typeof row>()(row)).toEqual({
      id: 1,
      DateOpened: "2026-01-02",
      WorkOrderStatusId: 2,
      Site: { id: 3, SiteName: "Leeds" },
      Rows: [{ id: 4, Name: "a" }],
    });
  });

  it("renames, repeats, leaves out and flattens fields as a shim says, and adds its extra fields", () => {
    type Row = { id: number; refNo: string; secret: string; userType: { name: string }; open?: number };
    const shape = legacy<Row>({
      fields: { id: "Id", refNo: ["RefNo", "Reference"], secret: false, userType: (t) => ({ UserType: t.name }) },
      extra: (r) => ({ Url: `/x/${r.id}` }),
    });
    expect(shape({ id: 1, refNo: "WO1", secret: "s", userType: { name: "Client" } })).toEqual({
      Id: 1,
      RefNo: "WO1",
      Reference: "WO1",
      UserType: "Client",
      Url: "/x/1",
    });
    expect(legacy<{ open: number }>({ name: (n) => `${n}Counter` })({ open: 3 })).toEqual({ OpenCounter: 3 });
  });

  it("answers only the fields the operation asked for (a field under @include(if: false) stays out)", () => {
    expect(legacy<{ id: number; estimatedCost?: number | null }>()({ id: 1 })).toEqual({ id: 1 });
  });

  it("lists as { Data, Total }, and field errors as ModelState", () => {
    expect(list([1, 2], 10)).toEqual({ Data: [1, 2], Total: 10 });
    expect(
      modelState([
        { field: "firstName", message: "a" },
        { field: "firstName", message: "b" },
      ]),
    ).toEqual({ FirstName: ["a", "b"] });
  });
});
