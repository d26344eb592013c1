import { useMemo } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { paths } from "../../../app/paths";
import { graphql } from "../../../gql";
import type { ClientQuotesPage_QuotesQuery, QuoteField } from "../../../gql/graphql";
import { H4 } from "../../../ui";
import { DataGrid, dateColumn, linkColumn, moneyColumn, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
import { ClientQuotePopup } from "../components/ClientQuotePopup";
import "../components/client-portal-b.css";

export const ClientQuotesPage_Quotes = graphql(`
  query ClientQuotesPage_Quotes($clientId: Int, $page: Int!, $pageSize: Int!, $search: String, $sort: [QuoteSortInput!]) {
    quotes(clientId: $clientId, page: $page, pageSize: $pageSize, search: $search, sort: $sort) {
      totalCount
      totalCountExact
      page
      pageSize
      nodes {
        id
        billingDate
        ampmQuoteRef
        quoteRef
        siteName
        summary
        totalAmountExTax
        billingStatus
      }
    }
  }
`);

type Row = ClientQuotesPage_QuotesQuery["quotes"]["nodes"][number];

/** What the AMPM Quote Ref. column shows for a quote without one (portals §2.1 item 4) */
export const NOT_SET = "Not set";

function quoteColumns(clientId: number): GridColumn<Row, QuoteField>[] {
  return [
    dateColumn("BillingDate", "Dated", (r) => r.billingDate, { width: 100, apiField: "BILLING_DATE" }),
    linkColumn(
      "AmpmQuoteRef",
      "AMPM Quote Ref.",
      { to: (r) => paths.clientQuotes(clientId, r.id), text: (r) => r.ampmQuoteRef || NOT_SET },
      { width: 130, apiField: "AMPM_QUOTE_REF" },
    ),
    textColumn("QuoteRef", "Quote Ref.", (r) => r.quoteRef, { width: 110, apiField: "QUOTE_REF" }),
    textColumn("Site", "Site", (r) => r.siteName, { width: 200, apiField: "SITE" }),
    textColumn("Summary", "Description", (r) => r.summary, { width: 300, apiField: "SUMMARY" }),
    moneyColumn("TotalAmountExTax", "Cost", (r) => r.totalAmountExTax, { width: 110, apiField: "TOTAL" }),
    textColumn("BillingStatus", "Status", (r) => r.billingStatus, { width: 160, apiField: "STATUS" }),
  ];
}

/**
 * #/client_portal/{id}/quotes (portals §2.1 item 4): the client's quotes, server paged, searched
 * (250 ms) and sorted; the AMPM Quote Ref. ('Not set' when there is none) opens the quote's details,
 * as does `?quote={id}` in the address (the work-order popup's Quote Ref links here).
 */
export function ClientQuotesPage() {
  const clientId = Number(useParams().clientId);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const quoteId = Number(params.get("quote"));
  const columns = useMemo(() => quoteColumns(clientId), [clientId]);
  const grid = useServerGrid(ClientQuotesPage_Quotes, {
    stateKey: "client-quotes",
    columns,
    defaultSort: { field: "BillingDate", direction: "ASC" },
    page: (data) => data.quotes,
    variables: { clientId },
    fetchPolicy: "cache-and-network",
  });
  return (
    <div className="wo-portal__section wo-client-list">
      <H4>Quotes</H4>
      <DataGrid {...grid} label="Quotes" columnChooser={false} emptyText="No quotes" />
      {quoteId > 0 ? (
        <ClientQuotePopup
          key={quoteId}
          quoteId={quoteId}
          clientId={clientId}
          onClose={() => navigate(paths.clientQuotes(clientId))}
          onDecided={grid.onReload}
        />
      ) : null}
    </div>
  );
}
