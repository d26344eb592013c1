import { useState } from "react";
import { Tab, Tabs } from "../../../ui";
import { DocumentsPanel } from "../../documents/components/DocumentsPanel";
import { CostsTab } from "../costs/CostsTab";
import { WorkOrderQuotesTab } from "../../quotations/components/WorkOrderQuotesTab";
import { AuditsTab } from "../tabs/AuditsTab";
import { LinkedWorkOrdersTab } from "../tabs/LinkedWorkOrdersTab";
import { NotesTab } from "../tabs/NotesTab";
import { ResendNotificationTab } from "../tabs/ResendNotificationTab";
import { WorkOrderPdfView } from "../tabs/WorkOrderPdfView";
import { WorkOrderAnswers } from "./answers/WorkOrderAnswers";

export type WorkOrderDetailTabsProps = {
  workOrderId: number;
  /** Staff see the private notes and the audits */
  staff: boolean;
  /** Its sub-trade, whose questions are offered to answer */
  subTradeId?: number | null;
  /** Its site, whose documents may be copied onto it */
  siteId?: number | null;
};

/**
 * A work order's tabs (§2): notes, private notes, quotes, documents, audits, costs, linked work
 * orders, questions and answers, PDF view, resend notification. Each loads when first opened.
 */
export function WorkOrderDetailTabs({ workOrderId, staff, subTradeId, siteId }: WorkOrderDetailTabsProps) {
  const [selected, setSelected] = useState("notes");
  return (
    <Tabs
      id={`work-order-${workOrderId}-tabs`}
      className="wo-detail-tabs"
      selectedTabId={selected}
      onChange={(id) => setSelected(String(id))}
      renderActiveTabPanelOnly
    >
      <Tab id="notes" title="Notes" panel={<NotesTab workOrderId={workOrderId} privateNotes={false} />} />
      {staff ? <Tab id="private-notes" title="Private notes" panel={<NotesTab workOrderId={workOrderId} privateNotes />} /> : null}
      <Tab id="quotes" title="Quotes" panel={<WorkOrderQuotesTab workOrderId={workOrderId} />} />
      <Tab id="documents" title="Documents" panel={<DocumentsPanel entityName="WorkOrder" entityId={workOrderId} copyFromSiteId={siteId} />} />
      {staff ? <Tab id="audits" title="Audits" panel={<AuditsTab workOrderId={workOrderId} />} /> : null}
      <Tab id="costs" title="Costs" panel={<CostsTab workOrderId={workOrderId} />} />
      <Tab id="linked" title="Linked work orders" panel={<LinkedWorkOrdersTab workOrderId={workOrderId} />} />
      <Tab
        id="answers"
        title="Questions and answers"
        panel={<WorkOrderAnswers workOrderId={workOrderId} subTradeId={subTradeId} readOnly={!staff} />}
      />
      <Tab id="pdf" title="PDF view" panel={<WorkOrderPdfView workOrderId={workOrderId} />} />
      {staff ? <Tab id="resend" title="Resend notification" panel={<ResendNotificationTab workOrderId={workOrderId} />} /> : null}
    </Tabs>
  );
}
