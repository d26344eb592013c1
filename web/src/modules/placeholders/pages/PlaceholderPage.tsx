import { Link, matchPath, useLocation, useNavigate } from "react-router-dom";
import { paths } from "../../../app/paths";
import { Button, Callout, H3 } from "../../../ui";
import { PLACEHOLDER_ROUTES, type PlaceholderRoute } from "../area";

/** The placeholder whose route the address matches (ignoring case, as the router) */
export function placeholderFor(pathname: string): PlaceholderRoute | undefined {
  return PLACEHOLDER_ROUTES.find((p) => matchPath({ path: p.path, end: true }, pathname));
}

/** A screen of the old system this product does not have: what it was, where to go instead, a way back */
export function PlaceholderPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const placeholder = placeholderFor(pathname);
  if (!placeholder) return null; // not reached: the router shows this page only at a placeholder's route
  return (
    <section className="wo-placeholder" aria-label={placeholder.title}>
      <H3>{placeholder.title}</H3>
      <Callout intent="none" icon="info-sign" title="Not part of this product">
        <p>{placeholder.text}</p>
        {placeholder.instead ? (
          <p>
            Go to <Link to={placeholder.instead.to}>{placeholder.instead.title}</Link> instead.
          </p>
        ) : null}
      </Callout>
      <p>
        <Button icon="arrow-left" variant="minimal" text="Back" onClick={() => navigate(-1)} /> <Link to={paths.home()}>Home</Link>
      </p>
    </section>
  );
}
