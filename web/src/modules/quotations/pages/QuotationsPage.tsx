import { H3 } from "../../../ui";
import { QuotationGrid } from "../components/QuotationGrid";

/** #/quotations (portals §2.10): every staff user reads the quotes; the server decides who changes them */
export function QuotationsPage() {
  return (
    <div className="wo-quotations">
      <H3>Quotations</H3>
      <QuotationGrid />
    </div>
  );
}
