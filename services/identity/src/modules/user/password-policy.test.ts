import { passwordProblem, PASSWORD_POLICY_MESSAGE } from "./password-policy";

describe("the password policy of §5", () => {
  it.each(["Passw0rd!", "abcDE1", "abc12#", "ABC12*", "Abcdef!"])("accepts %s (6+ characters, 3 of 4 classes)", (pw) => {
    expect(passwordProblem(pw)).toBeNull();
  });

  it.each(["Ab1!", "abcdef", "abcdef12", "ABCDEF!!", "123456!@", "Abcdefgh", ""])("refuses %s with the spec's message", (pw) => {
    expect(passwordProblem(pw)).toBe(PASSWORD_POLICY_MESSAGE);
  });
});
