import { ArgsType, Field, InputType, Int } from "type-graphql";
import { IsOptional, MaxLength, Min } from "class-validator";
import { argument, containsPattern, declareList, listInputs, SortDirection } from "@wo/shared";
import { Engineer, ENGINEER_TENANCY } from "./engineer.entity";

/**
 * The engineers grid (#/engineer, GET /api/engineer): search over names, contractor, mobile, e-mail,
 * skills and registration; one contractor's or all the viewer may see (a contractor user its own).
 */
export const ENGINEER_LIST = declareList({
  names: { field: "EngineerSortField", sortInput: "EngineerSortInput", filterInput: "EngineerFilterInput" },
  entity: Engineer,
  from: "assets.engineer e",
  key: ["e.id"],
  tenancy: ENGINEER_TENANCY,
  columns: {
    LAST_NAME: { field: "lastName", kind: "text", notNull: true, sort: "e.last_name", filter: "e.last_name" },
    FIRST_NAME: { field: "firstName", kind: "text", notNull: true, sort: "e.first_name", filter: "e.first_name" },
    CONTRACTOR: { field: "contractorId", kind: "text", notNull: true, sort: "c.name", filter: "c.name", join: "contractor" },
    MOBILE: { field: "mobile", kind: "text", sort: "e.mobile", filter: "e.mobile" },
    EMAIL: { field: "email", kind: "text", sort: "e.email", filter: "e.email" },
    SKILLS: { field: "skills", kind: "text", sort: "e.skills", filter: "e.skills" },
    REGISTRATION_NUMBER: { field: "registrationNumber", kind: "text", sort: "e.registration_number", filter: "e.registration_number" },
  },
  joins: { contractor: "join assets.contractor c on c.id = e.contractor_id" },
  defaultSort: { field: "LAST_NAME", direction: SortDirection.ASC, description: "Default: last name ascending" },
  arguments: {
    contractorId: argument<number>({ where: (id) => (id ? ["e.contractor_id = ?", [id]] : null) }),
    activeOnly: argument<boolean>({ where: (only) => (only ? ["e.active", []] : null) }),
  },
  search: {
    description: "First or last name, contractor, mobile, e-mail, skills or registration number",
    where: (_em, search) => {
      const term = containsPattern(search.toLowerCase());
      const compact = containsPattern(search.replace(/\s+/g, ""));
      return [
        "lower(e.first_name || ' ' || e.last_name) like ? or lower(coalesce(e.email, '')) like ? or replace(coalesce(e.mobile, ''), ' ', '') like ?" +
          " or lower(coalesce(e.skills, '')) like ? or lower(coalesce(e.registration_number, '')) like ?" +
          " or exists (select 1 from assets.contractor ec where ec.id = e.contractor_id and lower(ec.name) like ?)",
        [term, term, compact, term, term, term],
      ];
    },
  },
  filters: true,
  rows: { select: "e.id", byKey: true },
});

const inputs = listInputs(ENGINEER_LIST);

@ArgsType()
export class EngineersArgs extends inputs.Args {
  @Field(() => Int, { nullable: true, description: "One contractor's engineers; 0 or absent: every one the viewer may see" })
  @IsOptional()
  @Min(0)
  contractorId?: number | null;

  @Field(() => Boolean, { nullable: true, description: "Only active engineers" })
  @IsOptional()
  activeOnly?: boolean | null;
}

/** An engineer as the engineer form (and POST/PUT /api/engineer) sends it; id 0 or absent creates. */
@InputType({ description: "An engineer as the engineer form (and POST/PUT /api/engineer) sends it; id 0 or absent creates." })
export class SaveEngineerInput {
  @Field(() => Int, { nullable: true, description: "The engineer to update; 0 or absent creates one" })
  @IsOptional()
  @Min(0)
  id?: number | null;

  @Field(() => Int, { nullable: true, description: "Required" })
  @IsOptional()
  @Min(0)
  contractorId?: number | null;

  @Field(() => String, { nullable: true, description: "Required" })
  @IsOptional()
  @MaxLength(100)
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: "Required" })
  @IsOptional()
  @MaxLength(100)
  lastName?: string | null;

  @Field(() => String, { nullable: true, description: "A UK mobile number" })
  @IsOptional()
  @MaxLength(30)
  mobile?: string | null;

  @Field(() => String, { nullable: true, description: "E-mail address; must be a valid address" })
  @IsOptional()
  @MaxLength(320)
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'Trade skills, free text (e.g. "Gas, plumbing")' })
  @IsOptional()
  @MaxLength(1000)
  skills?: string | null;

  @Field(() => String, { nullable: true, description: "Gas Safe, NICEIC or similar registration number" })
  @IsOptional()
  @MaxLength(50)
  registrationNumber?: string | null;

  @Field(() => Boolean, { nullable: true, description: "False deactivates the engineer; absent keeps it (true when creating)" })
  @IsOptional()
  active?: boolean | null;
}
