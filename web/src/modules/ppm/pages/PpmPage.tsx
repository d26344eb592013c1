import { useEffect, useMemo, type FormEvent } from "react";
import { useQuery } from "@apollo/client/react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { graphql } from "../../../gql";
import { paths } from "../../../app/paths";
import {
  Button,
  Callout,
  H3,
  H4,
  Intent,
  SelectField,
  Spinner,
  TextField,
  notify,
  SAVE_FAILED,
  useFormState,
  useSaveForm,
  type FieldProblems,
  type SelectOption,
} from "../../../ui";
import {
  badPpmDates,
  COST_PATTERN,
  emptyPpm,
  FREQUENCY_UNITS,
  ppmValues,
  REQUIRED_PPM_FIELDS,
  toSavePpmInput,
  type PpmFormValues,
} from "../ppm-form";
import { PpmAttachments } from "../components/PpmAttachments";
import "../ppm.css";

export const PpmPage_Ppm = graphql(`
  query PpmPage_Ppm($id: Int!) {
    ppm(id: $id) {
      id
      refNo
      version
      frequency
      weeksMonths
      clientId
      siteId
      assetId
      subTradeId
      ppmStatusId
      contractorId
      firstVisit
      nextVisit
      costPerAnnum
      description
    }
  }
`);

