import { createCapturingMailer, createLogMailer, createMailer } from './mailer';

describe('mailers', () => {
  it('writes one [mail] line with the recipient and the text when SMTP is off', async () => {
    const lines: string[] = [];
    const mailer = createLogMailer((line) => lines.push(line));
    expect(mailer.configured).toBe(false);
    await mailer.send({ to: 'a@example.com', subject: 'Code', text: 'Your code is 123456.\nBye' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[mail\] to=a@example\.com /);
    expect(lines[0]).toContain('123456');
    expect(lines[0]).not.toContain('\n');
  });

  it('uses SMTP when configured', () => {
    expect(createMailer({ host: 'localhost', port: 2525, secure: false, from: 'x@y.z' }).configured).toBe(true);
    expect(createMailer(undefined).configured).toBe(false);
  });

  it('captures messages for tests', async () => {
    const mailer = createCapturingMailer(true);
    await mailer.send({ to: 'b@example.com', subject: 's', text: 't' });
    expect(mailer.sent).toEqual([{ to: 'b@example.com', subject: 's', text: 't' }]);
    expect(mailer.configured).toBe(true);
  });
});
