// A minimal SMTP sink on 127.0.0.1 for the crash test: records each message's Message-ID and recipient BEFORE answering
// 250, so whatever the server was told was accepted is in the record. With failEvery n, the first delivery of every
// n-th message is refused with a temporary error (451), as a real server sometimes does: the sender must retry.
import net from 'node:net';

/** Starts the sink; resolves with { port, messages, refused, close }. messages: [{ messageId, to, at }]. */
export function startSmtpSink({ failEvery = 0 } = {}) {
  const messages = [];
  const refused = [];
  let seen = 0;
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let data = [];
    const reply = (line) => socket.write(`${line}\r\n`);
    reply('220 crash-sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk;
      let at;
      while ((at = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (inData) {
          if (line !== '.') {
            data.push(line.startsWith('..') ? line.slice(1) : line);
            continue;
          }
          inData = false;
          const headers = {};
          for (const h of data) {
            if (h === '') break;
            const m = /^([A-Za-z-]+):\s*(.*)$/.exec(h);
            if (m) headers[m[1].toLowerCase()] = m[2].trim();
          }
          const message = { messageId: headers['message-id'] ?? '(none)', to: (headers.to ?? '').replace(/^.*<|>.*$/g, ''), at: Date.now(), conn: socket.remotePort };
          data = [];
          seen += 1;
          if (failEvery > 0 && seen % failEvery === 0 && !refused.some((r) => r.messageId === message.messageId)) {
            refused.push(message);
            reply('451 4.3.0 temporary failure, try again later');
            continue;
          }
          messages.push(message);
          reply('250 2.0.0 queued');
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-crash-sink\r\n250 8BITMIME');
        else if (verb === 'HELO' || verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else if (verb === 'DATA') {
          inData = true;
          data = [];
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 not implemented');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: server.address().port,
        messages,
        refused,
        close: () =>
          new Promise((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      }),
    );
  });
}
