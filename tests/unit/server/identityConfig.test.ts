// Where the identity provider is (server/identity/config.ts): the stand-in by default, another by URL.
import { describe, expect, it } from 'vitest';
import { identityConfigFromEnv } from '../../../server/identity/config.ts';

const SECRET = 'shared-secret-key';

describe('identityConfigFromEnv', () => {
  it('defaults to the stand-in on port 3001, started beside the portal', () => {
    expect(identityConfigFromEnv(SECRET, {})).toMatchObject({ url: 'http://localhost:3001', port: 3001, startStandIn: true });
    expect(identityConfigFromEnv(SECRET, { IDENTITY_PORT: '4100', IDENTITY_URL: '' })).toMatchObject({ url: 'http://localhost:4100', startStandIn: true });
  });
  it('IDENTITY_URL names another provider, not started here unless IDENTITY_STANDIN=1', () => {
    expect(identityConfigFromEnv(SECRET, { IDENTITY_URL: 'https://id.example.com/', IDENTITY_API_KEY: 'k' })).toMatchObject({ url: 'https://id.example.com', apiKey: 'k', startStandIn: false });
    expect(identityConfigFromEnv(SECRET, { IDENTITY_URL: 'https://id.example.com', IDENTITY_STANDIN: '1' }).startStandIn).toBe(true);
  });
  it('the stand-in key derives from the shared secret key: the same on every instance, another per install', () => {
    const a = identityConfigFromEnv(SECRET, { IDENTITY_URL: 'http://balancer:3001', IDENTITY_STANDIN: '1' });
    const b = identityConfigFromEnv(SECRET, { IDENTITY_URL: 'http://balancer:3001', IDENTITY_STANDIN: '1', IDENTITY_PORT: '3002' });
    expect(a.apiKey).toBe(b.apiKey);
    expect(a.apiKey).not.toBe(identityConfigFromEnv('another-install', {}).apiKey);
    expect(a.apiKey).not.toContain(SECRET);
    expect(a.apiKey.length).toBeGreaterThanOrEqual(32);
    expect(identityConfigFromEnv(SECRET, { IDENTITY_API_KEY: 'configured' }).apiKey).toBe('configured');
  });
  it('stops the start on settings that could only fail later: another provider without its key, a port that is none', () => {
    expect(() => identityConfigFromEnv(SECRET, { IDENTITY_URL: 'https://id.example.com' })).toThrow('IDENTITY_API_KEY is required with IDENTITY_URL');
    expect(() => identityConfigFromEnv(SECRET, { IDENTITY_PORT: 'abc' })).toThrow("IDENTITY_PORT must be a port number, not 'abc'");
    expect(() => identityConfigFromEnv(SECRET, { IDENTITY_PORT: '70000' })).toThrow('IDENTITY_PORT must be a port number');
  });
});
