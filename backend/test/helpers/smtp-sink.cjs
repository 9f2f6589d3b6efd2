// An SMTP server on loopback that takes every message, without authentication or TLS, and hands
// each one whole to the caller: the tests' mail catcher (mail-catcher.ts) and the two-instance
// chaos run (backend/chaos/two-instances.mjs) read what the backend mails through it.
const { SMTPServer } = require('smtp-server');

/**
 * Starts the sink on `port` (0: a free one); `onMessage` receives each message's recipients and
 * its raw text. Resolves once it listens, with that port and `close()`.
 */
async function startSmtpSink(onMessage, { port = 0, ignoreErrors = false } = {}) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        onMessage({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  // A client killed mid-message resets its connection; the sink carries on.
  if (ignoreErrors) smtp.on('error', () => {});
  await new Promise((resolve) => smtp.server.listen(port, '127.0.0.1', resolve));
  return {
    port: smtp.server.address().port,
    close: () => new Promise((resolve) => smtp.close(resolve)),
  };
}

module.exports = { startSmtpSink };
