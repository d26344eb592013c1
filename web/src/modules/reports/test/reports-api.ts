import { graphql, HttpResponse } from "msw";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { mockApi, type ApiCalls } from "../../../test/api";
import { me } from "../../../test/fixtures";
import { server } from "../../../test/server";
import type { Answer } from "../../../test/typed";
import type { OrderLogTab_Chart, OrderLogTab_OrderLog } from "../components/OrderLogTab";
import type { QueryTab_Chart, QueryTab_QueryReport } from "../components/QueryTab";
import type { ValuationTab_Chart, ValuationTab_Valuation } from "../components/ValuationTab";
import type { ReportFilterBar_Clients } from "../components/ReportFilterBar";

/** A Finance user: reporting at full (Management reads) */
export const FINANCE = me({ kind: "STAFF", authCode: "F", fullName: "Priya Shah", userId: 5, permissions: [{ name: "reporting", level: "full" }] });
export const MANAGEMENT = me({ kind: "STAFF", authCode: "M", fullName: "Tom Reid", userId: 6, permissions: [{ name: "reporting", level: "read" }] });

type OrderLogRow = Answer<ResultOf<typeof OrderLogTab_OrderLog>>["orderLogReport"]["nodes"][number];
type ValuationRow = Answer<ResultOf<typeof ValuationTab_Valuation>>["valuationReport"]["nodes"][number];
type QueryRow = Answer<ResultOf<typeof QueryTab_QueryReport>>["queryReport"]["nodes"][number];

export function orderLogRow(id: number, over: Partial<OrderLogRow> = {}): OrderLogRow {
  return {
    __typename: "ReportOrder",
    id,
    orderNumber: `WO${String(id).padStart(7, "0")}`,
    siteCode: `S${id}`,
    siteName: `Site ${id}`,
    clientName: "Northgate Leisure",
    instructions: `Details ${id}`,
    description: `Issue ${id}`,
    workOrderType: "Reactive",
    trade: "Electrical",
    subTrade: "Power",
    loggedDate: "2026-10-05T09:30:00Z",
    dateClosed: null,
    contractorName: "Acme Mechanical Ltd",
    estimatedCost: "150.00",
    submittedCost: "140.50",
    approvedCost: null,
    valuationNumber: "VAL-7",
    ...over,
  };
}

export function valuationRow(id: number): ValuationRow {
  return {
    __typename: "ReportOrder",
    id,
    siteCode: `S${id}`,
    expenseCode: "Reactive Maintenance",
    assetNumber: 12,
    assetCode: "BLR-01",
    orderNumber: `WO${String(id).padStart(7, "0")}`,
    description: `Issue ${id}`,
    contractorName: "Acme Mechanical Ltd",
    netValue: "1250.00",
    accrualValue: "250.00",
    invoiceNo: "INV-1",
    invoiceDate: "2026-10-31T00:00:00Z",
    methodOfReporting: "Email",
    contractorShortName: "ACME",
    trade: "Electrical",
    subTrade: "Power",
    dueDate: "2026-10-20T09:00:00Z",
    opsDirector: null,
    opsManager: null,
    surveyor: null,
  };
}

export function queryRow(id: number, flags: Array<{ severity: "ERROR" | "WARNING"; message: string }> = []): QueryRow {
  return {
    __typename: "ReportOrder",
    id,
    orderNumber: `WO${String(id).padStart(7, "0")}`,
    siteCode: `S${id}`,
    siteName: `Site ${id}`,
    clientName: "Northgate Leisure",
    instructions: `Details ${id}`,
    queryReason: "Price too high: labour over quote",
    workOrderType: "Reactive",
    trade: "Electrical",
    subTrade: "Power",
    loggedDate: "2026-10-05T09:30:00Z",
    dateClosed: null,
    contractorName: "Acme Mechanical Ltd",
    estimatedCost: "150.00",
    submittedCost: "240.00",
    approvedCost: null,
    valuationNumber: null,
    workOrder: {
      __typename: "WorkOrder",
      id,
      costChecks: {
        __typename: "CostChecks",
        flags: flags.map((f) => ({ __typename: "CostCheckFlag", code: "OVER_QUOTE" as const, ...f })),
      },
    },
  };
}

const page = <R>(nodes: R[], variables: Record<string, unknown>, total = nodes.length) => ({
  __typename: "ReportOrderPage" as const,
  totalCount: total,
  totalCountExact: true,
  page: Number(variables.page),
  pageSize: Number(variables.pageSize),
  nodes,
});

/** The reports' API: the three lists, their charts and the clients; every call recorded */
export function mockReportsApi(
  options: { who?: ReturnType<typeof me>; orderLog?: OrderLogRow[]; valuation?: ValuationRow[]; query?: QueryRow[] } = {},
): ApiCalls {
  const calls = mockApi({ me: options.who ?? FINANCE });
  const record = (name: string, variables: Record<string, unknown>) => (calls[name] ??= []).push({ variables, at: Date.now() });
  const clients: Answer<ResultOf<typeof ReportFilterBar_Clients>> = {
    clientList: [
      { __typename: "Client", id: 1, name: "Northgate Leisure" },
      { __typename: "Client", id: 2, name: "Harbour Retail" },
    ],
  };
  const weeks: Answer<ResultOf<typeof OrderLogTab_Chart>> = {
    orderLogChart: [
      { __typename: "ReportWeek", weekStart: "2026-09-28", logged: 4, closed: 1 },
      { __typename: "ReportWeek", weekStart: "2026-10-05", logged: 7, closed: 5 },
    ],
  };
  const byContractor: Answer<ResultOf<typeof ValuationTab_Chart>> = {
    valuationByContractor: [
      { __typename: "ReportContractorValue", contractorId: 3, contractorName: "Acme Mechanical Ltd", orders: 2, netValue: "2500.00" },
    ],
  };
  const reasons: Answer<ResultOf<typeof QueryTab_Chart>> = {
    queryReasonCounts: [{ __typename: "ReportReasonCount", reason: "Price too high", orders: 3 }],
  };
  server.use(
    graphql.query("ReportFilterBar_Clients", () => HttpResponse.json({ data: clients })),
    graphql.query("OrderLogTab_OrderLog", ({ variables }) => {
      record("OrderLogTab_OrderLog", variables);
      const answer: Answer<ResultOf<typeof OrderLogTab_OrderLog>> = {
        orderLogReport: page(options.orderLog ?? [orderLogRow(1), orderLogRow(2)], variables),
      };
      return HttpResponse.json({ data: answer });
    }),
    graphql.query("OrderLogTab_Chart", ({ variables }) => {
      record("OrderLogTab_Chart", variables);
      return HttpResponse.json({ data: weeks });
    }),
    graphql.query("ValuationTab_Valuation", ({ variables }) => {
      record("ValuationTab_Valuation", variables);
      const answer: Answer<ResultOf<typeof ValuationTab_Valuation>> = { valuationReport: page(options.valuation ?? [valuationRow(1)], variables) };
      return HttpResponse.json({ data: answer });
    }),
    graphql.query("ValuationTab_Chart", () => HttpResponse.json({ data: byContractor })),
    graphql.query("QueryTab_QueryReport", ({ variables }) => {
      record("QueryTab_QueryReport", variables);
      const answer: Answer<ResultOf<typeof QueryTab_QueryReport>> = { queryReport: page(options.query ?? [queryRow(1)], variables) };
      return HttpResponse.json({ data: answer });
    }),
    graphql.query("QueryTab_Chart", () => HttpResponse.json({ data: reasons })),
  );
  return calls;
}
