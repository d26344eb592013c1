import { Link } from "react-router-dom";
import { formatDate, formatDateTime, formatMoney, formatUnitPrice } from "../format";
import type { GridColumn } from "./types";

/** What a column maker takes besides the column's field, title and value */
export type ColumnOptions<F extends string = string> = {
  width?: number;
  /** The API's name of the column: with it the column sorts and filters on the server */
  apiField?: F;
  hiddenByDefault?: boolean;
};

/** A cell's value from its row */
export type CellValue<Row, V = string> = (row: Row) => V | null | undefined;

const orEmpty = (text: string | null | undefined) => text ?? "";

/** Plain text; filtered with the text operators */
export function textColumn<Row, F extends string = string>(
  field: string,
  title: string,
  value: CellValue<Row>,
  options: ColumnOptions<F> = {},
): GridColumn<Row, F> {
  const text = (row: Row) => orEmpty(value(row));
  return { field, title, ...options, filter: "text", render: text, text };
}

/** A number as it is; filtered with the number operators */
export function numberColumn<Row, F extends string = string>(
  field: string,
  title: string,
  value: CellValue<Row, number | string>,
  options: ColumnOptions<F> = {},
): GridColumn<Row, F> {
  const text = (row: Row) => {
    const v = value(row);
    return v === null || v === undefined ? "" : String(v);
  };
  return { field, title, ...options, template: "number", filter: "number", render: text, text };
}

/** Money ('£1,234.57', ui/format); filtered with the number operators */
export function moneyColumn<Row, F extends string = string>(
  field: string,
  title: string,
  value: CellValue<Row, number | string>,
  options: ColumnOptions<F> = {},
): GridColumn<Row, F> {
  const text = (row: Row) => formatMoney(value(row));
  return { field, title, ...options, template: "money", filter: "number", render: text, text };
}

/** A price per unit ('£12.345' when its third decimal counts, else '£54.50'; ui/format); filtered with the number operators */
export function unitPriceColumn<Row, F extends string = string>(
  field: string,
  title: string,
  value: CellValue<Row, number | string>,
  options: ColumnOptions<F> = {},
): GridColumn<Row, F> {
  const text = (row: Row) => formatUnitPrice(value(row));
  return { field, title, ...options, template: "money", filter: "number", render: text, text };
}

/** A date, DD/MM/YYYY in London; filtered by day */
export function dateColumn<Row, F extends string = string>(
  field: string,
  title: string,
  value: CellValue<Row>,
  options: ColumnOptions<F> = {},
): GridColumn<Row, F> {
  const text = (row: Row) => formatDate(value(row));
  return { field, title, ...options, template: "date", filter: "date", render: text, text };
}

/** A date and time, DD/MM/YYYY HH:mm:ss in London; filtered by day */
export function dateTimeColumn<Row, F extends string = string>(
  field: string,
  title: string,
  value: CellValue<Row>,
  options: ColumnOptions<F> = {},
): GridColumn<Row, F> {
  const text = (row: Row) => formatDateTime(value(row));
  return { field, title, ...options, template: "date-time", filter: "date", render: text, text };
}

/** A link to a page of the app (its path from app/paths.ts); filtered by its text */
export function linkColumn<Row, F extends string = string>(
  field: string,
  title: string,
  link: { to: (row: Row) => string; text: (row: Row) => string },
  options: ColumnOptions<F> = {},
): GridColumn<Row, F> {
  return {
    field,
    title,
    ...options,
    template: "link",
    filter: "text",
    render: (row) => <Link to={link.to(row)}>{link.text(row)}</Link>,
    text: link.text,
  };
}
