// A bench module that can also run on its own (`npx tsx tests/bench/<name>.ts`): when the file is
// the one Node was started with, run `main` and exit 0, or print the error and exit 1.
export function runWhenMain(moduleUrl: string, main: () => Promise<void>): void {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}
