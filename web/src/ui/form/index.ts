export {
  TextField,
  SelectField,
  SwitchField,
  CheckboxField,
  CheckboxGroupField,
  type TextFieldProps,
  type SelectFieldProps,
  type SelectOption,
  type SwitchFieldProps,
  type CheckboxFieldProps,
  type CheckboxGroupFieldProps,
} from "./fields";
export { useFormState, serverProblems, type FormState, type FieldProblems } from "./useFormState";
export { isMissing, missingFields, REQUIRED_FIELDS } from "./required";
export {
  useSaveForm,
  SaveForm_Error,
  SAVE_FAILED,
  type SaveForm,
  type SaveFormOptions,
  type SavePayload,
  type SaveRefusal,
  type Notice,
} from "./useSaveForm";
