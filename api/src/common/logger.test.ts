import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger({ level: 'info', destination }) };
}

describe('logger', () => {
  it("keeps a database error's reason but not its statement, whose inlined values may be secrets", () => {
    const { lines, logger } = capture();
    const error = new Error(
      "/* mail-dispatcher */\nupdate mail_outbox set text_body = 'Reset: http://localhost/reset-password/SECRET-TOKEN' where id = 'x' - Connection terminated unexpectedly",
    );
    logger.error({ err: error }, 'round failed');
    const plain = new Error("insert into sessions (token_hash) values ('HASHED-SECRET') - duplicate key value violates unique constraint");
    logger.error({ err: plain }, 'insert failed');
    const text = lines.join('');
    expect(text).not.toContain('SECRET');
    expect(text).toContain('Connection terminated unexpectedly');
    expect(text).toContain('duplicate key value violates unique constraint');
  });

  it('redacts secret fields and headers by name', () => {
    const { lines, logger } = capture();
    logger.info({ password: 'p4ss', input: { token: 't0ken', newPassword: 'n3w' }, headers: { authorization: 'Bearer abc', cookie: 'sid=1' } }, 'x');
    const text = lines.join('');
    for (const secret of ['p4ss', 't0ken', 'n3w', 'Bearer abc', 'sid=1']) expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
  });

  it('keeps ordinary errors whole', () => {
    const { lines, logger } = capture();
    logger.warn({ err: new Error('SMTP server said 451 - try later') }, 'mail attempt failed');
    expect(JSON.parse(lines[0]).err.message).toBe('SMTP server said 451 - try later');
  });
});
