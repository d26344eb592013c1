import { useEffect, useState } from "react";
import { useParams } from "react-router-dom";
import { useApolloClient } from "@apollo/client/react";
import { AnchorButton, Callout, Intent, NonIdealState, Spinner } from "../../../ui";
import { documentLink, openLink, type DocumentLink } from "../document-links";

/**
 * #/documents/{id} (portals §2.3): asks for the document's short-lived signed link and opens it
 * (downloading it where the browser saves files); the link stays on the page to open again.
 */
export function DocumentPage() {
  const id = Number(useParams().id);
  const client = useApolloClient();
  const [state, setState] = useState<{ link: DocumentLink | null; done: boolean }>({ link: null, done: false });
  useEffect(() => {
    let live = true;
    if (!Number.isInteger(id) || id <= 0) {
      setState({ link: null, done: true });
      return;
    }
    void documentLink(client, id).then((link) => {
      if (!live) return;
      setState({ link, done: true });
      if (link) openLink(link);
    });
    return () => {
      live = false;
    };
  }, [client, id]);
  if (!state.done) return <Spinner aria-label="Loading" />;
  if (!state.link) return <Callout intent={Intent.WARNING}>No data found!</Callout>;
  return (
    <NonIdealState
      icon="document"
      title={state.link.fileName}
      description="The document is downloading. If it did not open, use the link below (it works for a few minutes)."
      action={
        <AnchorButton
          href={state.link.url}
          target="_blank"
          rel="noopener"
          download={state.link.fileName}
          icon="download"
          text="Open document"
          intent={Intent.PRIMARY}
        />
      }
    />
  );
}
