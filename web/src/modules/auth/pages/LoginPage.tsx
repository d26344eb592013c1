import { useState } from "react";
import { Navigate } from "react-router-dom";
import { Card, H3 } from "../../../ui";
import { paths } from "../../../app/paths";
import { useSession } from "../../../app/session/SessionContext";
import { sessionStore } from "../../../app/session/session-store";
import { isExpired } from "../../../app/session/token";
import { LoginForm } from "../components/LoginForm";
import "./login.css";

/** #/Login.aspx */
export function LoginPage() {
  const { signedIn } = useSession();
  // signed in already when the page opens: nothing to do here, / takes the user home (checked once,
  // the form navigates itself)
  const [signedInOnArrival] = useState(() => {
    const token = sessionStore.token();
    return Boolean(token) && !isExpired(token);
  });
  if (signedInOnArrival) return <Navigate to={paths.home()} replace />;
  return (
    <div className="wo-login">
      <Card className="wo-login__card" elevation={2}>
        <H3>Sign in</H3>
        <LoginForm onSignedIn={signedIn} />
      </Card>
    </div>
  );
}
