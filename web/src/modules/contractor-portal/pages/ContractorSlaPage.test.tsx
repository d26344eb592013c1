import { screen, waitFor, within } from "@testing-library/react";
import { mockApi } from "../../../test/api";
import { ADMIN, CONTRACTOR } from "../../../test/fixtures";
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

describe("#/contractor_portal/{id}/sla", () => {
  it("on a phone: the contractor's own attainment for the last full month, by client, as cards; by sub-trade too, never by contractor", async () => {
    Object.assign(window, { innerWidth: 390, innerHeight: 844 });
    mockApi({ me: CONTRACTOR });
    const calls = mockPortalAttainment();
    const { user } = renderApp("/contractor_portal/1/sla", { authCode: "N" });
    const cards = await screen.findByRole("list", { name: "SLA attainment by client" });
    const { dateFrom, dateTo } = lastFullMonth();
    expect(calls[0]).toEqual({ from: iso(dateFrom), to: iso(dateTo), groupBy: "CLIENT", clock: null, clientId: null, contractorId: 1 });
    expect(within(cards).getByLabelText("Harbour Retail Group").textContent).toContain("75.0%");
    const groupBy = screen.getByLabelText("Group by") as HTMLSelectElement;
    expect(Array.from(groupBy.options).map((o) => o.text)).toEqual(["Client", "Sub Trade"]);
    await user.selectOptions(groupBy, "SUB_TRADE");
    expect(await screen.findByRole("list", { name: "SLA attainment by sub trade" })).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ groupBy: "SUB_TRADE", contractorId: 1 });
  });

  it("exports the same figures of its own contractor; staff opening a contractor's portal see that contractor's", async () => {
    mockApi({ me: CONTRACTOR });
    mockPortalAttainment();
    const requests = mockFile("/Services/SlaAttainment.aspx", "sla-attainment-client.xlsx");
    const { user } = renderApp("/contractor_portal/1/sla", { authCode: "N" });
    await screen.findByRole("table", { name: "SLA attainment by client" });
    await user.click(screen.getByRole("button", { name: "Export" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const { dateFrom, dateTo } = lastFullMonth();
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({ from: iso(dateFrom), to: iso(dateTo), groupBy: "CLIENT", contractorId: "1" });
  });

  it("shows staff opening a contractor's portal that contractor's figures", async () => {
    mockApi({ me: ADMIN });
    const calls = mockPortalAttainment();
    renderApp("/contractor_portal/3/sla", { authCode: "A" });
    await waitFor(() => expect(calls[0]).toMatchObject({ contractorId: 3, clientId: null, groupBy: "CLIENT" }));
  });
});
