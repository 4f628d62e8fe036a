import { createInterface } from 'node:readline';

/**
 * Asks a question on the terminal without echoing the answer (a password).
 * Only for an interactive terminal: the caller checks `process.stdin.isTTY`.
 * @returns the line typed, without its line break.
 */
export function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    let muted = false;
    // readline writes what is typed back to the terminal; while muted it writes nothing.
    (rl as unknown as { _writeToOutput(text: string): void })._writeToOutput = (text: string) => {
      if (!muted) process.stdout.write(text);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
    rl.on('SIGINT', () => {
      rl.close();
      process.stdout.write('\n');
      reject(new Error('cancelled'));
    });
  });
}
