// Where the identity provider is (server/identity/config.ts): the stand-in by default, another by URL.
import { describe, expect, it } from 'vitest';
import { identityConfigFromEnv } from '../../../server/identity/config.ts';

describe('identityConfigFromEnv', () => {
  it('defaults to the stand-in on port 3001, started beside the portal', () => {
    expect(identityConfigFromEnv({})).toMatchObject({ url: 'http://localhost:3001', port: 3001, startStandIn: true });
    expect(identityConfigFromEnv({ IDENTITY_PORT: '4100', IDENTITY_URL: '' })).toMatchObject({ url: 'http://localhost:4100', startStandIn: true });
  });
  it('IDENTITY_URL names another provider, not started here unless IDENTITY_STANDIN=1', () => {
    expect(identityConfigFromEnv({ IDENTITY_URL: 'https://id.example.com/', IDENTITY_API_KEY: 'k' })).toMatchObject({ url: 'https://id.example.com', apiKey: 'k', startStandIn: false });
    expect(identityConfigFromEnv({ IDENTITY_URL: 'https://id.example.com', IDENTITY_STANDIN: '1' }).startStandIn).toBe(true);
  });
  it('a key per start when none is configured', () => {
    expect(identityConfigFromEnv({}).apiKey).not.toBe(identityConfigFromEnv({}).apiKey);
    expect(identityConfigFromEnv({}).apiKey.length).toBeGreaterThanOrEqual(32);
  });
});
