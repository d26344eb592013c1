import { useState } from "react";
import { downloadExport } from "../../../app/download";
import { Button, Callout, Intent, TextField } from "../../../ui";
import { exportUrl, wholeDate } from "../../reports/report-filters";

/**
 * The closed work-order export (portals §2.12): the orders closed in a date range, as the accounts
 * system takes them, from /Services/ClosedWorkOrders.aspx (an XLSX named by its Content-Disposition).
 */
export function ClosedWorkOrderExport() {
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const exportFile = async () => {
    const dateFrom = wholeDate(from);
    const dateTo = wholeDate(to);
    if (!dateFrom) return setProblem("From date required");
    if (!dateTo) return setProblem("To date required");
    setProblem(null);
    setBusy(true);
    try {
      await downloadExport(exportUrl("ClosedWorkOrders", { dateFrom, dateTo }), "Closed work order export");
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="wo-finances__panel" aria-label="Closed work order export">
      <p>
        The work orders closed between two dates (inclusive), with their client, site, contractor, type, trade, dates, costs, valuation number,
        invoice and financial code: the file the accounts system takes.
      </p>
      <div className="wo-report-filters">
        <TextField id="closed-export-from" label="Date from" placeholder="DD/MM/YYYY" value={from} onChange={setFrom} required />
        <TextField id="closed-export-to" label="Date to" placeholder="DD/MM/YYYY" value={to} onChange={setTo} required />
      </div>
      {problem ? <Callout intent={Intent.WARNING}>{problem}</Callout> : null}
      <Button intent={Intent.PRIMARY} icon="download" text="Export" loading={busy} onClick={() => void exportFile()} />
    </section>
  );
}
