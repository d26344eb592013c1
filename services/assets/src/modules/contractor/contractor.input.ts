import { ArgsType, Field, InputType, Int } from "type-graphql";
import { IsOptional, MaxLength, Min } from "class-validator";
import { argument, containsPattern, declareList, listInputs, SortDirection } from "@wo/shared";
import { Contractor, CONTRACTOR_TENANCY } from "./contractor.entity";

const ACTIVE = "(case when e.active then 'Active' else 'Deactivated' end)";

/**
 * The contractors grid (#/contractors, GET /api/Contractors paged, the contractors export): searched
 * by name, contact, e-mail and telephone numbers, filtered by active, sorted and filtered on every
 * column, by name unless told.
 */
export const CONTRACTOR_LIST = declareList({
  names: { field: "ContractorSortField", sortInput: "ContractorSortInput", filterInput: "ContractorFilterInput" },
  entity: Contractor,
  from: "assets.contractor e",
  key: ["e.id"],
  tenancy: CONTRACTOR_TENANCY,
  columns: {
    NAME: { field: "name", kind: "text", notNull: true, sort: "e.name", filter: "e.name" },
    CONTACT: { field: "contact", kind: "text", sort: "e.contact", filter: "e.contact" },
    TELEPHONE: { field: "telephone", kind: "text", sort: "e.telephone", filter: "e.telephone" },
    OOH_TELEPHONE: { field: "oohTelephone", kind: "text", sort: "e.ooh_telephone", filter: "e.ooh_telephone" },
    EMAIL: { field: "email", kind: "text", sort: "e.email", filter: "e.email" },
    ACTIVE: { field: "active", kind: "text", notNull: true, sort: ACTIVE, filter: ACTIVE },
  },
  defaultSort: { field: "NAME", direction: SortDirection.ASC, description: "Default: name ascending" },
  arguments: {
    active: argument<boolean>({ where: (active) => [active ? "e.active" : "not e.active", []] }),
  },
  search: {
    description: "Name, contact, e-mail or telephone (spaces ignored in numbers)",
    where: (_em, term) => {
      const like = containsPattern(term);
      const digits = containsPattern(term.replace(/\s+/g, ""));
      return [
        "(e.name ilike ? or e.contact ilike ? or e.email ilike ?" +
          " or replace(coalesce(e.telephone, ''), ' ', '') ilike ? or replace(coalesce(e.ooh_telephone, ''), ' ', '') ilike ?)",
        [like, like, like, digits, digits],
      ];
    },
  },
  filters: true,
  rows: { select: "e.id", byKey: true },
});

/** ContractorSortField, ContractorSortInput, ContractorFilterInput and the paging arguments. */
const inputs = listInputs(CONTRACTOR_LIST);

@ArgsType()
export class ContractorsArgs extends inputs.Args {
  @Field(() => Boolean, { nullable: true, description: "true: active contractors only; false: inactive only; absent: both" })
  @IsOptional()
  active?: boolean | null;
}

/** What the export takes: the grid's search and active filter (the grid's order: by name). */
export type ContractorExportArgs = Pick<ContractorsArgs, "search" | "active">;

/** A contractor as the details form (and POST/PUT /api/Contractors) sends it; id 0 or absent creates. */
@InputType({ description: "A contractor as the details form (and POST/PUT /api/Contractors) sends it; id 0 or absent creates." })
export class SaveContractorInput {
  @Field(() => Int, { nullable: true, description: "The contractor to update; 0 or absent creates one" })
  @IsOptional()
  @Min(0)
  id?: number | null;

  @Field(() => String, { nullable: true, description: "Required; unique without regard to case" })
  @IsOptional()
  @MaxLength(200)
  name?: string | null;

  @Field(() => String, { nullable: true, description: "A short name for tight lists" })
  @IsOptional()
  @MaxLength(50)
  shortName?: string | null;

  @Field(() => String, { nullable: true, description: "Contact name" })
  @IsOptional()
  @MaxLength(200)
  contact?: string | null;

  @Field(() => String, { nullable: true, description: "Office telephone, free text" })
  @IsOptional()
  @MaxLength(50)
  telephone?: string | null;

  @Field(() => String, { nullable: true, description: "Out-of-hours telephone, free text" })
  @IsOptional()
  @MaxLength(50)
  oohTelephone?: string | null;

  @Field(() => String, { nullable: true, description: "E-mail address, where work orders are sent; must be a valid address" })
  @IsOptional()
  @MaxLength(320)
  email?: string | null;

  @Field(() => Boolean, { nullable: true, description: "False deactivates the contractor; absent keeps it (true when creating)" })
  @IsOptional()
  active?: boolean | null;

  @Field(() => String, { nullable: true, description: "HH:mm; with normalFinish, before it" })
  @IsOptional()
  @MaxLength(8)
  normalStart?: string | null;

  @Field(() => String, { nullable: true, description: "HH:mm" })
  @IsOptional()
  @MaxLength(8)
  normalFinish?: string | null;

  @Field(() => String, { nullable: true, description: "HH:mm; an out-of-hours band may cross midnight" })
  @IsOptional()
  @MaxLength(8)
  oohOneStart?: string | null;

  @Field(() => String, { nullable: true, description: "HH:mm" })
  @IsOptional()
  @MaxLength(8)
  oohOneFinish?: string | null;

  @Field(() => String, { nullable: true, description: "HH:mm" })
  @IsOptional()
  @MaxLength(8)
  oohTwoStart?: string | null;

  @Field(() => String, { nullable: true, description: "HH:mm" })
  @IsOptional()
  @MaxLength(8)
  oohTwoFinish?: string | null;

  @Field(() => String, { nullable: true, description: "HH:mm" })
  @IsOptional()
  @MaxLength(8)
  oohThreeStart?: string | null;

  @Field(() => String, { nullable: true, description: "HH:mm" })
  @IsOptional()
  @MaxLength(8)
  oohThreeFinish?: string | null;
}
