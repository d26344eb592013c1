import { ArgsType, Field, InputType, registerEnumType, type ClassType } from "type-graphql";
import { ArrayMaxSize, IsOptional, MaxLength, ValidateNested } from "class-validator";
import { PageArgs, SortDirection } from "../graphql/paging";
import type { ListDeclaration } from "./declaration";
import { FilterOperator } from "./filters";

/** A list's sort input: one column and its direction. */
export interface ListSort<F extends string> {
  field: F;
  direction: SortDirection;
}

/** A list's filter input. */
export interface ListFilter<F extends string> {
  field: F;
  operator: FilterOperator;
  value?: string | null;
}

/** "WorkOrderSortField" -> "work order" */
function listNoun(enumName: string): string {
  return enumName
    .replace(/(Sort)?Field$/, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
}

/** The arguments every list field takes, as its resolver receives them. */
export interface ListArgsShape<F extends string> {
  page: number;
  pageSize: number;
  after?: string | null;
  sort?: ListSort<F>[] | null;
  search?: string | null;
  filters?: ListFilter<F>[] | null;
}

/**
 * The GraphQL inputs of one list, made from its declaration (as PageOf makes its page type): the
 * field enum (the columns' names), the sort input and, for lists with column filters, the filter
 * input; and the base class of the list field's arguments (page, pageSize, after, sort, and search
 * and filters when declared). The list's own arguments go in a subclass:
 *
 *   export const { Field: WorkOrderField, SortInput: WorkOrderSortInput, Args } = listInputs(WORK_ORDER_LIST);
 *   @ArgsType() export class WorkOrdersArgs extends Args { @Field(...) status?: number | null; ... }
 */
export function listInputs<E, F extends string>(list: ListDeclaration<E, F>) {
  const fields = Object.fromEntries(Object.keys(list.columns).map((k) => [k, k])) as { [K in F]: K };
  const noun = listNoun(list.names.field);
  const kinds: Record<string, string> = {
    text: "text, compared ignoring case",
    number: "a whole number",
    decimal: "a number with decimals",
    date: "a date, compared by calendar day in Europe/London",
  };
  registerEnumType(fields, {
    name: list.names.field,
    description: `The columns the ${noun} list can be sorted${list.filters ? " and filtered" : ""} by, each named after the field it shows`,
    valuesConfig: Object.fromEntries(
      Object.entries<{ field: string; kind: string }>(list.columns).map(([k, col]) => [
        k,
        { description: `The \`${col.field}\` field (${kinds[col.kind] ?? col.kind})` },
      ]),
    ) as Partial<Record<F, { description: string }>>,
  });
  const direction = list.defaultDirection ?? SortDirection.ASC;

  @InputType(list.names.sortInput, { description: `One sort column of the ${noun} list and its direction; later entries break ties of earlier ones` })
  class SortInput implements ListSort<F> {
    @Field(() => fields, { description: "The column to sort by" })
    field!: F;

    @Field(() => SortDirection, { defaultValue: direction, description: `Ascending or descending (default ${direction})` })
    direction: SortDirection = direction;
  }

  // only lists with column filters have a filter input (an input type in the metadata is a type in the schema)
  let FilterInput: ClassType<ListFilter<F>> | null = null;
  if (list.filters) {
    @InputType(list.names.filterInput ?? `${list.names.field}FilterInput`, {
      description: `A condition on one column of the ${noun} list (a grid's column filter): the rows whose column compares to the value by the operator`,
    })
    class ColumnFilterInput implements ListFilter<F> {
      @Field(() => fields, { description: "The column compared" })
      field!: F;

      @Field(() => FilterOperator, { description: "How the column is compared with the value" })
      operator!: FilterOperator;

      @Field(() => String, {
        nullable: true,
        description:
          "The value compared with, as text (dates YYYY-MM-DD or DD/MM/YYYY, numbers with a point); null or absent with IS_EMPTY and IS_NOT_EMPTY. At most 200 characters",
      })
      @IsOptional()
      @MaxLength(200)
      value?: string | null;
    }
    FilterInput = ColumnFilterInput;
  }

  @ArgsType()
  abstract class Args extends PageArgs implements ListArgsShape<F> {
    @Field(() => String, {
      nullable: true,
      description:
        "The endCursor of the previous page: reads the rows after it (keyset) however deep it lies; page then only labels the answer. Needs one sort column",
    })
    @IsOptional()
    @MaxLength(2000)
    after?: string | null;

    @Field(() => [SortInput], {
      nullable: true,
      description: list.defaultSort.description ?? `Default: ${list.defaultSort.field} ${list.defaultSort.direction}`,
    })
    @IsOptional()
    @ArrayMaxSize(3)
    sort?: SortInput[] | null;

    search?: string | null;
    filters?: ListFilter<F>[] | null;
  }
  if (list.search) {
    Field(() => String, { nullable: true, description: list.search.description })(Args.prototype, "search");
    IsOptional()(Args.prototype, "search");
    MaxLength(200, { message: "search must be 200 characters or fewer" })(Args.prototype, "search");
  }
  if (FilterInput) {
    Field(() => [FilterInput], { nullable: true, description: "Column filters, all of which must hold" })(Args.prototype, "filters");
    IsOptional()(Args.prototype, "filters");
    ArrayMaxSize(20)(Args.prototype, "filters");
    ValidateNested({ each: true })(Args.prototype, "filters");
  }

  return {
    /** the field enum: { REFERENCE: "REFERENCE", ... } */
    Field: fields,
    SortInput: SortInput as ClassType<ListSort<F>>,
    FilterInput,
    Args,
  };
}
