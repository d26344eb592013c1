import { graphql } from "../../../gql";
import { FinanceImport, type ImportColumn } from "./FinanceImport";

export const SupplierCostImport_Import = graphql(`
  mutation SupplierCostImport_Import($file: Upload!) {
    importSupplierCosts(file: $file) {
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

/** The supplier cost file's columns (services/work-orders finance/supplier-cost.import.ts) */
export const SUPPLIER_COST_COLUMNS: readonly ImportColumn[] = [
  { header: "WorkOrder", required: true, text: "The work order's reference (or its number)" },
  { header: "Contractor", required: true, text: "The contractor's name: the order's own contractor" },
  { header: "Cost", required: true, text: "Pounds, more than 0 (e.g. 480.50)" },
];

/** The supplier costs import (portals §2.12): a work order's submitted cost from its contractor's figure */
export function SupplierCostImport() {
  return (
    <FinanceImport
      id="supplier-cost-import"
      title="Import supplier costs"
      noun="work orders"
      mutation={SupplierCostImport_Import}
      outcome={(d) => d.importSupplierCosts}
      columns={SUPPLIER_COST_COLUMNS}
      example="WO000123,Acme Mechanical Ltd,480.50"
      templateName="supplier-cost-import-template.csv"
    >
      <p>
        Sets the submitted cost of work orders from their contractor's figures, for orders at Completed, Submitted or Query. Every row is checked
        first: when any is refused, nothing is written.
      </p>
    </FinanceImport>
  );
}
