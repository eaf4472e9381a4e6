/** Runs a bench program to its end: exit 1 when it fails or answers false (a phase went wrong), else 0. */
export function runProgram(main: () => Promise<unknown>) {
  main().then(
    (ok) => process.exit(ok === false ? 1 : 0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
