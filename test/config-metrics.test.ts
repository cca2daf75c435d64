// Issue 40: METRICS_PORT turns the operator's /metrics, /healthz and /readyz on (unset: off);
// METRICS_HOST is where they listen, loopback unless the operator says otherwise.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { t } from '../src/i18n/index';

describe('METRICS_PORT and METRICS_HOST (issue 40)', () => {
  it('unset or blank: no metrics, and loopback for when they are turned on', () => {
    for (const METRICS_PORT of [undefined, '']) {
      const config = loadConfig({ METRICS_PORT, METRICS_HOST: '' });
      expect(config.METRICS_PORT).toBeUndefined();
      expect(config.METRICS_HOST).toBe('127.0.0.1');
    }
  });

  it('a port from 0 to 65535; a host name or an IP address, brackets taken off IPv6', () => {
    expect(loadConfig({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(loadConfig({ METRICS_PORT: '0' }).METRICS_PORT).toBe(0);
    expect(loadConfig({ METRICS_HOST: '0.0.0.0' }).METRICS_HOST).toBe('0.0.0.0');
    expect(loadConfig({ METRICS_HOST: 'metrics.internal' }).METRICS_HOST).toBe('metrics.internal');
    expect(loadConfig({ METRICS_HOST: '[::1]' }).METRICS_HOST).toBe('::1');
  });

  it('refuses anything else with one sentence naming the variable, never the value', () => {
    const port = t('config.invalid', { variable: 'METRICS_PORT', reason: t('config.expect.port') });
    for (const METRICS_PORT of ['-1', '65536', '9464.5', 'ninety', '9464; rm -rf /']) {
      expect(() => loadConfig({ METRICS_PORT })).toThrow(ConfigError);
      expect(() => loadConfig({ METRICS_PORT })).toThrow(port);
    }
    const host = t('config.invalid', { variable: 'METRICS_HOST', reason: t('config.expect.host') });
    for (const METRICS_HOST of ['http://0.0.0.0', 'a b', '-bad', '127.0.0.1:9464/x', 'x'.repeat(300)]) {
      expect(() => loadConfig({ METRICS_HOST })).toThrow(host);
      expect(() => loadConfig({ METRICS_HOST })).not.toThrow(METRICS_HOST);
    }
  });
});
