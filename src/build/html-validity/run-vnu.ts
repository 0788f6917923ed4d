import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { environment } from "#build/config/environment.ts";
import { parseVnuReport, type HtmlValidityError } from "./vnu-report.ts";

/** The checker's jar, from the `vnu-jar` devDependency. */
const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/**
 * The Java settings: a deep enough stack (the checker's HTML schema recurses deeply, and without it the checker can
 * stop with a StackOverflowError, most often on a busy machine), and the serial collector and quick compiler, which on
 * the whole site took 19 s of CPU and 340 MB against 30 s and 1.1 GB with Java's defaults.
 */
const JAVA_OPTIONS = ["-Xss4m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1"];

/** How the check calls the checker: errors only, HTML files only (the Markdown exports and assets are skipped). */
export const VNU_ARGUMENTS = ["--errors-only", "--skip-non-html", "--format", "json", "--stdout"] as const;

export interface RunVnuOptions {
  /** The Java runtime to start (`JAVA`, default `java` on the PATH); the checker needs Java 11 or later. */
  java?: string;
  /** The folder paths in the report are relative to (default the current folder). */
  cwd?: string;
}

/** Runs the Nu HTML Checker over `targets` (files or folders, searched recursively) and returns every error. */
export function runVnu(targets: string[], options: RunVnuOptions = {}): Promise<HtmlValidityError[]> {
  const java = options.java ?? environment.JAVA ?? "java";
  const cwd = options.cwd ?? process.cwd();
  return new Promise((resolve, reject) => {
    const child = spawn(java, [...JAVA_OPTIONS, "-jar", VNU_JAR, ...VNU_ARGUMENTS, ...targets], { cwd });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(
              `The HTML check needs a Java runtime (11 or later) and \`${java}\` was not found. Install one ` +
                "(`apt-get install default-jre-headless`, as .ci/run does) or set JAVA to its `java` command.",
            )
          : error,
      ),
    );
    child.on("close", (code) => {
      const output = Buffer.concat(stdout).toString("utf8");
      const problems = Buffer.concat(stderr).toString("utf8");
      // The checker exits 1 when it reports errors. Any other code, or a Java error (which it may print while still
      // exiting 0, having checked nothing), is a failure to run, never a pass.
      if ((code !== 0 && code !== 1) || /Error|Exception/.test(problems)) {
        reject(new Error(`The Nu HTML Checker failed to run (exit code ${code}):\n${problems.trim()}`));
        return;
      }
      try {
        resolve(parseVnuReport(output, cwd));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}
