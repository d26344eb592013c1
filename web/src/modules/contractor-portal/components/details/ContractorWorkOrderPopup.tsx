import { useState } from "react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { useViewer } from "../../../../app/access/ViewerContext";
import { Button, Callout, H4, Intent, Popup, Spinner, Tab, Tabs, Tag } from "../../../../ui";
import { DocumentsPanel } from "../../../documents/components/DocumentsPanel";
import { WorkOrderFields, workOrderFieldsVariables } from "../../../work-orders/components/WorkOrderFields";
import { NotePopup } from "../../../work-orders/tabs/NotePopup";
import { NotesTab } from "../../../work-orders/tabs/NotesTab";
import { ContractorAttachPopup } from "../attach/ContractorAttachPopup";
import { ContractorCosts } from "../costs/ContractorCosts";
import { ContractorQuotes } from "../quote/ContractorQuotes";
import { ConfirmPaymentPopup } from "./ConfirmPaymentPopup";
import { ContractorActionBar } from "./ContractorActionBar";
import { ContractorSaveFields } from "./ContractorSaveFields";
import { useContractorSave } from "./useContractorSave";
import { useMarkComplete } from "./useMarkComplete";
import "./contractor-work-order.css";

export const ContractorPortalWorkOrder_WorkOrder = graphql(`
  query ContractorPortalWorkOrder_WorkOrder($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) {
    workOrder(id: $id) {
      id
      refNo
      version
      workOrderStatusId
      workOrderStatus
      clientId
      siteId
      assetId
      progressCodeId
      actualCost
      viewerCan {
        edit
        addNote
        quote
        attach
        logTime
        complete
        submitCosts
        amendCosts
        whyNot {
          action
          reason
        }
      }
      ...WorkOrderFields_WorkOrder
    }
    answers(workOrderId: $id) {
      id
      questionContent
      answerContent
    }
  }
`);

/** What an action elsewhere in the portal changes with the order: its lists and counters, read again when shown */
export const PORTAL_LISTS = [
  "ContractorPortalWorkOrders_WorkOrders",
  "ContractorPortalLayout_Contractor",
  "ContractorPortalWorkOrdersPage_Statuses",
  "ContractorWeeklyLog_OrderLog",
];

type TabId = "details" | "notes" | "quotes" | "costs" | "documents";
type Window = "note" | "attach" | "payment" | null;

export type ContractorWorkOrderPopupProps = {
  id: number;
  onClose: () => void;
};

/**
 * The contractor's work-order popup (portals §2.2, §4; full screen on a phone): the order (site,
 * address, access times, contact, issue, details, questions and answers) and its tabs (Notes,
 * Quotes, Costs, Documents); the actions that add to it above (Note, Quote, Attachment, Log time,
 * PDF) and those that move it on in the footer, always in reach (Mark complete, Mark as submitted,
 * Save). Each shows exactly when the order's viewerCan says so; after each the order is read again.
 */
