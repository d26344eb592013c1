import { Button, Intent, useFormState, useSaveForm } from "../../../../ui";
import { inputDay, REQUIRED_REQUEST_FIELDS, toRequestInput, type RequestValues } from "../request/request-form";
import { RequestFields } from "../request/RequestFields";
import { NewRequest_Save } from "../request/useNewRequest";

export type EditableRequest = {
  id: number;
  version: number;
  siteId: number;
  assetId?: number | null;
  tradeId?: number | null;
  subTradeId?: number | null;
  requestedBy?: string | null;
  requestDate?: string | null;
  issue?: string | null;
  clientRef?: string | null;
};

const str = (n: number | null | undefined) => (n ? String(n) : "");

export function requestValues(wo: EditableRequest): RequestValues {
  return {
    siteId: str(wo.siteId),
    assetId: str(wo.assetId),
    tradeId: str(wo.tradeId),
    subTradeId: str(wo.subTradeId),
    requestedBy: wo.requestedBy ?? "",
    requestDate: inputDay(wo.requestDate),
    issue: wo.issue ?? "",
    clientRef: wo.clientRef ?? "",
  };
}

export type EditRequestFormProps = {
  clientId: number;
  request: EditableRequest;
  onSaved: () => void;
};

/**
 * A client's own request while it awaits response (viewerCan.edit): the request's fields, saved with
 * the version read ('Work Order Updated'; the server's message when it refuses, a stale version say).
 */
export function EditRequestForm({ clientId, request, onSaved }: EditRequestFormProps) {
  const form = useFormState<RequestValues>(() => requestValues(request));
  const { submit, saving } = useSaveForm(NewRequest_Save, {
    form,
    required: REQUIRED_REQUEST_FIELDS,
    variables: (values) => ({ input: toRequestInput(clientId, values, { id: request.id, version: request.version }) }),
    payload: (d) => d.saveWorkOrder,
    saved: (p) => Boolean(p.workOrder),
    success: "Work Order Updated",
    onSaved,
  });
  return (
    <form aria-label="Edit request" onSubmit={(e) => void submit(e)} noValidate className="wo-request">
      <RequestFields clientId={clientId} form={form} required={REQUIRED_REQUEST_FIELDS} idPrefix={`request-${request.id}`} />
      <div className="wo-details-popup__actions">
        <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text="Save" loading={saving} disabled={saving} />
      </div>
    </form>
  );
}
