export { TextField, SelectField, SwitchField, type TextFieldProps, type SelectFieldProps, type SelectOption, type SwitchFieldProps } from "./fields";
export { useFormState, serverProblems, type FormState, type FieldProblems } from "./useFormState";
export { isMissing, missingFields, REQUIRED_FIELDS } from "./required";
