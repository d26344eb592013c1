import type { SaveEngineerInput } from "../../gql/graphql";

/** The engineer form's values, as its fields hold them: the contractor id as an option value, "" for none */
export type EngineerFormValues = {
  contractorId: string;
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  skills: string;
  registrationNumber: string;
  active: boolean;
};

/** What §5's 'Required fields' covers on the engineer form */
export const REQUIRED_ENGINEER_FIELDS = ["contractorId", "firstName", "lastName"] as const satisfies ReadonlyArray<keyof EngineerFormValues>;

export const emptyEngineer = (): EngineerFormValues => ({
  contractorId: "",
  firstName: "",
  lastName: "",
  mobile: "",
  email: "",
  skills: "",
  registrationNumber: "",
  active: true,
});

type StoredEngineer = {
  contractorId: number;
  firstName: string;
  lastName: string;
  mobile?: string | null;
  email?: string | null;
  skills?: string | null;
  registrationNumber?: string | null;
  active: boolean;
};

export const engineerValues = (e: StoredEngineer): EngineerFormValues => ({
  contractorId: String(e.contractorId),
  firstName: e.firstName,
  lastName: e.lastName,
  mobile: e.mobile ?? "",
  email: e.email ?? "",
  skills: e.skills ?? "",
  registrationNumber: e.registrationNumber ?? "",
  active: e.active,
});

export const toSaveEngineerInput = (v: EngineerFormValues, id: number | null): SaveEngineerInput => ({
  id,
  contractorId: Number(v.contractorId) || null,
  firstName: v.firstName,
  lastName: v.lastName,
  mobile: v.mobile || null,
  email: v.email || null,
  skills: v.skills || null,
  registrationNumber: v.registrationNumber || null,
  active: v.active,
});
