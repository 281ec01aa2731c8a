import { createServer, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent after DATA: headers, blank line, body (dot-stuffing undone). */
  message: string;
}

/**
 * A local SMTP server speaking just enough of RFC 5321 (EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT,
 * no TLS, no AUTH) for nodemailer to deliver to it, so delivery is tested over a real socket
 * rather than against a mock of the library.
 */
export async function startSmtpListener() {
  const received: ReceivedMail[] = [];
  const refusing = { recipients: false };
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    converse(socket, received, refusing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** While true, every RCPT TO is refused with a 550, so every delivery fails. */
    refuseRecipients(refuse: boolean) {
      refusing.recipients = refuse;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function converse(socket: Socket, received: ReceivedMail[], refusing: { recipients: boolean }): void {
  const reply = (line: string) => socket.write(`${line}\r\n`);
  let buffer = '';
  let inData = false;
  let envelope: Omit<ReceivedMail, 'message'> = { from: '', to: [] };
  socket.setEncoding('utf8');
  reply('220 localhost test SMTP listener');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        const message = buffer.slice(0, end).replaceAll('\r\n..', '\r\n.');
        buffer = buffer.slice(end + 5);
        inData = false;
        received.push({ ...envelope, message });
        envelope = { from: '', to: [] };
        reply('250 2.0.0 Queued');
        continue;
      }
      const endOfLine = buffer.indexOf('\r\n');
      if (endOfLine === -1) return;
      const line = buffer.slice(0, endOfLine);
      buffer = buffer.slice(endOfLine + 2);
      const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
      switch (line.slice(0, 4).toUpperCase()) {
        case 'EHLO':
        case 'HELO':
          reply('250 localhost');
          break;
        case 'MAIL':
          envelope.from = address;
          reply('250 2.1.0 OK');
          break;
        case 'RCPT':
          if (refusing.recipients) reply('550 5.1.1 No such user here');
          else {
            envelope.to.push(address);
            reply('250 2.1.5 OK');
          }
          break;
        case 'DATA':
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
          break;
        case 'RSET':
          envelope = { from: '', to: [] };
          reply('250 2.0.0 OK');
          break;
        case 'NOOP':
          reply('250 2.0.0 OK');
          break;
        case 'QUIT':
          reply('221 2.0.0 Bye');
          socket.end();
          return;
        default:
          reply('502 5.5.2 Command not implemented');
      }
    }
  });
}

/** The text body of a received single-part mail, quoted-printable decoded, as a mail client shows it. */
export function textOf(mail: ReceivedMail): string {
  const [head = '', ...rest] = mail.message.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  if (!/^content-transfer-encoding:\s*quoted-printable/im.test(head)) return body.replaceAll('\r\n', '\n');
  const bytes = body
    .replaceAll('=\r\n', '')
    .replaceAll('\r\n', '\n')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A header of a received mail, unfolded. */
export function headerOf(mail: ReceivedMail, name: string): string | undefined {
  const head = (mail.message.split('\r\n\r\n')[0] ?? '').replace(/\r\n[ \t]+/g, ' ');
  const line = head
    .split('\r\n')
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
