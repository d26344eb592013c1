/** The §5 message, word for word. */
export const PASSWORD_POLICY_MESSAGE = "Password must be over 6 characters and have at least one non letter or digit character";

const CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[!@#$&*]/];

/**
 * portals-and-back-office §5: at least 6 characters and at least 3 of the four classes lowercase,
 * uppercase, digit, special (!@#$&*). Answers the message when the password falls short, else null.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < 6 || password.length > 1024) return PASSWORD_POLICY_MESSAGE;
  const classes = CLASSES.filter((c) => c.test(password)).length;
  return classes >= 3 ? null : PASSWORD_POLICY_MESSAGE;
}
