import net from 'node:net';

/** A message the sink accepted. */
export interface SinkMessage {
  from: string;
  to: string[];
  /** The DATA part as received (headers and body, dot-unstuffed). */
  data: string;
}

/** A tiny SMTP server for tests: speaks 220, EHLO/HELO, MAIL, RCPT, DATA, '.', RSET, NOOP, QUIT and records messages. */
export interface SmtpSink {
  port: number;
  messages: SinkMessage[];
  close(): Promise<void>;
}

/** Starts the sink on 127.0.0.1 (a free port); no TLS, no AUTH (EHLO offers neither, so clients send plainly). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let dataLines: string[] = [];
    let from = '';
    let to: string[] = [];
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 cairn-test-sink ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let i: number;
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push({ from, to, data: dataLines.join('\r\n') });
            say(`250 2.0.0 Ok: queued as sink-${messages.length}`);
            from = '';
            to = [];
          } else {
            dataLines.push(line.startsWith('.') ? line.slice(1) : line);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') {
          say('250-cairn-test-sink');
          say('250 8BITMIME');
        } else if (verb === 'HELO') say('250 cairn-test-sink');
        else if (verb === 'MAIL') {
          from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          say('250 2.1.0 Ok');
        } else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          say('250 2.1.5 Ok');
        } else if (verb === 'DATA') {
          inData = true;
          dataLines = [];
          say('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') {
          from = '';
          to = [];
          say('250 2.0.0 Ok');
        } else if (verb === 'NOOP') say('250 2.0.0 Ok');
        else if (verb === 'QUIT') {
          say('221 2.0.0 Bye');
          socket.end();
        } else say('502 5.5.2 Command not recognized');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('smtp sink: no port');
  return {
    port: address.port,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
