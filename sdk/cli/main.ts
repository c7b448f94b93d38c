import { registerApplet } from './registerApplet';

const USAGE = `Usage: vitrine-applet register <applet.json URL> [--console URL] [--email EMAIL] [--replace]

Signs in to the console as staff and registers the applet described by applet.json.
The password comes from VITRINE_PASSWORD; --console and --email default to
VITRINE_CONSOLE and VITRINE_EMAIL.`;

/** Parses `--name value` and `--flag` arguments after the command. */
function parseArgs(args: readonly string[]): { positional: string[]; flags: Record<string, string | true> } {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('--')) positional.push(arg);
    else if (arg === '--replace' || args[i + 1] === undefined || args[i + 1].startsWith('--')) flags[arg.slice(2)] = true;
    else flags[arg.slice(2)] = args[++i];
  }
  return { positional, flags };
}

/** The `vitrine-applet` command (the sdk package's bin). Resolves with the exit code. */
export async function main(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command, ...rest] = argv;
  const { positional, flags } = parseArgs(rest);
  const text = (name: string, fallback: string | undefined) => (typeof flags[name] === 'string' ? (flags[name] as string) : fallback);
  const consoleUrl = text('console', env.VITRINE_CONSOLE);
  const email = text('email', env.VITRINE_EMAIL);
  const password = env.VITRINE_PASSWORD;
  if (command !== 'register' || positional.length !== 1 || !consoleUrl || !email || !password) {
    console.error(USAGE);
    return 2;
  }
  try {
    const { id, route, replaced } = await registerApplet({ consoleUrl, email, password, manifestUrl: positional[0], replace: flags.replace === true });
    console.log(`${replaced ? 'Re-registered' : 'Registered'} ${id}: ${new URL(consoleUrl).origin}/applet/${route}`);
    return 0;
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    return 1;
  }
}
