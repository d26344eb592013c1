import { useEffect, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { Button, Checkbox, HTMLTable, InputGroup, Intent, useSaveForm } from "../../../ui";

export const ClientSlaCodesForm_Codes = graphql(`
  query ClientSlaCodesForm_Codes($clientId: Int!) {
    clientSlaCodes(clientId: $clientId) {
      code
      responseHours
      fixHours
      businessHoursOnly
    }
  }
`);

export const ClientSlaCodesForm_Save = graphql(`
  mutation ClientSlaCodesForm_Save($clientId: Int!, $codes: [ClientSlaCodeInput!]!) {
    saveClientSlaCodes(clientId: $clientId, codes: $codes) {
      codes {
        code
        responseHours
        fixHours
        businessHoursOnly
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

type Row = { code: string; responseHours: string; fixHours: string; businessHoursOnly: boolean };

/** The SLA codes tab (§2.4): A to H and PPM, each a response and a fix time in hours and business hours only */
export function ClientSlaCodesForm({ clientId }: { clientId: number }) {
  const { data } = useQuery(ClientSlaCodesForm_Codes, { variables: { clientId }, fetchPolicy: "network-only" });
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    if (data)
      setRows(
        data.clientSlaCodes.map((c) => ({
          code: c.code,
          responseHours: c.responseHours ?? "",
          fixHours: c.fixHours ?? "",
          businessHoursOnly: c.businessHoursOnly,
        })),
      );
  }, [data]);
  const { save, saving } = useSaveForm(ClientSlaCodesForm_Save, {
    payload: (d) => d.saveClientSlaCodes,
    saved: (p) => Boolean(p.codes),
    success: "SLA codes Updated",
  });
  const set = (i: number, change: Partial<Row>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const submit = () =>
    save({
      clientId,
      codes: rows.map((r) => ({
        code: r.code,
        responseHours: r.responseHours.trim() || null,
        fixHours: r.fixHours.trim() || null,
        businessHoursOnly: r.businessHoursOnly,
      })),
    });
  return (
    <div>
      <HTMLTable compact aria-label="SLA codes">
        <thead>
          <tr>
            <th>SLA code</th>
            <th>Response (hours)</th>
            <th>Fix (hours)</th>
            <th>Business hours only</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r.code}>
              <td>{r.code}</td>
              <td>
                <InputGroup aria-label={`${r.code} response hours`} value={r.responseHours} onValueChange={(v) => set(i, { responseHours: v })} />
              </td>
              <td>
                <InputGroup aria-label={`${r.code} fix hours`} value={r.fixHours} onValueChange={(v) => set(i, { fixHours: v })} />
              </td>
              <td>
                <Checkbox
                  aria-label={`${r.code} business hours only`}
                  checked={r.businessHoursOnly}
                  onChange={(e) => set(i, { businessHoursOnly: e.currentTarget.checked })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Button intent={Intent.PRIMARY} text="Save" loading={saving} onClick={() => void submit()} />
    </div>
  );
}
