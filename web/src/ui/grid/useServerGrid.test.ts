import fs from "node:fs";
import path from "node:path";
import { parse } from "graphql";
import { dateColumn, linkColumn, moneyColumn, numberColumn, textColumn } from "./columns";
import type { GridColumn, GridQuery } from "./types";
import { declaredVariables, listArgs, serverColumns } from "./useServerGrid";

type Row = { id: number; name: string | null; opened: string; cost: string; count: number };
const row: Row = { id: 7, name: null, opened: "2026-03-29T23:30:00Z", cost: "1234.565", count: 3 };

const COLUMNS: GridColumn<Row>[] = [
  { field: "Select", title: " ", locked: true, render: () => null },
  textColumn("Name", "Name", (r) => r.name, { apiField: "NAME" }),
  dateColumn("Opened", "Opened", (r) => r.opened, { apiField: "OPENED" }),
  moneyColumn("Cost", "Cost", (r) => r.cost),
];

const query = (over: Partial<GridQuery> = {}): GridQuery => ({ page: 2, pageSize: 20, sort: null, filters: [], search: "", ...over });
const ALL = declaredVariables(
  parse("query L($page: Int!, $pageSize: Int!, $search: String, $filters: [F!], $sort: [S!], $status: Int) { l { id } }"),
);
const NO_FILTERS = declaredVariables(parse("query L($page: Int!, $pageSize: Int!, $search: String, $sort: [S!]) { l { id } }"));

describe("server grid", () => {
  it("reads the variables an operation declares", () => {
    expect([...ALL]).toEqual(["page", "pageSize", "search", "filters", "sort", "status"]);
  });

  it("asks for the view's page, search, filters and sort by the API's names", () => {
    const q = query({
      search: "  boiler ",
      sort: { field: "Opened", direction: "DESC" },
      filters: [
        { field: "Name", operator: "CONTAINS", value: "Harb" },
        { field: "Cost", operator: "GT", value: "5" }, // no API field: not sent
      ],
    });
    expect(listArgs(COLUMNS, q, ALL)).toEqual({
      page: 2,
      pageSize: 20,
      search: "boiler",
      filters: [{ field: "NAME", operator: "CONTAINS", value: "Harb" }],
      sort: [{ field: "OPENED", direction: "DESC" }],
    });
    expect(listArgs(COLUMNS, query({ sort: { field: "Cost", direction: "ASC" } }), ALL)).toEqual({
      page: 2,
      pageSize: 20,
      search: null,
      filters: null,
      sort: null,
    });
  });

  it("sends only the list arguments the operation declares", () => {
    expect(listArgs(COLUMNS, query(), NO_FILTERS)).toEqual({ page: 2, pageSize: 20, search: null, sort: null });
  });

  it("sorts and filters only the columns the server can: with an API field, by a query that takes them", () => {
    const shape = (columns: GridColumn<Row>[]) => columns.map((c) => [c.field, c.sortable, c.filter ?? null]);
    expect(shape(serverColumns(COLUMNS, ALL))).toEqual([
      ["Select", false, null],
      ["Name", true, "text"],
      ["Opened", true, "date"],
      ["Cost", false, null],
    ]);
    expect(shape(serverColumns(COLUMNS, NO_FILTERS))).toEqual([
      ["Select", false, null],
      ["Name", true, null],
      ["Opened", true, null],
      ["Cost", false, null],
    ]);
  });

  it("makes the usual columns: text, number, money, date, link", () => {
    const text = (c: GridColumn<Row>) => [c.template ?? null, c.filter ?? null, c.text?.(row)];
    expect(text(textColumn("Name", "Name", (r) => r.name))).toEqual([null, "text", ""]);
    expect(text(numberColumn("Count", "Count", (r) => r.count))).toEqual(["number", "number", "3"]);
    expect(text(moneyColumn("Cost", "Cost", (r) => r.cost))).toEqual(["money", "number", "£1,234.57"]);
    expect(text(dateColumn("Opened", "Opened", (r) => r.opened))).toEqual(["date", "date", "30/03/2026"]);
    expect(text(linkColumn("Ref", "Ref", { to: (r) => `/x/${r.id}`, text: (r) => `R${r.id}` }))).toEqual(["link", "text", "R7"]);
  });

  it("is behind every grid of the app", () => {
    const modules = path.resolve(__dirname, "../../modules");
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    const grids = files(modules).filter((f) => /\.tsx$/.test(f) && fs.readFileSync(f, "utf8").includes("<DataGrid"));
    expect(grids.length).toBeGreaterThanOrEqual(5);
    for (const file of grids) {
      const text = fs.readFileSync(file, "utf8");
      expect([path.basename(file), text.includes("useServerGrid("), text.includes("useGridView")]).toEqual([path.basename(file), true, false]);
    }
  });
});
