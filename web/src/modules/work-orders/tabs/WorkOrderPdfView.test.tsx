import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { mockApi } from "../../../test/api";
import { CLIENT, CONTRACTOR, workOrder } from "../../../test/fixtures";
import { notices } from "../../../test/notices";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";
import { WorkOrderPdfView } from "./WorkOrderPdfView";
import { renderTab } from "./test/render-tab";

const PDF_BYTES = "%PDF-1.3 a work order";

/** GET /api/pdf/workorderpdf/{id}: answers `status`, the PDF when 200; records the calls and their Authorization. */
function mockPdf(status = 200) {
  const calls: { id: string; authorization: string | null }[] = [];
  server.use(
    http.get("*/api/pdf/workorderpdf/:id", ({ params, request }) => {
      calls.push({ id: String(params.id), authorization: request.headers.get("authorization") });
      if (status !== 200) return HttpResponse.json({ Message: "No data found!" }, { status });
      return new HttpResponse(PDF_BYTES, {
        headers: {
          "content-type": "application/pdf",
          "content-disposition": `attachment; filename="WorkOrder-WO0000007.pdf"; filename*=UTF-8''WorkOrder-WO0000007.pdf`,
        },
      });
    }),
  );
  return calls;
}

let created: Blob[];
let revoked: string[];
let clicked: { href: string; download: string }[];
let logged: jest.SpyInstance;

beforeEach(() => {
  created = [];
  revoked = [];
  clicked = [];
  // jsdom has no object URLs, and follows no downloads
  URL.createObjectURL = jest.fn((blob: Blob) => {
    created.push(blob);
    return `blob:http://localhost/pdf-${created.length}`;
  });
  URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe("WorkOrderPdfView (the PDF view tab)", () => {
  it("fetches the PDF with the bearer token and shows it in a frame from an object URL, released when closed", async () => {
    const calls = mockPdf();
    const { unmount } = renderTab(<WorkOrderPdfView workOrderId={7} />);
    const frame = await screen.findByTitle("PDF of work order WorkOrder-WO0000007.pdf");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("src")).toBe("blob:http://localhost/pdf-1");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.id).toBe("7");
    expect(calls[0]!.authorization).toBe(`Bearer ${localStorage.getItem("token")}`);
    expect(created[0]!.type).toBe("application/pdf");
    expect(await created[0]!.text()).toBe(PDF_BYTES);
    expect(screen.getByText("WorkOrder-WO0000007.pdf")).toBeTruthy();
    expect(screen.queryByLabelText("Loading the PDF")).toBeNull();
    unmount();
    expect(revoked).toContain("blob:http://localhost/pdf-1");
  });

  it("downloads the PDF under the server's file name, the object URL released after 100 ms", async () => {
    mockPdf();
    const { user } = renderTab(<WorkOrderPdfView workOrderId={7} />);
    await screen.findByTitle(/^PDF of work order/);
    await user.click(screen.getByRole("button", { name: "Download" }));
    expect(clicked).toEqual([{ href: "blob:http://localhost/pdf-2", download: "WorkOrder-WO0000007.pdf" }]);
    await waitFor(() => expect(revoked).toContain("blob:http://localhost/pdf-2"));
  });

  it("only logs a PDF that cannot be downloaded (§8): no notice, the loader hidden", async () => {
    const calls = mockPdf(404);
    const { user } = renderTab(<WorkOrderPdfView workOrderId={7} />);
    expect(await screen.findByText("No PDF to show.")).toBeTruthy();
    expect(screen.queryByLabelText("Loading the PDF")).toBeNull();
    expect(screen.queryByTitle(/^PDF of work order/)).toBeNull();
    expect(logged).toHaveBeenCalledWith("Work order 7: the PDF could not be downloaded", expect.any(Error));
    await user.click(screen.getByRole("button", { name: "Download" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(2));
    expect(clicked).toEqual([]);
    expect(notices()).toEqual([]);
  });
});

describe("the portals' PDF", () => {
  it("gives a client user a 'View PDF' button on the work order, opening the PDF in a popup", async () => {
    mockApi({ me: CLIENT, workOrder: (id) => workOrder(id) });
    const calls = mockPdf();
    const { user } = renderApp("/work-order/7", { authCode: "C" });
    await screen.findByRole("heading", { name: "Work order WO0000007" });
    await user.click(screen.getByRole("button", { name: "View PDF" }));
    const dialog = await screen.findByRole("dialog", { name: "Work Order WO0000007 PDF" });
    expect(await within(dialog).findByTitle("PDF of work order WorkOrder-WO0000007.pdf")).toBeTruthy();
    expect(calls.map((c) => c.id)).toEqual(["7"]);
  });

  it("gives a contractor user a 'PDF' action", async () => {
    mockApi({ me: CONTRACTOR, workOrder: (id) => workOrder(id) });
    mockPdf();
    const { user } = renderApp("/work-order/7", { authCode: "N" });
    await screen.findByRole("heading", { name: "Work order WO0000007" });
    await user.click(screen.getByRole("button", { name: "PDF" }));
    const dialog = await screen.findByRole("dialog", { name: "Work Order WO0000007 PDF" });
    await user.click(await within(dialog).findByRole("button", { name: "Download" }));
    await waitFor(() => expect(clicked.map((c) => c.download)).toEqual(["WorkOrder-WO0000007.pdf"]));
  });
});
