import { Button, ButtonGroup, HTMLSelect } from "@blueprintjs/core";

export const MAX_PAGE_BUTTONS = 20;

export type PagerProps = {
  page: number;
  pageSize: number;
  totalCount: number;
  /** false when the total is the server's upper bound (never below the rows there are): shown as "up to N", and no last page to jump to */
  totalCountExact?: boolean;
  onPage: (page: number) => void;
  /** A phone-wide window: a few page buttons only, so the pager fits */
  compact?: boolean;
  /** The page sizes offered by a chooser (none: no chooser) */
  pageSizes?: readonly number[];
  onPageSize?: (pageSize: number) => void;
};

/** The page buttons a compact pager shows */
export const COMPACT_PAGE_BUTTONS = 3;

/** The page buttons to show: up to 20, in a window around the current page */
export function pageWindow(page: number, totalPages: number, max = MAX_PAGE_BUTTONS): number[] {
  if (totalPages <= 0) return [];
  const start = Math.max(1, Math.min(page - Math.floor(max / 2), totalPages - max + 1));
  const end = Math.min(totalPages, start + max - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export function Pager({ page, pageSize, totalCount, totalCountExact = true, onPage, compact = false, pageSizes, onPageSize }: PagerProps) {
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
  const first = totalCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(totalCount, page * pageSize);
  return (
    <nav className={compact ? "wo-pager wo-pager--compact" : "wo-pager"} aria-label="Pages">
      <ButtonGroup>
        <Button icon="double-chevron-left" aria-label="First page" disabled={page <= 1} onClick={() => onPage(1)} />
        <Button icon="chevron-left" aria-label="Previous page" disabled={page <= 1} onClick={() => onPage(page - 1)} />
        {pageWindow(page, totalPages, compact ? COMPACT_PAGE_BUTTONS : MAX_PAGE_BUTTONS).map((n) => (
          <Button
            key={n}
            text={String(n)}
            aria-label={`Page ${n}`}
            aria-current={n === page ? "page" : undefined}
            active={n === page}
            onClick={() => n !== page && onPage(n)}
          />
        ))}
        <Button icon="chevron-right" aria-label="Next page" disabled={page >= totalPages} onClick={() => onPage(page + 1)} />
        <Button
          icon="double-chevron-right"
          aria-label="Last page"
          title={totalCountExact ? undefined : "The total is an upper bound: the last pages may be empty"}
          disabled={page >= totalPages || !totalCountExact}
          onClick={() => onPage(totalPages)}
        />
      </ButtonGroup>
      {pageSizes && onPageSize ? (
        <HTMLSelect aria-label="Items per page" value={pageSize} onChange={(e) => onPageSize(Number(e.currentTarget.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </HTMLSelect>
      ) : null}
      <span className="wo-pager__info" data-testid="pager-info">
        {totalCount === 0
          ? "No items to display"
          : totalCountExact
            ? `${first} - ${last} of ${totalCount} items`
            : `${first} - ${last} of up to ${totalCount.toLocaleString("en-GB")} items`}
      </span>
    </nav>
  );
}
