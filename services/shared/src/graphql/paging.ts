import { ArgsType, Field, Int, ObjectType, registerEnumType, type ClassType } from "type-graphql";
import { Readers } from "../field-access";
import { Max, Min } from "class-validator";

/** Grid page size (staff-and-work-orders §9). */
export const DEFAULT_PAGE_SIZE = 20;
/**
 * The most rows one page may hold. The legacy default "10,000,000 when none is given" is capped to
 * this by the REST shims; GraphQL callers asking for more are refused.
 */
export const MAX_PAGE_SIZE = 1000;

export enum SortDirection {
  ASC = "ASC",
  DESC = "DESC",
}
registerEnumType(SortDirection, {
  name: "SortDirection",
  description: "The order of a sort column",
  valuesConfig: {
    ASC: { description: "Ascending: A to Z, smallest first, earliest first; empty values last" },
    DESC: { description: "Descending: Z to A, largest first, latest first; empty values first" },
  },
});

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 1, description: "1-based page number" })
  @Min(1, { message: "page must be 1 or more" })
  page: number = 1;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `Rows per page, 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE})` })
  @Min(1, { message: "pageSize must be 1 or more" })
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be ${MAX_PAGE_SIZE} or less` })
  pageSize: number = DEFAULT_PAGE_SIZE;
}

export function offsetOf(args: Pick<PageArgs, "page" | "pageSize">): number {
  return (args.page - 1) * args.pageSize;
}

export interface Page<T> {
  nodes: T[];
  totalCount: number;
  /** false when totalCount is an estimate (see PageOf) */
  totalCountExact: boolean;
  /** the keyset cursor of the page's last row, for `after`; null when nothing follows */
  endCursor: string | null;
  page: number;
  pageSize: number;
}

/** A named page type for `item`: `@ObjectType() class WorkOrderPage extends PageOf(WorkOrder) {}`. */
export function PageOf<T extends object>(item: ClassType<T>) {
  @ObjectType({ description: `One page of ${item.name} rows, with the total matching the query and the cursor to the next page` })
  abstract class PageClass implements Page<T> {
    @Readers.everyone()
    @Field(() => [item], { description: "The page's rows, in the order asked for (only the rows the caller may read)" })
    nodes!: T[];

    @Readers.everyone()
    @Field(() => Int, {
      description:
        "Rows matching the query, across all pages: exact when totalCountExact, otherwise an upper bound (never fewer than the rows there are, " +
        "so every page up to it can be asked for; the last ones may come back short or empty)",
    })
    totalCount!: number;

    @Readers.everyone()
    @Field(() => Boolean, {
      description:
        "Whether totalCount is exact. Totals kept by counters and counted totals are exact. Rows are counted up to 100,000 where an index " +
        "alone counts them, up to 1,000 where the table must be read (a search, a filter); past that totalCount is an upper bound read " +
        "without counting (the counters' total without the search and filters, or the span of the ids)",
    })
    totalCountExact!: boolean;

    @Readers.everyone()
    @Field(() => String, {
      nullable: true,
      description:
        "Pass as `after` (with the same sort and filters) to read the next page by keyset, as fast at any depth; null when this page came back short",
    })
    endCursor!: string | null;

    @Readers.everyone()
    @Field(() => Int, { description: "The 1-based page number asked for (with `after`, only a label)" })
    page!: number;

    @Readers.everyone()
    @Field(() => Int, { description: "The page size asked for: the page holds fewer rows only when it is the last" })
    pageSize!: number;
  }
  return PageClass;
}
