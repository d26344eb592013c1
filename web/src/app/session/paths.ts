/** The sign-in page (spec §2: /Login.aspx) */
export const LOGIN_PATH = "/Login.aspx";
