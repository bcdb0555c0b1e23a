package org.partita.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.partita.core.experiment.ExperimentRunner;
import org.partita.core.experiment.Shard;
import org.partita.core.scenario.Scenario;
import org.partita.dsl.interpreter.Interpreter;
import org.partita.dsl.standalone.PartitaFiles;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code partita suite DIR}: builds an experiment suite with Maven ({@code mvn verify} through the project's own
 * wrapper, or a release archive's Maven with the archive's repository behind the local one), after installing the
 * project's artifacts into the local Maven repository where they are missing or older (from the checkout, or copied
 * from the archive), and prints the wall time and where the report is.
 */
@Command(name = "suite", mixinStandardHelpOptions = true,
        description = {"Build the experiment suite in DIR (a folder with a pom.xml, see 'partita new-suite'): "
                + "generate, compile, run every experiment, check its claims. Results, charts and index.html in "
                + "DIR/target/partita/, JUnit XML in DIR/target/surefire-reports/. The first time, the project's "
                + "artifacts are installed into the local Maven repository (a few minutes); later builds work "
                + "offline with --offline."},
        footer = {"", "Exit codes: 0 every experiment ran and no claim failed, 1 otherwise (invalid file, failed "
                + "run, failed claim: Maven's output says which), 2 invalid command line."})
public final class SuiteCommand extends Subcommand {

    @Parameters(index = "0", paramLabel = "DIR", description = "The suite's folder.")
    Path dir;

    @Option(names = "--include", paramLabel = "GLOBS",
            description = "Run only these experiment files (comma-separated names or globs).")
    String include;

    @Option(names = "--threads", paramLabel = "N", description = "Worker threads (default: one per processor).")
    Integer threads;

    @Option(names = "--offline", description = "Do not download anything (Maven -o).")
    boolean offline;

    @Option(names = "--from-store", description = "Simulate nothing: report the experiments whose runs are all "
            + "stored (by an interrupted build, shards or other experiments' shared runs) and list the others as not "
            + "stored yet; with --docs, the table says which experiments it leaves out.")
    boolean fromStore;

    @Option(names = "--docs", paramLabel = "FILE", description = "After a successful build, copy the suite's "
            + "claims (DIR/target/partita/claims.md) into the Markdown document FILE, between the lines "
            + "'<!-- claims of NAME: ... -->' and '<!-- end of claims of NAME -->' (NAME: the suite folder's name, "
            + "followed by the --include globs when given). With --include, the opening marker also records the "
            + "commit and a SHA-256 of each file (checked by 'partita docs --check'). A scorecard of FILE in FILE "
            + "is regenerated.")
    Path docs;

    @Option(names = "--check-docs", description = "With --docs: do not write FILE, fail when its section differs "
            + "from the suite's claims.")
    boolean checkDocs;

    @Option(names = "--shard", paramLabel = "K/N", description = "Do not build: run shard K of N of every "
            + "experiment's runs (as 'partita run --shard') into the store of DIR/target/partita/<experiment>/, "
            + "which the next build of the suite reuses instead of running them ('partita slurm DIR' does this on "
            + "a cluster).")
    String shard;