export function ContractorWorkOrderPopup({ id, onClose }: ContractorWorkOrderPopupProps) {
  const viewer = useViewer();
  const apollo = useApolloClient();
  const [tab, setTab] = useState<TabId>("details");
  const [open, setOpen] = useState<Window>(null);
  const { data, loading, error, refetch } = useQuery(ContractorPortalWorkOrder_WorkOrder, {
    variables: { id, ...workOrderFieldsVariables(viewer.kind) },
    fetchPolicy: "network-only",
    // read again after an action: the order stays shown, a spinner beside its status
    notifyOnNetworkStatusChange: true,
  });
  const wo = data?.workOrder;
  const can = wo?.viewerCan;

  /** After an action: the order again (its status and viewerCan), and the portal's lists behind the popup */
  const changed = () => {
    void apollo.refetchQueries({ include: PORTAL_LISTS });
    return refetch().catch(() => undefined);
  };
  const save = useContractorSave(wo, () => void changed());
  const { markComplete, completing, dialog } = useMarkComplete({ onChanged: changed, onSubmitCosts: () => setOpen("payment") });
  const busy = save.saving || completing;
  // the save form is the contractor's own (staff change an order on its own screen, every field there)
  const editable = viewer.kind === "CONTRACTOR" && Boolean(can?.edit);
  const reasonOf = (action: string) => can?.whyNot.find((w) => w.action === action)?.reason ?? null;

  const footer = can && (can.complete || can.submitCosts || can.amendCosts || editable) && (
    <>
      {can?.complete ? (
        <Button icon="tick-circle" text="Mark complete" loading={completing} disabled={busy} onClick={() => wo && void markComplete(wo)} />
      ) : null}
      {can?.submitCosts || can?.amendCosts ? (
        <Button icon="send-message" text="Mark as submitted" disabled={busy} onClick={() => setOpen("payment")} />
      ) : null}
      {editable ? (
        <Button intent={Intent.PRIMARY} icon="floppy-disk" text="Save" loading={save.saving} disabled={busy} onClick={() => void save.save()} />
      ) : null}
    </>
  );

  return (
    <Popup isOpen onClose={onClose} height={750} title={wo ? `Work Order ${wo.refNo}` : "Work Order"} footer={wo && footer ? footer : undefined}>
      {!wo && loading ? <Spinner aria-label="Loading" /> : null}
      {!wo && error ? <Callout intent={Intent.DANGER}>{error.message || "No data found!"}</Callout> : null}
      {wo && can ? (
        <div className="wo-cwo">
          <div className="wo-cwo__summary">
            <Tag large minimal>
              {wo.workOrderStatus}
            </Tag>
            {loading ? <Spinner size={16} aria-label="Refreshing" /> : null}
          </div>
          <ContractorActionBar
            workOrderId={wo.id}
            can={can}
            tab={tab}
            whyNot={can.whyNot}
            onNote={() => setOpen("note")}
            onQuote={() => setTab("quotes")}
            onAttach={() => setOpen("attach")}
            onLogTime={() => setTab("costs")}
          />
          <Tabs
            id={`contractor-work-order-${wo.id}-tabs`}
            selectedTabId={tab}
            onChange={(t) => setTab(t as TabId)}
            renderActiveTabPanelOnly
            className="wo-cwo__tabs"
          >
            <Tab
              id="details"
              title="Details"
              panel={
                <div className="wo-cwo__details">
                  {editable ? <ContractorSaveFields siteId={wo.siteId} save={save} disabled={busy} /> : null}
                  <WorkOrderFields workOrder={wo} />
                  <Answers answers={data.answers} />
                </div>
              }
            />
            <Tab id="notes" title="Notes" panel={<NotesTab workOrderId={wo.id} privateNotes={false} canAdd={false} />} />
            <Tab id="quotes" title="Quotes" panel={<ContractorQuotes workOrderId={wo.id} canQuote={can.quote} onChanged={() => void changed()} />} />
            <Tab id="costs" title="Costs" panel={<ContractorCosts workOrderId={wo.id} canLog={can.logTime} onChanged={() => void changed()} />} />
            <Tab
              id="documents"
              title="Documents"
              panel={
                <DocumentsPanel
                  entityName="WorkOrder"
                  entityId={wo.id}
                  permissions={{ upload: false, edit: true, manage: false }}
                  label="Documents"
                />
              }
            />
          </Tabs>
        </div>
      ) : null}
      {dialog}
      {wo && open === "note" ? (
        <NotePopup
          workOrderId={wo.id}
          note={null}
          privateNote={false}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setTab("notes");
            void apollo.refetchQueries({ include: ["NotesTab_Notes"] });
            void changed();
          }}
        />
      ) : null}
      {wo && open === "attach" ? (
        <ContractorAttachPopup
          workOrderId={wo.id}
          onClose={() => setOpen(null)}
          onUploaded={() => {
            void apollo.refetchQueries({ include: ["DocumentsPanel_Documents"] });
            void changed();
          }}
        />
      ) : null}
      {wo && can && open === "payment" ? (
        <ConfirmPaymentPopup
          workOrder={wo}
          canSubmit={can.submitCosts}
          canAmend={can.amendCosts}
          whyNot={reasonOf("submitCosts")}
          onClose={() => setOpen(null)}
          onSubmitted={() => void changed()}
        />
      ) : null}
    </Popup>
  );
}

type AnswersProps = { answers: ReadonlyArray<{ id: number; questionContent: string; answerContent: string }> };

/** The order's questions and their answers (the request's checklist), read-only */
function Answers({ answers }: AnswersProps) {
  if (!answers.length) return null;
  return (
    <section className="wo-cwo__answers" aria-label="Questions and answers">
      <H4>Questions and answers</H4>
      <dl className="wo-fields__list">
        {answers.map((a) => (
          <div className="wo-fields__row" key={a.id}>
            <dt>{a.questionContent}</dt>
            <dd>{a.answerContent}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
