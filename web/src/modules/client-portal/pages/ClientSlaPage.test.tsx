import { screen, waitFor, within } from "@testing-library/react";
import { mockApi } from "../../../test/api";
import { CLIENT, SALES } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";
import { lastFullMonth } from "../../reports/components/SlaAttainmentFigures";
import { mockPortalAttainment } from "../../reports/test/attainment";
import { captureDownloads, mockFile, type Saved } from "../../reports/test/downloads";

const iso = (d: string) => d.split("/").reverse().join("-");
const size = { w: window.innerWidth, h: window.innerHeight };
let saved: Saved[];
beforeEach(() => {
  saved = captureDownloads();
});
afterEach(() => {
  Object.assign(window, { innerWidth: size.w, innerHeight: size.h });
  jest.restoreAllMocks();
});

describe("#/client_portal/{id}/sla", () => {
  it("on a phone: the client's own attainment for the last full month, by contractor, as cards with the chart; by sub-trade too, never by client", async () => {
    Object.assign(window, { innerWidth: 390, innerHeight: 844 });
    mockApi({ me: CLIENT });
    const calls = mockPortalAttainment();
    const { user } = renderApp("/client_portal/1/sla", { authCode: "C" });
    const cards = await screen.findByRole("list", { name: "SLA attainment by contractor" });
    const { dateFrom, dateTo } = lastFullMonth();
    expect(calls[0]).toEqual({ from: iso(dateFrom), to: iso(dateTo), groupBy: "CONTRACTOR", clock: null, clientId: 1, contractorId: null });
    expect(screen.queryByRole("table", { name: /SLA attainment/ })).toBeNull();
    const acme = within(cards).getByLabelText("Acme Mechanical Ltd");
    expect(acme.textContent).toContain("75.0%");
    expect(acme.textContent).toContain("Response5 met · 1 breached");
    expect(acme.textContent).toContain("Fix4 met · 2 breached");
    expect(acme.textContent).toContain("Paused3 h 05 min (average 15 min)");
    expect(within(cards).getByLabelText("Total")).toBeTruthy();
    expect(screen.getByRole("img", { name: /Attainment by contractor/ })).toBeTruthy();

    const groupBy = screen.getByLabelText("Group by") as HTMLSelectElement;
    expect(Array.from(groupBy.options).map((o) => o.text)).toEqual(["Contractor", "Sub Trade"]);
    await user.selectOptions(groupBy, "SUB_TRADE");
    expect(await screen.findByRole("list", { name: "SLA attainment by sub trade" })).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ groupBy: "SUB_TRADE", clientId: 1 });
  });

  it("on a wide screen: the table; the export asks for the same figures of its own client", async () => {
    mockApi({ me: CLIENT });
    mockPortalAttainment();
    const requests = mockFile("/Services/SlaAttainment.aspx", "sla-attainment-contractor.xlsx");
    const { user } = renderApp("/client_portal/1/sla", { authCode: "C" });
    const table = await screen.findByRole("table", { name: "SLA attainment by contractor" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((r) => Array.from(r.children).map((c) => c.textContent)),
    ).toEqual([
      ["Contractor", "Orders", "Response met", "Response breached", "Fix met", "Fix breached", "Attainment", "Paused", "Average paused"],
      ["Acme Mechanical Ltd", "6", "5", "1", "4", "2", "75.0%", "3 h 05 min", "15 min"],
      ["Total", "6", "5", "1", "4", "2", "75.0%", "3 h 05 min", "15 min"],
    ]);
    await user.click(screen.getByRole("button", { name: "Export" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const { dateFrom, dateTo } = lastFullMonth();
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({ from: iso(dateFrom), to: iso(dateTo), groupBy: "CONTRACTOR", clientId: "1" });
  });

  it("is in the portal's menu, and shows staff opening a client's portal that client's figures", async () => {
    mockApi({ me: SALES });
    const calls = mockPortalAttainment();
    renderApp("/client_portal/3/sla", { authCode: "S" });
    const menu = await screen.findByRole("navigation", { name: "Portal menu" });
    expect(within(menu).getByRole("link", { name: "SLA" }).getAttribute("href")).toBe("#/client_portal/3/sla");
    await waitFor(() => expect(calls[0]).toMatchObject({ clientId: 3, groupBy: "CONTRACTOR" }));
  });
});
