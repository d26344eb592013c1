import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { notify } from "../../ui";
import { paths } from "../paths";

/** A route that does not exist: the '404!!' notice, then the 404 page */
export function NotFound() {
  const navigate = useNavigate();
  useEffect(() => {
    notify("404!!", "error");
    navigate(paths.notFound(), { replace: true });
  }, [navigate]);
  return null;
}
