import { screen, within } from "@testing-library/react";
import { http } from "msw";
import { callsOf, mockApi, okReply as ok } from "../../../test/api";
import { findNotice } from "../../../test/notices";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";

type Vars = Record<string, unknown>;

/** The import as the upload link sends it: a GraphQL multipart request, the file in its own part. */
function mockImportApi(reply: (vars: Vars) => Record<string, unknown>) {
  const calls = mockApi();
  server.use(
    http.post("*/graphql", async ({ request }) => {
      if (!request.headers.get("content-type")?.includes("multipart/form-data")) return undefined;
      const boundary = /boundary=(.+)$/.exec(request.headers.get("content-type")!)![1]!;
      const parts = (await request.clone().text()).split(`--${boundary}`);
      const part = (name: string) =>
        parts
          .find((p) => p.includes(`name="${name}"`))
          ?.split("\r\n\r\n")[1]
          ?.replace(/\r\n$/, "");
      const operation = JSON.parse(part("operations") ?? "{}") as { operationName?: string; variables: Vars };
      if (operation.operationName !== "DataImportTab_Import" || !part("map")?.includes("variables.file")) return undefined;
      (calls.DataImportTab_Import ??= []).push({ variables: operation.variables, at: Date.now() });
      return ok(reply(operation.variables));
    }),
  );
  return calls;
}

const file = (name = "users.csv") => new File(["FirstName,LastName,Email,UserType\n"], name, { type: "text/csv" });

describe("#/configuration/import", () => {
  it("imports the chosen kind of rows from a file and says how many", async () => {
    const calls = mockImportApi(() => ({ importUsers: { __typename: "ImportUsersPayload", imported: 12, rowErrors: [], error: null } }));
    const { user } = renderApp("/configuration/import");
    const tab = await screen.findByRole("tabpanel");
    // each kind offers its template: the header line
    const link = within(tab).getByRole("link", { name: "Download the sites template" });
    expect(link.getAttribute("download")).toBe("sites-import-template.csv");
    expect(decodeURIComponent(link.getAttribute("href")!)).toContain("ClientName,ClientId,SiteCode,Name,");
    await user.click(within(tab).getByRole("button", { name: "Import" }));
    expect(within(tab).getByText("No files selected")).toBeTruthy();

    await user.selectOptions(within(tab).getByLabelText(/^Import/), "Users");
    expect(within(tab).getByRole("link", { name: "Download the users template" })).toBeTruthy();
    await user.upload(within(tab).getByLabelText("CSV or XLSX file"), file());
    await user.click(within(tab).getByRole("button", { name: "Import" }));
    await findNotice("12 rows imported", "success");
    expect(within(tab).getByText("12 rows imported")).toBeTruthy();
    expect(callsOf(calls, "DataImportTab_Import")).toEqual([{ file: null, sites: false, contractors: false, users: true, siteCompliance: false }]);
  });

  it("imports sites' compliance requirements, describing what the ComplianceTypes column takes", async () => {
    const calls = mockImportApi(() => ({ importSiteCompliance: { __typename: "ImportPayload", imported: 3, rowErrors: [], error: null } }));
    const { user } = renderApp("/configuration/import");
    const tab = await screen.findByRole("tabpanel");
    await user.selectOptions(within(tab).getByLabelText(/^Import/), "Site compliance requirements");
    const link = within(tab).getByRole("link", { name: "Download the site compliance requirements template" });
    expect(link.getAttribute("download")).toBe("site-compliance-import-template.csv");
    expect(decodeURIComponent(link.getAttribute("href")!)).toContain("ClientName,ClientId,SiteCode,ComplianceTypes");
    expect(within(tab).getByText(/None for no types, Default or empty to follow the client's default set/)).toBeTruthy();
    await user.upload(within(tab).getByLabelText("CSV or XLSX file"), file("requirements.csv"));
    await user.click(within(tab).getByRole("button", { name: "Import" }));
    await findNotice("3 rows imported", "success");
    expect(callsOf(calls, "DataImportTab_Import")).toEqual([{ file: null, sites: false, contractors: false, users: false, siteCompliance: true }]);
  });

  it("shows the server's message and every bad row by line, nothing imported", async () => {
    mockImportApi(() => ({
      importSites: {
        __typename: "ImportPayload",
        imported: 0,
        rowErrors: [
          { __typename: "ImportRowError", line: 3, message: "SiteCode IMP001 already exists for this client" },
          { __typename: "ImportRowError", line: 7, message: "Required: ClientName or ClientId" },
        ],
        error: { __typename: "ImportError", code: "BAD_ROWS", message: "The file was not imported: 2 bad rows", fieldErrors: [] },
      },
    }));
    const { user } = renderApp("/configuration/import");
    const tab = await screen.findByRole("tabpanel");
    await user.upload(within(tab).getByLabelText("CSV or XLSX file"), file("sites.xlsx"));
    await user.click(within(tab).getByRole("button", { name: "Import" }));
    await findNotice("The file was not imported: 2 bad rows", "error");
    const table = await within(tab).findByRole("table", { name: "Rows refused" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["LineReason", "3SiteCode IMP001 already exists for this client", "7Required: ClientName or ClientId"]);
    expect(within(tab).getByText(/2 bad rows: nothing was imported/)).toBeTruthy();
  });
});
