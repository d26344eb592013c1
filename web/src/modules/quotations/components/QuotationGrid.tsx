import { useMemo, useRef, useState } from "react";
import { graphql } from "../../../gql";
import type { QuotationGrid_QuotesQuery, QuoteField } from "../../../gql/graphql";
import { useViewer } from "../../../app/access/ViewerContext";
import { paths } from "../../../app/paths";
import { Button, useConfirm, useSaveForm } from "../../../ui";
import { dateColumn, DataGrid, linkColumn, moneyColumn, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
import { mayWriteQuotes } from "../quote-access";
import { QuotationPopup } from "./QuotationPopup";
import "./quotations.css";

export const QuotationGrid_Quotes = graphql(`
  query QuotationGrid_Quotes($page: Int!, $pageSize: Int!, $search: String, $filters: [QuoteFilterInput!], $sort: [QuoteSortInput!]) {
    quotes(page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {
      totalCount
      totalCountExact
      page
      pageSize
      nodes {
        id
        workOrderId
        billingDate
        quoteRef
        contractorName
        workOrderRef
        clientName
        ampmQuoteRef
        summary
        billingStatus
        totalAmountExTax
      }
    }
  }
`);

export const QuotationGrid_Delete = graphql(`
  mutation QuotationGrid_Delete($id: Int!) {
    deleteQuote(id: $id) {
      deletedId
      error {
        ...SaveForm_Error
      }
    }
  }
`);

/** The confirmation of a quote's deletion (portals §8) */
export const CONFIRM_DELETE_QUOTE = "Are you sure you wish to delete this quote?";

type Row = QuotationGrid_QuotesQuery["quotes"]["nodes"][number];

/** A quote's reference as a button opening its details popup */
export function quoteRefColumn<R extends { id: number; quoteRef: string }>(
  onOpen: (id: number) => void,
  apiField?: QuoteField,
): GridColumn<R, QuoteField> {
  return {
    field: "QuoteRef",
    title: "Quote Ref",
    width: 110,
    apiField,
    template: "link",
    filter: "text",
    render: (r) => (
      <button type="button" className="wo-quotation__ref" onClick={() => onOpen(r.id)}>
        {r.quoteRef}
      </button>
    ),
    text: (r) => r.quoteRef,
  };
}

function quotationColumns(onOpen: (id: number) => void, onDelete: ((row: Row) => void) | null): GridColumn<Row, QuoteField>[] {
  const columns: GridColumn<Row, QuoteField>[] = [
    dateColumn("BillingDate", "Dated", (r) => r.billingDate, { width: 100, apiField: "BILLING_DATE" }),
    quoteRefColumn(onOpen, "QUOTE_REF"),
    textColumn("ContractorName", "Contractor", (r) => r.contractorName, { width: 190, apiField: "CONTRACTOR" }),
    linkColumn(
      "WorkOrderName",
      "Work Order",
      { to: (r) => paths.workOrder(r.workOrderId), text: (r) => r.workOrderRef ?? "" },
      { width: 110, apiField: "WORK_ORDER" },
    ),
    textColumn("ClientName", "Client", (r) => r.clientName, { width: 180, apiField: "CLIENT" }),
    textColumn("AMPMQuoteRef", "AMPM Quote Ref", (r) => r.ampmQuoteRef, { width: 140, apiField: "AMPM_QUOTE_REF" }),
    textColumn("Summary", "Summary", (r) => r.summary, { width: 280, apiField: "SUMMARY" }),
    textColumn("BillingStatus", "Status", (r) => r.billingStatus, { width: 150, apiField: "STATUS" }),
    moneyColumn("TotalAmountExTax", "Total", (r) => r.totalAmountExTax, { width: 110, apiField: "TOTAL" }),
  ];
  if (onDelete)
    columns.push({
      field: "Actions",
      title: " ",
      width: 50,
      template: "actions",
      render: (r) => <Button variant="minimal" size="small" icon="trash" aria-label={`Delete ${r.quoteRef}`} onClick={() => onDelete(r)} />,
    });
  return columns;
}

/** A failed deletion: the server's text, as it is, in an alert (portals §8); a notice as well */
function alerted(message: string) {
  window.alert(message);
  return { message, kind: "error" as const };
}

/**
 * The quotations grid (portals §2.10): Dated, Quote Ref (opening the quotation details), Contractor,
 * Work Order (linked), Client, AMPM Quote Ref, Summary, Status, Total (pounds ex tax); searched,
 * sorted by billing date unless chosen, every column sortable; the delete icon (for those who may
 * delete) asks 'Are you sure you wish to delete this quote?'.
 */
export function QuotationGrid() {
  const viewer = useViewer();
  const canDelete = mayWriteQuotes(viewer);
  const [open, setOpen] = useState<number | null>(null);
  const { confirm, dialog } = useConfirm();
  const { save: remove } = useSaveForm(QuotationGrid_Delete, {
    payload: (data) => data.deleteQuote,
    success: "Quote Deleted",
    refusal: (r) => alerted(r.message),
    failure: (e) => alerted(e instanceof Error ? e.message : String(e)),
  });
  const deleteRow = useRef<(row: Row) => void>(() => undefined);
  const columns = useMemo(() => quotationColumns(setOpen, canDelete ? (row) => deleteRow.current(row) : null), [canDelete]);
  const grid = useServerGrid(QuotationGrid_Quotes, {
    stateKey: "quotations",
    columns,
    defaultSort: { field: "BillingDate", direction: "ASC" },
    page: (data) => data.quotes,
    fetchPolicy: "cache-and-network",
  });
  const reload = grid.onReload;
  deleteRow.current = async (row: Row) => {
    if (!(await confirm(CONFIRM_DELETE_QUOTE))) return;
    if (await remove({ id: row.id })) reload();
  };
  return (
    <>
      <DataGrid {...grid} label="Quotations" emptyText="No quotes found" />
      {open !== null ? <QuotationPopup quoteId={open} onClose={() => setOpen(null)} onSaved={reload} /> : null}
      {dialog}
    </>
  );
}
