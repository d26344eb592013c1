import { useEffect } from "react";
import { useQuery } from "@apollo/client/react";
import { useNavigate, useParams } from "react-router-dom";
import { graphql } from "../../../gql";
import { paths } from "../../../app/paths";
import {
  Button,
  Callout,
  CONFIRM_PROCEED,
  failedNotice,
  H3,
  Intent,
  SelectField,
  Spinner,
  SwitchField,
  TextField,
  useConfirm,
  useFormState,
  useSaveForm,
} from "../../../ui";
import { EngineerGrid_Contractors } from "../components/EngineerGrid";
import { emptyEngineer, engineerValues, REQUIRED_ENGINEER_FIELDS, toSaveEngineerInput, type EngineerFormValues } from "../engineer-form";

export const EngineerPage_Engineer = graphql(`
  query EngineerPage_Engineer($id: Int!) {
    engineer(id: $id) {
      id
      contractorId
      firstName
      lastName
      mobile
      email
      skills
      registrationNumber
      active
    }
  }
`);

export const EngineerPage_Save = graphql(`
  mutation EngineerPage_Save($input: SaveEngineerInput!) {
    saveEngineer(input: $input) {
      engineer {
        id
        contractorId
        firstName
        lastName
        mobile
        email
        skills
        registrationNumber
        active
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const EngineerPage_Delete = graphql(`
  mutation EngineerPage_Delete($id: Int!) {
    deleteEngineer(id: $id) {
      deletedId
      error {
        ...SaveForm_Error
      }
    }
  }
`);

type TextKey = Exclude<keyof EngineerFormValues, "contractorId" | "active">;

/**
 * #/engineer/{id} (0: a new engineer): a contractor's operative, its contractor, names, mobile, e-mail,
 * trade skills and registration number (Gas Safe, NICEIC); contractor and names are required
 * ('Required fields'); delete after a confirmation. After creating, the page moves to its id.
 */
export function EngineerPage() {
  const id = Number(useParams().id) || 0;
  const isNew = id === 0;
  const navigate = useNavigate();
  const { data, error } = useQuery(EngineerPage_Engineer, { variables: { id }, skip: isNew, fetchPolicy: "network-only" });
  const { data: contractors } = useQuery(EngineerGrid_Contractors);
  const form = useFormState<EngineerFormValues>(emptyEngineer);
  const { reset, set } = form;
  const engineer = data?.engineer;
  const { confirm, dialog } = useConfirm();

  useEffect(() => {
    if (engineer) reset(engineerValues(engineer));
    if (isNew) reset(emptyEngineer());
  }, [engineer, isNew, reset]);

  const { submit, saving } = useSaveForm(EngineerPage_Save, {
    form,
    required: REQUIRED_ENGINEER_FIELDS,
    variables: (values) => ({ input: toSaveEngineerInput(values, isNew ? null : id) }),
    payload: (d) => d.saveEngineer,
    saved: (result) => Boolean(result.engineer),
    success: isNew ? "Engineer Created" : "Engineer Updated",
    onSaved: (result) => {
      if (isNew && result.engineer) navigate(paths.engineer(result.engineer.id), { replace: true });
    },
  });
  const { save: remove } = useSaveForm(EngineerPage_Delete, {
    payload: (d) => d.deleteEngineer,
    success: "Engineer Deleted",
    failure: { message: failedNotice("Engineer"), kind: "error" },
    onSaved: () => navigate(paths.engineers()),
  });

  const onDelete = async () => {
    if (!(await confirm(CONFIRM_PROCEED))) return;
    await remove({ id });
  };

  const text = (name: TextKey, label: string, extra: { type?: "email" | "tel"; rows?: number } = {}) => (
    <TextField
      id={`engineer-${name}`}
      label={label}
      type={extra.type}
      rows={extra.rows}
      value={form.values[name]}
      onChange={(value) => set(name, value)}
      required={(REQUIRED_ENGINEER_FIELDS as readonly string[]).includes(name)}
      invalid={form.invalid(name)}
      message={form.message(name)}
    />
  );

  if (!isNew && !engineer) {
    return error ? <Callout intent={Intent.WARNING}>{error.message || "No data found!"}</Callout> : <Spinner aria-label="Loading" />;
  }
  return (
    <div className="wo-engineer">
      <H3>{isNew ? "New engineer" : `Engineer: ${engineer!.firstName} ${engineer!.lastName}`}</H3>
      <form onSubmit={submit} aria-label="Engineer details" noValidate>
        <div className="wo-form-grid">
          <SelectField
            id="engineer-contractorId"
            label="Contractor"
            value={form.values.contractorId}
            onChange={(value) => set("contractorId", value)}
            options={(contractors?.contractorList ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            required
            invalid={form.invalid("contractorId")}
            message={form.message("contractorId")}
          />
          {text("firstName", "First name")}
          {text("lastName", "Last name")}
          {text("mobile", "Mobile", { type: "tel" })}
          {text("email", "Email", { type: "email" })}
          {text("registrationNumber", "Registration number (Gas Safe, NICEIC)")}
        </div>
        {text("skills", "Trade skills", { rows: 2 })}
        <SwitchField label="Active" checked={form.values.active} onChange={(checked) => set("active", checked)} />
        <div className="wo-engineer__actions">
          <Button text="Back" icon="arrow-left" onClick={() => navigate(paths.engineers())} />
          {!isNew ? <Button text="Delete" icon="trash" intent={Intent.DANGER} onClick={() => void onDelete()} /> : null}
          <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text="Save" loading={saving} />
        </div>
      </form>
      {dialog}
    </div>
  );
}
