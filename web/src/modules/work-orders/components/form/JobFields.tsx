import type { Deadline } from "../../../../gql/graphql";
import type { SelectOption } from "../../../../ui";
import type { WorkOrderForm } from "../../hooks/useWorkOrderForm";
import type { WorkOrderLookups } from "../../hooks/useWorkOrderLookups";
import { DeadlineIcon } from "../DeadlineIcon";
import { BoundCheckbox, BoundSelect, BoundText, type FieldBinding } from "./bound-fields";

export type JobFieldsProps = {
  bind: FieldBinding;
  wo: WorkOrderForm;
  lookups: WorkOrderLookups;
  /** The request screen: status stays 1, no progress code */
  request: boolean;
  /** The status dropdown's choices (the work order's nextStatuses) */
  statusOptions: ReadonlyArray<SelectOption>;
  /** Choosing a status (its confirmations run there) */
  onStatusChange?: (value: string) => void;
  /** The due date's indicator (an existing order) */
  deadline?: Deadline | null;
};

/** What is to be done and when: job type, status, method of request, SLA, notifications, issue and dates */
export function JobFields({ bind, wo, lookups, request, statusOptions, onStatusChange, deadline }: JobFieldsProps) {
  return (
    <>
      <div className="wo-form-grid">
        <BoundSelect bind={bind} name="workOrderTypeId" label="Job type" options={lookups.workOrderTypes} onChange={wo.chooseJobType} />
        <BoundSelect
          bind={bind}
          name="workOrderStatusId"
          label="Status"
          options={statusOptions}
          onChange={onStatusChange}
          disabled={request || statusOptions.length <= 1}
        />
        {request ? null : <BoundSelect bind={bind} name="progressCodeId" label="Progress code" options={lookups.progressCodes} />}
        <BoundSelect bind={bind} name="methodOfRequestId" label="Method of request" options={lookups.methodsOfRequest} />
        <BoundSelect bind={bind} name="slaCode" label="SLA code" options={lookups.slaCodes} />
        <BoundText bind={bind} name="requestedBy" label="Requested by" />
        <BoundText bind={bind} name="clientRef" label="Client ref" />
        <BoundText bind={bind} name="smsNumber" label="Mobile number" type="tel" />
        <div className="wo-form__checks">
          <BoundCheckbox bind={bind} name="smsNotifications" label="SMS notifications" />
          <BoundCheckbox bind={bind} name="sendNotifications" label="Send notification" />
        </div>
        <BoundText bind={bind} name="dateOpened" label="Date opened" type="date" />
        <BoundText bind={bind} name="requestDate" label="Request date" type="date" />
        <div className="wo-form__due">
          <BoundText bind={bind} name="dueDate" label="Due date" type="date" />
          {deadline ? <DeadlineIcon deadline={deadline} /> : null}
        </div>
      </div>
      <BoundText bind={bind} name="issue" label="Issue" />
      <BoundText bind={bind} name="details" label="Details" rows={4} />
      <BoundText bind={bind} name="accessTimes" label="Access times" />
    </>
  );
}
