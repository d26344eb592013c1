import { graphql } from "../../../gql";
import { FinanceImport, type ImportColumn } from "./FinanceImport";

export const InvoiceImport_Import = graphql(`
  mutation InvoiceImport_Import($file: Upload!) {
    importInvoices(file: $file) {
      updated
      rowErrors {
        line
        column
        message
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

/** The invoice file's columns (services/work-orders finance/invoice.import.ts) */
export const INVOICE_COLUMNS: readonly ImportColumn[] = [
  { header: "WorkOrder", required: true, text: "The work order's reference (or its number)" },
  { header: "InvoiceNo", required: true, text: "The invoice number" },
  { header: "InvoiceDate", required: true, text: "DD/MM/YYYY or YYYY-MM-DD" },
  { header: "InvoiceAmount", required: true, text: "Pounds, 0 or more (e.g. 1250.00)" },
  { header: "ValuationNo", required: false, text: "The valuation number, when the invoice has one" },
];

/** The invoice import (portals §2.12): invoice number, date and amount against work orders, and their valuation number */
export function InvoiceImport() {
  return (
    <FinanceImport
      id="invoice-import"
      title="Import invoices"
      noun="work orders"
      mutation={InvoiceImport_Import}
      outcome={(d) => d.importInvoices}
      columns={INVOICE_COLUMNS}
      example="WO000123,INV-1001,31/10/2026,1250.00,VAL-42"
      templateName="invoice-import-template.csv"
    >
      <p>Records the invoices of work orders. Every row is checked first: when any is refused, nothing is written.</p>
    </FinanceImport>
  );
}
