import { describe, expect, it } from 'vitest';
import { createLogger } from './index';

/** Every line the logger writes, parsed. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({
    level: 'trace',
    service: 'test',
    destination: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
  return { logger, lines };
}

describe('createLogger redaction', () => {
  it('blanks tokens and passwords in a logged request URL, keeping the rest of the request line', () => {
    const { logger, lines } = capturingLogger();
    const request = {
      method: 'GET',
      url: '/auth?mode=reset&token=s3cr3t-reset&next=%2Fdashboard',
      host: 'localhost:3000',
      ip: '203.0.113.9',
      headers: { cookie: 'doclens_session=s3cr3t-session' },
    };
    logger.info({ req: request }, 'incoming request');
    expect(lines[0]?.req).toEqual({
      method: 'GET',
      url: '/auth?mode=reset&token=[redacted]&next=%2Fdashboard',
      host: 'localhost:3000',
      remoteAddress: '203.0.113.9',
    });
    expect(JSON.stringify(lines)).not.toContain('s3cr3t');
  });

  it('blanks cookies and credentials wherever a library logs the headers, and password or token fields', () => {
    const { logger, lines } = capturingLogger();
    logger.trace(
      { busboyOptions: { headers: { cookie: 'doclens_session=s3cr3t-a', authorization: 'Bearer s3cr3t-b' } } },
      'Providing options to busboy',
    );
    logger.info({ body: { password: 's3cr3t-c', token: 's3cr3t-d' }, newPassword: 's3cr3t-e' }, 'form');
    expect(JSON.stringify(lines)).not.toContain('s3cr3t');
    expect(lines[0]).toMatchObject({ busboyOptions: { headers: { cookie: '[redacted]' } } });
    expect(lines[1]).toMatchObject({ body: { password: '[redacted]', token: '[redacted]' } });
  });
});
