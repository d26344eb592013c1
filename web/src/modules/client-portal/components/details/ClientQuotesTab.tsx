import { useMemo } from "react";
import { graphql } from "../../../../gql";
import type { ClientQuotesTab_QuotesQuery, QuoteField } from "../../../../gql/graphql";
import { paths } from "../../../../app/paths";
import { dateColumn, DataGrid, linkColumn, moneyColumn, textColumn, useServerGrid, type GridColumn } from "../../../../ui/grid";

export const ClientQuotesTab_Quotes = graphql(`
  query ClientQuotesTab_Quotes($workOrderId: Int!, $page: Int!, $pageSize: Int!, $sort: [QuoteSortInput!]) {
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

type Row = ClientQuotesTab_QuotesQuery["quotes"]["nodes"][number];

export type ClientQuotesTabProps = { clientId: number; workOrderId: number };

/**
 * An order's quotes in the client's details popup (portals §2.1 item 8): Dated, Quote Ref (to the
 * portal's quotes page, which opens the quote's popup with its decisions), Description, Status,
 * Amount in pounds.
 */
export function ClientQuotesTab({ clientId, workOrderId }: ClientQuotesTabProps) {
  const columns = useMemo<GridColumn<Row, QuoteField>[]>(
    () => [
      dateColumn("BillingDate", "Dated", (r) => r.billingDate, { width: 100, apiField: "BILLING_DATE" }),
      linkColumn("QuoteRef", "Quote Ref", { to: (r) => paths.clientQuotes(clientId, r.id), text: (r) => r.quoteRef ?? String(r.id) }, { width: 130 }),
      textColumn("Summary", "Description", (r) => r.summary, { width: 300 }),
      textColumn("BillingStatus", "Status", (r) => r.billingStatus, { width: 140 }),
      moneyColumn("TotalAmountExTax", "Amount", (r) => r.totalAmountExTax, { width: 110 }),
    ],
    [clientId],
  );
  const grid = useServerGrid(ClientQuotesTab_Quotes, {
    stateKey: "client-work-order-quotes",
    columns,
    defaultSort: { field: "BillingDate", direction: "ASC" },
    page: (data) => data.quotes,
    variables: { workOrderId },
    fetchPolicy: "cache-and-network",
  });
  return <DataGrid {...grid} label="Quotes" searchable={false} columnChooser={false} emptyText="No quotes on this work order." />;
}
