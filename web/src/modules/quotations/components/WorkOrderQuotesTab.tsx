import { useMemo, useState } from "react";
import { graphql } from "../../../gql";
import type { QuoteField, WorkOrderQuotesTab_QuotesQuery } from "../../../gql/graphql";
import { dateColumn, DataGrid, linkColumn, moneyColumn, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
import { QuotationPopup } from "./QuotationPopup";
import { quoteRefColumn } from "./QuotationGrid";

export const WorkOrderQuotesTab_Quotes = graphql(`
  query WorkOrderQuotesTab_Quotes($workOrderId: Int!, $page: Int!, $pageSize: Int!, $sort: [QuoteSortInput!]) {
    quotes(workOrderId: $workOrderId, page: $page, pageSize: $pageSize, sort: $sort) {
      totalCount
      totalCountExact
      nodes {
        id
        billingDate
        quoteRef
        summary
        billingStatus
        totalAmountExTax
      }
    }
  }
`);

type Row = WorkOrderQuotesTab_QuotesQuery["quotes"]["nodes"][number];

export type WorkOrderQuotesTabProps = {
  workOrderId: number;
  /**
   * Where a quote's reference leads instead of the quotation details popup: the client portal's
   * quotes page, whose popup carries the client's decisions
   */
  quoteLink?: (quoteId: number) => string;
};

/**
 * A work order's quotes (spec §2 quotes tab; portals §2.1 item 8): Dated, Quote Ref (opening the
 * quotation details, or where `quoteLink` says), Description (its summary), Status, Amount (pounds
 * ex tax); the quotes the viewer may see (a client: those sent to it), oldest first.
 */
export function WorkOrderQuotesTab({ workOrderId, quoteLink }: WorkOrderQuotesTabProps) {
  const [open, setOpen] = useState<number | null>(null);
  const columns = useMemo<GridColumn<Row, QuoteField>[]>(
    () => [
      dateColumn("BillingDate", "Dated", (r) => r.billingDate, { width: 100, apiField: "BILLING_DATE" }),
      quoteLink
        ? linkColumn<Row, QuoteField>(
            "QuoteRef",
            "Quote Ref",
            { to: (r) => quoteLink(r.id), text: (r) => r.quoteRef ?? String(r.id) },
            { width: 130, apiField: "QUOTE_REF" },
          )
        : quoteRefColumn<Row>(setOpen, "QUOTE_REF"),
      textColumn("Summary", "Description", (r) => r.summary, { width: 320, apiField: "SUMMARY" }),
      textColumn("BillingStatus", "Status", (r) => r.billingStatus, { width: 150, apiField: "STATUS" }),
      moneyColumn("TotalAmountExTax", "Amount", (r) => r.totalAmountExTax, { width: 110, apiField: "TOTAL" }),
    ],
    // quoteLink is made afresh by each render of the parent: the columns follow whether there is one
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [Boolean(quoteLink)],
  );
  const grid = useServerGrid(WorkOrderQuotesTab_Quotes, {
    stateKey: quoteLink ? "client-work-order-quotes" : "work-order-quotes",
    columns,
    defaultSort: { field: "BillingDate", direction: "ASC" },
    page: (data) => data.quotes,
    variables: { workOrderId },
    fetchPolicy: "cache-and-network",
  });
  return (
    <>
      <DataGrid {...grid} label="Quotes" searchable={false} columnChooser={!quoteLink} emptyText="No quotes on this work order." />
      {open !== null ? <QuotationPopup quoteId={open} onClose={() => setOpen(null)} onSaved={grid.onReload} /> : null}
    </>
  );
}
