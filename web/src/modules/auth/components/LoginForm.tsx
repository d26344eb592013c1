import { useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { getFragmentData, graphql } from "../../../gql";
import { SessionStore_SignedIn } from "../../../app/session/operations";
import { Button, Callout, Checkbox, FormGroup, InputGroup, Intent } from "../../../ui";
import type { SignedInSession } from "../../../app/session/session-store";

export const LoginForm_SignIn = graphql(`
  mutation LoginForm_SignIn($email: String!, $password: String!, $rememberMe: Boolean!) {
    signIn(input: { email: $email, password: $password, rememberMe: $rememberMe }) {
      session {
        ...SessionStore_SignedIn
      }
      error {
        code
        message
      }
    }
  }
`);

export const SIGN_IN_FAILED = "Something wrong! Try again!";

/** Refusals the server words for the user although they come as GraphQL errors: too many attempts from this address */
const WORDED_CODES = new Set(["TOO_MANY_REQUESTS"]);

/** The server's words when it refused the attempt itself (not the credentials), else the generic failure */
function failureMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const worded = error.errors.find((e) => WORDED_CODES.has(String(e.extensions?.code)));
    if (worded) return worded.message;
  }
  return SIGN_IN_FAILED;
}

export type LoginFormProps = {
  onSignedIn: (session: SignedInSession, remember: boolean) => void;
};

/** E-mail, password and remember me; shows the server's message when sign-in is refused */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [signIn, { loading }] = useMutation(LoginForm_SignIn);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (loading) return;
    setMessage(null);
    try {
      const { data } = await signIn({ variables: { email: email.trim(), password, rememberMe } });
      const result = data?.signIn;
      if (result?.session) onSignedIn(getFragmentData(SessionStore_SignedIn, result.session), rememberMe);
      else setMessage(result?.error?.message ?? SIGN_IN_FAILED);
    } catch (error) {
      setMessage(failureMessage(error));
    }
  };

  return (
    <form className="wo-login__form" onSubmit={submit} aria-label="Sign in">
      {message ? (
        <Callout intent={Intent.DANGER} role="alert" className="wo-login__message">
          {message}
        </Callout>
      ) : null}
      <FormGroup label="Email" labelFor="wo-login-email">
        <InputGroup
          id="wo-login-email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          required
          autoFocus
        />
      </FormGroup>
      <FormGroup label="Password" labelFor="wo-login-password">
        <InputGroup
          id="wo-login-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          required
        />
      </FormGroup>
      <Checkbox label="Remember me" checked={rememberMe} onChange={(e) => setRememberMe(e.currentTarget.checked)} />
      <Button type="submit" intent={Intent.PRIMARY} fill loading={loading} text="Sign in" />
    </form>
  );
}
