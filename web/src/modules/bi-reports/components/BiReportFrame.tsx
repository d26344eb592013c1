import { Callout, Intent } from "../../../ui";
import "./bi-report.css";

/** What a report's iframe may do: run the report's scripts in its own origin, open its links, post its filters */
export const REPORT_SANDBOX = "allow-scripts allow-same-origin allow-popups allow-forms";

/** Only an https address is framed (the server checked its host; the gateway's CSP allows only those hosts) */
export function isFramable(url: string): boolean {
  try {
    return new URL(url).protocol === "https:";
  } catch {
    return false;
  }
}

export type BiReportFrameProps = {
  /** The report's checked address (embedUrl); never its embed code or any HTML from the server */
  embedUrl: string;
  name: string;
};

/** A business-intelligence report: the product's own sandboxed iframe on the report's address */
export function BiReportFrame({ embedUrl, name }: BiReportFrameProps) {
  if (!isFramable(embedUrl)) return <Callout intent={Intent.WARNING}>This report cannot be shown.</Callout>;
  return <iframe className="wo-bi-report" src={embedUrl} sandbox={REPORT_SANDBOX} referrerPolicy="no-referrer" title={name} />;
}