    @Override
    protected int execute() throws Exception {
        if (!Files.isRegularFile(dir.resolve("pom.xml"))) {
            throw new UsageException(dir + " has no pom.xml (create a suite with 'partita new-suite DIR')");
        }
        if (!valid()) {
            return ErrorHandler.FAILURE;
        }
        if (shard != null) {
            return runShard();
        }
        if (checkDocs && docs == null) {
            throw new UsageException("--check-docs needs --docs FILE");
        }
        if (docs != null && !Files.isRegularFile(docs)) {
            throw new UsageException("--docs " + docs + ": no such file");
        }
        ReleaseArchive release = ReleaseArchive.current();
        Path home = release == null ? home() : release.root();
        Path repo = ReleaseArchive.localRepository();
        if (release != null) {
            if (!Files.isExecutable(release.maven())) {
                throw new UsageException(release.maven() + " is missing: the release archive is incomplete");
            }
            List<String> copied = InstalledArtifacts.installFromRelease(release.repository(), repo,
                    PartitaCommand.Version.VERSION);
            if (!copied.isEmpty()) {
                out().println("partita: copied this release's artifacts into " + repo + " (missing or other ones "
                        + "there): " + String.join(", ", copied));
                out().flush();
            }
        } else {
            List<String> outdated = InstalledArtifacts.outdated(home, repo, PartitaCommand.Version.VERSION);
            if (!outdated.isEmpty()) {
                out().println("partita: installing the project's artifacts into " + repo + ", which lacks or has "
                        + "older ones: " + String.join(", ", outdated) + "...");
                out().flush();
                int rc = maven(home, List.of(home.resolve("mvnw").toString(), "-B", "-q", "install", "-DskipTests",
                        "-pl", InstalledArtifacts.moduleList()));
                if (rc != 0) {
                    err().println("partita: installing the project's artifacts failed (exit " + rc + ")");
                    err().flush();
                    return ErrorHandler.FAILURE;
                }
            }
        }
        // the project's bundles come from the Maven repository; Tycho's index of locally built units would only
        // add a warning (a new suite's .mvn/maven.config says the same for plain 'mvn verify')
        List<String> cmd = new ArrayList<>(List.of(release == null ? home.resolve("mvnw").toString()
                : release.maven().toString(), "-B", "-f", dir.resolve("pom.xml").toAbsolutePath().toString(),
                "verify", "-Dtycho.localArtifacts=ignore"));
        if (release != null) {
            // the archive's repository behind the local one, wherever the archive is now
            cmd.add(release.tailOption());
        }
        if (offline) {
            cmd.add("-o");
        }
        if (include != null) {
            cmd.add("-Dpartita.suite.include=" + include);
        }
        if (fromStore) {
            cmd.add("-Dpartita.suite.fromStore=true");
        }
        if (threads != null) {
            if (threads < 1) {
                throw new UsageException("--threads must be >= 1");
            }
            cmd.add("-Dpartita.suite.threads=" + threads);
        }
        long start = System.nanoTime();
        int rc = maven(home, cmd);
        double seconds = (System.nanoTime() - start) / 1e9;
        Path report = dir.resolve("target/partita/index.html");
        out().println(String.format(Locale.ROOT, "partita: suite %s %s in %.1f s%s", dir,
                rc == 0 ? "passed" : "FAILED", seconds, Files.isRegularFile(report) ? "; report " + report : ""));
        out().flush();
        if (rc != 0) {
            return ErrorHandler.FAILURE;
        }
        return docs == null ? 0 : docs();
    }

    /** Copies the suite's claims into {@link #docs}, or with {@link #checkDocs} compares them. */
    private int docs() throws Exception {
        Path claims = dir.resolve("target/partita/claims.md");
        if (!Files.isRegularFile(claims)) {
            err().println("partita: " + claims + " was not written by the build");
            err().flush();
            return ErrorHandler.FAILURE;
        }
        Path name = dir.toAbsolutePath().normalize().getFileName();
        DocsSection section = new DocsSection(name + (include == null ? "" : " " + include));
        String doc = Files.readString(docs);
        String body = Files.readString(claims);
        if (checkDocs) {
            long stale = staleMarks(body);
            if (stale > 0) {
                err().println("partita: " + name + ": " + stale + " claim(s) marked 'not reproduced' now hold (stale "
                        + "marks, listed in " + claims + "): remove the marks and run 'partita suite " + dir
                        + " --docs " + docs + "'");
                err().flush();
                return ErrorHandler.FAILURE;
            }
            if (section.current(doc, docs).equals(body)) {
                out().println("partita: the claims in " + docs + " are the suite's");
                out().flush();
                return 0;
            }
            err().println("partita: " + docs + ": the claims of " + section.key() + " differ from the suite's ("
                    + claims + "); run 'partita suite " + dir + (include == null ? "" : " --include '" + include + "'")
                    + " --docs " + docs + "' and commit the document");
            err().flush();
            return ErrorHandler.FAILURE;
        }
        // files that CI does not re-run record what they were: 'partita docs --check' notices when one changes
        SectionSource source = include == null ? null : SectionSource.of(docs, files());
        String updated = section.replace(doc, source, body, docs);
        String written = withScorecard(updated);
        org.partita.core.experiment.AtomicFiles.write(docs, w -> w.write(written));
        int n = source == null ? 0 : source.files().size();
        out().println("partita: the claims of " + section.key() + " copied into " + docs + (source == null ? ""
                : " (commit " + source.commit() + ", " + n + (n == 1 ? " file" : " files") + " fingerprinted)")
                + (written.equals(updated) ? ""
                        : "; its scorecard updated (its copies in other documents: 'partita docs DOC…')"));
        out().flush();
        return 0;
    }

    /**
     * {@code doc} (the text of {@link #docs}) with its scorecard of its own claims tables regenerated, when it has
     * one; unchanged, with a warning, when the scorecard cannot be made (the new table is written all the same).
     */
    private String withScorecard(String doc) {
        try {
            ScorecardSection card = ScorecardSection.find(doc, docs);
            if (card == null || !card.source().equals(docs.toAbsolutePath().normalize())) {
                return doc;
            }
            return card.replace(doc, Scorecard.table(Scorecard.rows(doc, docs)));
        } catch (IllegalArgumentException e) {
            err().println("partita: warning: the scorecard was not updated: " + e.getMessage().replace('\n', ' '));
            err().flush();
            return doc;
        }
    }

