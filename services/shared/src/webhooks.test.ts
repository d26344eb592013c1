import { deliveryAddress, isPrivateAddress, verifyWebhookSignature, webhookSignature, webhookUrlProblem } from "./webhooks";

const production = { allowLoopback: false };
const tests = { allowLoopback: true };

describe("webhook targets", () => {
  it.each([
    "10.0.0.1",
    "10.255.255.255",
    "172.16.0.1",
    "172.31.255.254",
    "192.168.1.10",
    "127.0.0.1",
    "127.9.9.9",
    "169.254.169.254",
    "0.0.0.0",
    "100.64.0.1",
    "::1",
    "::",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "::ffff:10.0.0.1",
    "::ffff:127.0.0.1",
    "::ffff:a9fe:a9fe",
    "::ffff:c0a8:0101",
  ])("refuses %s", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(["8.8.8.8", "172.15.255.255", "172.32.0.1", "192.169.0.1", "11.0.0.1", "2001:4860:4860::8888", "::ffff:8.8.8.8"])(
    "allows %s",
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );

  it("takes only https URLs to public addresses, with clear messages", () => {
    expect(webhookUrlProblem("https://hooks.example.org/wo", production)).toBeNull();
    expect(webhookUrlProblem("http://hooks.example.org/wo", production)).toBe("The URL must start with https://");
    expect(webhookUrlProblem("not a url", production)).toBe("Enter a full URL, e.g. https://example.org/hooks/work-orders");
    expect(webhookUrlProblem("https://10.1.2.3/x", production)).toMatch(/10\.1\.2\.3 is in a private or reserved range/);
    expect(webhookUrlProblem("https://[::ffff:192.168.0.1]/x", production)).toMatch(/private or reserved range/);
    expect(webhookUrlProblem("https://[fe80::1]/x", production)).toMatch(/private or reserved range/);
    expect(webhookUrlProblem("https://127.0.0.1:8443/x", production)).toMatch(/private or reserved range/);
    expect(webhookUrlProblem("https://localhost/x", production)).toMatch(/local name/);
    expect(webhookUrlProblem("https://user:pw@hooks.example.org/", production)).toMatch(/user name or password/);
  });

  it("opens http and loopback, and only loopback, with WEBHOOK_ALLOW_LOOPBACK", () => {
    expect(webhookUrlProblem("http://127.0.0.1:9000/hook", tests)).toBeNull();
    expect(webhookUrlProblem("http://[::1]:9000/hook", tests)).toBeNull();
    expect(webhookUrlProblem("http://10.0.0.5/hook", tests)).toMatch(/private or reserved range/);
    expect(webhookUrlProblem("ftp://127.0.0.1/hook", tests)).toBe("The URL must start with https://");
  });

  it("checks the resolved address at delivery time (a name resolving to loopback is refused in production)", async () => {
    const rebound = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "10.0.0.7", family: 4 },
    ];
    await expect(deliveryAddress("https://hooks.example.org/x", production, rebound)).rejects.toThrow(
      "hooks.example.org resolves to 10.0.0.7, a private or reserved address: not delivered",
    );
    await expect(deliveryAddress("https://hooks.example.org/x", production, async () => [{ address: "93.184.216.34", family: 4 }])).resolves.toEqual({
      address: "93.184.216.34",
      family: 4,
    });
    await expect(deliveryAddress("http://127.0.0.1:1/x", tests)).resolves.toEqual({ address: "127.0.0.1", family: 4 });
  });
});

describe("webhook signatures", () => {
  it("signs timestamp.body with HMAC-SHA256 and verifies within the tolerance", () => {
    const body = '{"id":"e1"}';
    const header = webhookSignature("s3cret", body, 1_800_000_000);
    // computed independently: printf '1800000000.{"id":"e1"}' | openssl dgst -sha256 -hmac s3cret
    expect(header).toBe("t=1800000000,v1=f9996b7dbc33656303d60e61a78865d9f5be41e692997ad3d178724a14320e00");
    expect(verifyWebhookSignature("s3cret", body, header, 300, 1_800_000_100_000)).toBe(true);
    expect(verifyWebhookSignature("other", body, header, 300, 1_800_000_100_000)).toBe(false);
    expect(verifyWebhookSignature("s3cret", body + " ", header, 300, 1_800_000_100_000)).toBe(false);
    expect(verifyWebhookSignature("s3cret", body, header, 300, 1_800_001_000_000)).toBe(false);
  });
});
