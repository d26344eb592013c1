import { useMemo, useState } from "react";
import { graphql } from "../../../../gql";
import type { ContractorQuotes_QuotesQuery, QuoteField } from "../../../../gql/graphql";
import { Button, Intent } from "../../../../ui";
import { dateColumn, DataGrid, moneyColumn, textColumn, useServerGrid, type GridColumn } from "../../../../ui/grid";
import { quoteRefColumn } from "../../../quotations/components/QuotationGrid";
import { ContractorQuotePopup } from "./ContractorQuotePopup";
import "./contractor-quote.css";

export const ContractorQuotes_Quotes = graphql(`
  query ContractorQuotes_Quotes($workOrderId: Int!, $page: Int!, $pageSize: Int!, $sort: [QuoteSortInput!]) {
    quotes(workOrderId: $workOrderId, page: $page, pageSize: $pageSize, sort: $sort) {
      totalCount
      totalCountExact
      nodes {
        id
        quoteRef
        billingDate
        summary
        billingStatusId
        billingStatus
        totalAmountExTax
      }
    }
  }
`);

type Row = ContractorQuotes_QuotesQuery["quotes"]["nodes"][number];

export type ContractorQuotesProps = {
  workOrderId: number;
  /** The viewer may create a quote on this order now (WorkOrder.viewerCan.quote) */
  canQuote: boolean;
  /** A quote was saved, sent or deleted: the order (whose status a send changes) is read again */
  onChanged?: () => void;
};

/**
 * A work order's quotes in the contractor portal (portals §2.2, §7 ContractorPortalWorkOrderQuotes):
 * its own quotes, oldest first (cards on a phone): Quote Ref (opening the quote popup), Dated,
 * Summary, Status, Amount (pounds ex tax); 'New quote' while it may quote on the order.
 */
export function ContractorQuotes({ workOrderId, canQuote, onChanged }: ContractorQuotesProps) {
  const [open, setOpen] = useState<number | "new" | null>(null);
  const columns = useMemo<GridColumn<Row, QuoteField>[]>(
    () => [
      quoteRefColumn<Row>(setOpen, "QUOTE_REF"),
      dateColumn("BillingDate", "Dated", (r) => r.billingDate, { width: 100, apiField: "BILLING_DATE" }),
      textColumn("Summary", "Summary", (r) => r.summary, { width: 300, apiField: "SUMMARY" }),
      textColumn("BillingStatus", "Status", (r) => r.billingStatus, { width: 150, apiField: "STATUS" }),
      moneyColumn("TotalAmountExTax", "Amount", (r) => r.totalAmountExTax, { width: 110, apiField: "TOTAL" }),
    ],
    [],
  );
  const grid = useServerGrid(ContractorQuotes_Quotes, {
    stateKey: "contractor-work-order-quotes",
    columns,
    defaultSort: { field: "BillingDate", direction: "ASC" },
    page: (data) => data.quotes,
    variables: { workOrderId },
    fetchPolicy: "cache-and-network",
  });
  const changed = () => {
    grid.onReload();
    onChanged?.();
  };
  return (
    <div className="wo-contractor-quotes">
      <DataGrid
        {...grid}
        label="Quotes"
        searchable={false}
        columnChooser={false}
        emptyText="No quotes on this work order."
        toolbar={canQuote ? <Button icon="add" intent={Intent.PRIMARY} text="New quote" onClick={() => setOpen("new")} /> : null}
      />
      {open !== null ? (
        <ContractorQuotePopup workOrderId={workOrderId} quoteId={open === "new" ? null : open} onClose={() => setOpen(null)} onChanged={changed} />
      ) : null}
    </div>
  );
}
