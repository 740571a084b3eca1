// The benches' command-line options, `--name value` anywhere after the script (docs/benchmarks.md).

/** The word after `--name`, or undefined when `--name` is not given. */
export function argument(name) {
  const flag = process.argv.indexOf(`--${name}`);
  return flag >= 0 ? process.argv[flag + 1] : undefined;
}

/** The number after `--name`, or `fallback` when `--name` is not given. */
export const option = (name, fallback) => (process.argv.includes(`--${name}`) ? Number(argument(name)) : fallback);