    /**
     * The claims of a claims table ({@code claims.md}) marked not reproduced that now hold, from its count line: stale
     * marks, which {@code --check-docs} refuses so that a mark cannot outlive the defect it excused.
     */
    public static long staleMarks(String claimsTable) {
        return Math.max(0, SectionCounts.of(claimsTable).stale());
    }

    /**
     * Runs shard {@link #shard} of every included experiment with the options of a suite build (no jobs.csv, no
     * invariant checks), so that the build's incremental run finds the runs stored under the same fingerprint.
     */
    private int runShard() throws Exception {
        Shard k;
        try {
            k = Shard.parse(shard);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--shard: " + e.getMessage());
        }
        int n = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (n < 1) {
            throw new UsageException("--threads must be >= 1");
        }
        for (Path f : files()) {
            for (Scenario s : PartitaFiles.load(f).scenarios(null)) {
                long start = System.nanoTime();
                ExperimentRunner.ShardReport r = Interpreter.runShard(s, new Interpreter.RunOptions(
                        results(dir, s.name()), n, false, false, false, null), k);
                out().println(String.format(Locale.ROOT, "experiment %s (%s): shard %s ran %d of its %d runs in "
                        + "%.1f s (%d were already stored)", s.name(), f.getFileName(), k, r.ran(), r.owned(),
                        (System.nanoTime() - start) / 1e9, r.stored()));
                out().flush();
            }
        }
        return 0;
    }

    /** Where a suite build writes experiment {@code name}'s results (the suite parent's default). */
    static Path results(Path suite, String name) {
        return suite.resolve("target").resolve("partita").resolve(name);
    }

    /** The suite's experiment files that {@code --include} selects, in name order. */
    List<Path> files() throws Exception {
        return files(dir, include);
    }

    /** The experiment files of suite {@code suite} ({@code src/main/partita/}, or the folder itself). */
    static List<Path> files(Path suite, String include) throws Exception {
        Path sources = Files.isDirectory(suite.resolve("src/main/partita")) ? suite.resolve("src/main/partita")
                : suite;
        List<Path> files;
        try (var s = Files.list(sources)) {
            files = s.filter(p -> p.getFileName().toString().endsWith(".partita")).sorted().toList();
        }
        if (files.isEmpty()) {
            throw new UsageException(sources + " has no experiment file (*.partita)");
        }
        if (include == null) {
            return files;
        }
        List<java.nio.file.PathMatcher> globs = new ArrayList<>();
        for (String g : include.split(",")) {
            if (!g.isBlank()) {
                globs.add(java.nio.file.FileSystems.getDefault().getPathMatcher("glob:" + g.trim()));
            }
        }
        List<Path> selected = files.stream().filter(f -> globs.stream().anyMatch(m -> m.matches(f.getFileName())))
                .toList();
        if (selected.isEmpty()) {
            throw new UsageException("--include " + include + " selects none of the files in " + sources);
        }
        return selected;
    }

    /**
     * Validates the suite's experiment files first ({@code src/main/partita/}, or the folder itself when it has
     * none), so that every problem is printed as {@code file:line:column: severity: message} before Maven starts.
     */
    private boolean valid() throws Exception {
        List<Path> files = files();
        boolean ok = true;
        for (Path f : files) {
            try {
                ExperimentFile.load(f, null, err());
            } catch (ExperimentFile.Invalid e) {
                err().println("partita: " + e.getMessage());
                ok = false;
            }
        }
        err().flush();
        return ok;
    }

    /** The checkout the command line runs from ({@code -Dpartita.home}, set by the {@code partita} launcher). */
    private static Path home() throws UsageException {
        String h = System.getProperty("partita.home");
        if (h == null || !Files.isRegularFile(Path.of(h, "mvnw"))) {
            throw new UsageException("'suite' runs from a Partita checkout (./partita sets partita.home) or a "
                    + "release archive (its bin/partita sets partita.release); or run 'mvn verify' in the suite's "
                    + "folder");
        }
        return Path.of(h);
    }

    private int maven(Path home, List<String> cmd) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(home.toFile()).inheritIO();
        pb.environment().putIfAbsent("PARTITA_NO_XVFB", "1");
        if (Runtime.version().feature() >= 24) {
            // Maven's Guice uses sun.misc.Unsafe: without this every build starts with four JVM warning lines
            String opts = pb.environment().getOrDefault("MAVEN_OPTS", "");
            pb.environment().put("MAVEN_OPTS", (opts + " --sun-misc-unsafe-memory-access=allow").trim());
        }
        return pb.start().waitFor();
    }
}
