import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { NonIdealState } from "../../ui";
import { paths } from "../paths";

export const ERROR_PAGE_REDIRECT_MS = 3000;

/** The 404 page: back to / after 3 seconds */
export function ErrorPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.home(), { replace: true }), ERROR_PAGE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return <NonIdealState icon="error" title="404" description="This page does not exist. Going back in 3 seconds..." />;
}
