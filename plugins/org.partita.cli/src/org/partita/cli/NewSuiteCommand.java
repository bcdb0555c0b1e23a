package org.partita.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code partita new-suite DIR}: a new experiment suite — a {@code pom.xml} whose parent is the project's suite
 * parent, the bundle manifest Tycho needs, the test class tycho-surefire runs, a first experiment with claims, and
 * an Eclipse {@code .project} so that the folder opens in the workbench; with {@code --plain}, a suite for plain
 * Maven (parent {@code org.partita.suite.maven}: no manifest, no Tycho).
 */
@Command(name = "new-suite", mixinStandardHelpOptions = true,
        description = {"Create an experiment suite in DIR (which must not exist or be empty): pom.xml, "
                + "META-INF/MANIFEST.MF, build.properties, test/suite/SuiteTest.java, "
                + "src/main/partita/first.partita, .project and .mvn/maven.config. Build it with 'partita suite DIR' "
                + "or 'mvn verify' (Maven >= 3.9, JDK >= 21)."
                + " With --plain: a suite built by plain Maven on a plain class path (pom.xml, test/suite/"
                + "SuiteTest.java, src/main/partita/first.partita, .project), faster to build; the same results."})
public final class NewSuiteCommand extends Subcommand {

    @Parameters(index = "0", paramLabel = "DIR", description = "The suite's folder.")
    Path dir;

    @Option(names = "--plain", description = "A suite for plain Maven (no Tycho, no OSGi runtime): faster builds, "
            + "the same results, report and JUnit XML.")
    boolean plain;

    @Override
    protected int execute() throws Exception {
        if (Files.exists(dir) && (!Files.isDirectory(dir) || Files.list(dir).findAny().isPresent())) {
            throw new UsageException(dir + " exists and is not an empty folder");
        }
        String name = name(dir);
        Map<String, String> files = new LinkedHashMap<>();
        files.put("pom.xml", plain ? "pom-plain.xml.template" : "pom.xml.template");
        if (!plain) {
            files.put("META-INF/MANIFEST.MF", "MANIFEST.MF.template");
            files.put("build.properties", "build.properties.template");
        }
        // its first line makes Maven older than 3.9 stop at once, naming the version needed (docs/suites.md)
        files.put(".mvn/maven.config", plain ? "maven-plain.config.template" : "maven.config.template");
        files.put("test/suite/SuiteTest.java", "SuiteTest.java.template");
        files.put(".project", "project.template");
        files.put(".gitignore", "gitignore.template");
        for (Map.Entry<String, String> f : files.entrySet()) {
            write(dir.resolve(f.getKey()), template(f.getValue()).replace("${name}", name)
                    .replace("${version}", PartitaCommand.Version.VERSION));
        }
        write(dir.resolve("src/main/partita/first.partita"), FIRST);
        ReleaseArchive release = ReleaseArchive.current();
        if (release != null) {
            fromRelease(release);
        }
        String partita = launcher(release);
        out().println("suite " + name + " in " + dir + "; build it with: " + partita + " suite " + dir);
        out().println("or with Maven >= 3.9 and a JDK >= 21: mvn -f " + dir.resolve("pom.xml") + " verify"
                + (release == null ? " (once '" + partita + " suite' has installed the project's artifacts)" : ""));
        out().flush();
        return 0;
    }

    /**
     * A suite made by a release archive's command line builds with the archive's Maven repository: its
     * {@code .mvn/maven.config} names it (read by plain {@code mvn verify} too), and the archive's own artifacts are
     * copied into the local repository (so that no older SNAPSHOT there hides them, and Maven older than 3.9 finds
     * the suite parent and says which version it needs).
     */
    private void fromRelease(ReleaseArchive release) throws IOException {
        Path config = dir.resolve(".mvn/maven.config");
        String before = Files.isRegularFile(config) ? Files.readString(config) : "";
        write(config, before + release.tailOption() + "\n");
        InstalledArtifacts.installFromRelease(release.repository(), ReleaseArchive.localRepository(),
                PartitaCommand.Version.VERSION);
    }

    /** How the user starts this command line: {@code partita} when its folder is on the PATH, else its path. */
    private static String launcher(ReleaseArchive release) {
        if (release != null) {
            return ReleaseArchive.onPath(release.root().resolve("bin"), "partita");
        }
        String home = System.getProperty("partita.home");
        return home == null ? "partita" : ReleaseArchive.onPath(Path.of(home), "partita");
    }

    /** A Maven artifact id and bundle name from the folder's name. */
    static String name(Path dir) {
        String n = dir.toAbsolutePath().normalize().getFileName().toString().replaceAll("[^A-Za-z0-9_.-]", "-")
                .replaceAll("^[-.]+", "");
        return n.isEmpty() ? "suite" : n;
    }

    private static String template(String resource) throws IOException {
        try (InputStream in = NewSuiteCommand.class.getResourceAsStream("suite/" + resource)) {
            if (in == null) {
                throw new IOException("the distribution lacks the suite template " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    static final String FIRST = """
            // A first experiment of the suite: three allocators on a 16 x 16 mesh below saturation, with claims that
            // the build checks (docs/language.md, "Claims").
            experiment First {
            	machine mesh 16 x 16
            	workload synthetic {
            		jobs 1000 warmup 100
            		arrivals poisson load 0.1 to 0.4 step 0.1
            		service exponential mean 5 s
            		sides uniform 1 to 16
            	}
            	pipeline FF { queue fcfs allocate first-fit }
            	pipeline AS { queue fcfs allocate adaptive-scan }
            	pipeline FSL { queue fcfs allocate free-submesh-list }
            	replications 3 to 10 seed 42 within 5% of response
            	measure response, wait, utilization
            	chart "Mean response time" response vs load
            	expect FF increasing on response over load
            	expect FSL not above AS on response
            }
            """;
}