export const PpmPage_Save = graphql(`
  mutation PpmPage_Save($input: SavePpmInput!) {
    savePpm(input: $input) {
      ppm {
        id
        refNo
        version
        frequency
        weeksMonths
        clientId
        siteId
        assetId
        subTradeId
        ppmStatusId
        contractorId
        firstVisit
        nextVisit
        costPerAnnum
        description
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

/** The dropdowns that do not depend on a choice: clients, contractors, sub-trades, PPM statuses */
export const PpmPage_Lookups = graphql(`
  query PpmPage_Lookups {
    clientList(activeOnly: true) {
      id
      name
    }
    contractorList(activeOnly: true) {
      id
      name
    }
    tradeList {
      id
      name
      parentTradeId
    }
    ppmStatuses {
      id
      name
    }
  }
`);

/** A client's sites */
export const PpmPage_Sites = graphql(`
  query PpmPage_Sites($clientId: Int!) {
    siteList(clientId: $clientId) {
      id
      name
      siteCode
    }
  }
`);

/** A site's assets (id and AssetCode) */
export const PpmPage_Assets = graphql(`
  query PpmPage_Assets($siteId: Int!) {
    assetOptions(siteId: $siteId) {
      id
      assetCode
    }
  }
`);

type TextKey = "frequency" | "firstVisit" | "nextVisit" | "costPerAnnum" | "description";
type SelectKey = "weeksMonths" | "clientId" | "siteId" | "assetId" | "subTradeId" | "ppmStatusId" | "contractorId";

const options = <T extends { id: number }>(list: ReadonlyArray<T> | undefined, label: (x: T) => string): SelectOption[] =>
  (list ?? []).map((x) => ({ value: String(x.id), label: label(x) }));

/**
 * #/ppm/{id} (portals §2.9; 0: a new schedule): frequency in weeks or months, client, then its site,
 * then the site's asset (empty: none), sub-trade, status, contractor (with a link to edit it), first
 * and next visit, cost per annum (0 or more, 3 decimals) and the attachments. 'Required fields' when
 * one is missing; after the first save the page moves to #/ppm/{newId}.
 */
export function PpmPage() {
  const id = Number(useParams().id) || 0;
  const isNew = id === 0;
  const navigate = useNavigate();
  const { data, error } = useQuery(PpmPage_Ppm, { variables: { id }, skip: isNew, fetchPolicy: "network-only" });
  const { data: lookups } = useQuery(PpmPage_Lookups);
  const form = useFormState<PpmFormValues>(emptyPpm);
  const { reset, set, values } = form;
  const ppm = data?.ppm;
  const clientId = Number(values.clientId) || 0;
  const siteId = Number(values.siteId) || 0;
  const { data: sites } = useQuery(PpmPage_Sites, { variables: { clientId }, skip: !clientId });
  const { data: assets } = useQuery(PpmPage_Assets, { variables: { siteId }, skip: !siteId });

  useEffect(() => {
    if (ppm) reset(ppmValues(ppm));
    if (isNew) reset(emptyPpm());
  }, [ppm, isNew, reset]);

  const { submit, saving } = useSaveForm(PpmPage_Save, {
    form,
    required: REQUIRED_PPM_FIELDS,
    variables: (v) => ({ input: toSavePpmInput(v, isNew ? null : id) }),
    payload: (d) => d.savePpm,
    saved: (result) => Boolean(result.ppm),
    success: isNew ? "PPM Created" : "PPM Updated",
    onSaved: (result) => {
      if (!result.ppm) return;
      if (isNew) navigate(paths.ppm(result.ppm.id), { replace: true });
      else reset(ppmValues(result.ppm));
    },
  });

  const choices = useMemo(() => {
    const trades = lookups?.tradeList ?? [];
    const parents = new Map(trades.filter((t) => t.parentTradeId == null).map((t) => [t.id, t.name]));
    return {
      units: FREQUENCY_UNITS.map((u) => ({ value: u, label: u })),
      clients: options(lookups?.clientList, (c) => c.name),
      contractors: options(lookups?.contractorList, (c) => c.name),
      subTrades: options(
        trades.filter((t) => t.parentTradeId != null),
        (t) => `${parents.get(t.parentTradeId!) ?? ""} – ${t.name}`,
      ),
      statuses: options(lookups?.ppmStatuses, (s) => s.name),
      sites: options(sites?.siteList, (s) => (s.siteCode ? `${s.name} (${s.siteCode})` : s.name)),
      assets: options(assets?.assetOptions, (a) => a.assetCode),
    };
  }, [lookups, sites, assets]);

  // a visit that is no date flags its field (as the work-order form's dates), then required fields and save
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const bad = badPpmDates(values);
    if (bad.length) {
      form.flag(Object.fromEntries(bad.map((f) => [f, "A date as DD/MM/YYYY"])) as FieldProblems<PpmFormValues>);
      notify(SAVE_FAILED.message, SAVE_FAILED.kind);
      return;
    }
    void submit();
  };

  const costInvalid = values.costPerAnnum.trim() !== "" && !COST_PATTERN.test(values.costPerAnnum.trim());

  const text = (name: TextKey, label: string, extra: { type?: "number" | "date"; rows?: number; min?: number; step?: string } = {}) => (
    <TextField
      id={`ppm-${name}`}
      label={label}
      // dates are typed DD/MM/YYYY whatever the browser's language (§9)
      type={extra.type === "date" ? "text" : extra.type}
      placeholder={extra.type === "date" ? "DD/MM/YYYY" : undefined}
      rows={extra.rows}
      min={extra.min}
      step={extra.step}
      value={values[name]}
      onChange={(value) => set(name, value)}
      required={(REQUIRED_PPM_FIELDS as readonly string[]).includes(name)}
      invalid={form.invalid(name) || (name === "costPerAnnum" && costInvalid)}
      message={form.message(name) ?? (name === "costPerAnnum" && costInvalid ? "0 or more, up to 3 decimals" : undefined)}
    />
  );
  const select = (name: SelectKey, label: string, opts: SelectOption[], onChange?: (value: string) => void) => (
    <SelectField
      id={`ppm-${name}`}
      label={label}
      value={values[name]}
      onChange={onChange ?? ((value) => set(name, value))}
      options={opts}
      required={(REQUIRED_PPM_FIELDS as readonly string[]).includes(name)}
      invalid={form.invalid(name)}
      message={form.message(name)}
    />
  );

  if (!isNew && !ppm) {
    return error ? <Callout intent={Intent.WARNING}>{error.message || "No data found!"}</Callout> : <Spinner aria-label="Loading" />;
  }
  const contractorId = Number(values.contractorId) || 0;
  return (
    <div className="wo-ppm">
      <H3>{isNew ? "New PPM" : `PPM Details: ${ppm!.refNo}`}</H3>
      <form onSubmit={onSubmit} aria-label="PPM details" noValidate>
        <div className="wo-form-grid">
          {text("frequency", "Frequency", { type: "number", min: 1, step: "1" })}
          {select("weeksMonths", "Weeks / months", choices.units)}
          {select("clientId", "Client", choices.clients, (value) => {
            // a site and an asset belong to the client chosen before
            set("clientId", value);
            set("siteId", "");
            set("assetId", "");
          })}
          {select("siteId", "Site", choices.sites, (value) => {
            set("siteId", value);
            set("assetId", "");
          })}
          {select("assetId", "Asset", choices.assets)}
          {select("subTradeId", "Sub-trade", choices.subTrades)}
          {select("ppmStatusId", "Status", choices.statuses)}
          <div className="wo-ppm__contractor">
            {select("contractorId", "Contractor", choices.contractors)}
            {contractorId ? <Link to={paths.contractor(contractorId)}>Edit contractor</Link> : null}
          </div>
          {text("firstVisit", "First visit", { type: "date" })}
          {text("nextVisit", "Next visit", { type: "date" })}
          {text("costPerAnnum", "Cost per annum (£)", { type: "number", min: 0, step: "0.001" })}
        </div>
        {text("description", "Description", { rows: 2 })}
        <div className="wo-ppm__actions">
          <Button text="Back" icon="arrow-left" onClick={() => navigate(paths.ppms())} />
          <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text="Save" loading={saving} />
        </div>
      </form>
      <section aria-labelledby="ppm-attachments">
        <H4 id="ppm-attachments">Attachments</H4>
        <PpmAttachments ppmId={isNew ? null : id} />
      </section>
    </div>
  );
}
