package org.partita.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The project's artifacts a suite build takes from the local Maven repository, checked against the checkout they
 * are built from: each must be there, and no newer than its module's sources. A SNAPSHOT installed from an older
 * checkout would otherwise be used silently, with another version of the simulation core than the one
 * {@code partita run} uses.
 */
public final class InstalledArtifacts {

    /** A module of the checkout and the file it installs (its {@code artifactId} and extension). */
    public record Module(String dir, String artifactId, String extension) {
    }

    public static final List<Module> MODULES = List.of(new Module(".", "org.partita.parent", "pom"),
            new Module("releng/org.partita.target", "org.partita.target", "target"),
            new Module("releng/org.partita.suite.target", "org.partita.suite.target", "target"),
            new Module("plugins/org.partita.core", "org.partita.core", "jar"),
            new Module("plugins/org.partita.charts", "org.partita.charts", "jar"),
            new Module("plugins/org.partita.dsl", "org.partita.dsl", "jar"),
            new Module("plugins/org.partita.suite", "org.partita.suite", "jar"),
            new Module("releng/org.partita.suite.parent", "org.partita.suite.parent", "pom"),
            new Module("releng/org.partita.suite.maven", "org.partita.suite.maven", "pom"));

    private InstalledArtifacts() {
    }

    /** The modules for {@code mvn install -pl}. */
    public static String moduleList() {
        return String.join(",", MODULES.stream().map(Module::dir).toList());
    }

    /**
     * The modules of {@code home} whose artifact in {@code repo} (version {@code version}) is missing, or is a jar
     * older than one of the module's sources (its folder without build output and regenerated sources), or a POM or
     * target definition that differs from its source file; each with why.
     */
    public static List<String> outdated(Path home, Path repo, String version) throws IOException {
        List<String> out = new ArrayList<>();
        for (Module m : MODULES) {
            Path artifact = repo.resolve("org/partita/" + m.artifactId() + "/" + version + "/" + m.artifactId() + "-"
                    + version + "." + m.extension());
            if (!Files.isRegularFile(artifact)) {
                out.add(m.artifactId() + " (not installed)");
                continue;
            }
            if (!m.extension().equals("jar")) {
                // a POM or a target definition is installed as a copy of its source file (with its time stamp)
                Path source = home.resolve(m.dir()).resolve(m.extension().equals("pom") ? "pom.xml"
                        : m.artifactId() + "." + m.extension());
                if (Files.mismatch(source, artifact) != -1) {
                    out.add(m.artifactId() + " (" + home.relativize(source) + " differs)");
                }
                continue;
            }
            FileTime installed = Files.getLastModifiedTime(artifact);
            Path newer = newestSource(home.resolve(m.dir()));
            if (newer != null && Files.getLastModifiedTime(newer).compareTo(installed) > 0) {
                out.add(m.artifactId() + " (" + home.relativize(newer) + " is newer)");
            }
        }
        return out;
    }

    /**
     * Copies the project's artifacts of a release archive's repository {@code release} into the local repository
     * {@code repo} where they are missing or differ (compared by content), and returns the artifact ids copied. The
     * local repository is the one Maven consults first: a SNAPSHOT of an older checkout or release installed there
     * would otherwise hide the archive's, and Maven older than 3.9 (which cannot read the archive's repository) finds
     * the suite parents there and can say which version it needs.
     */
    public static List<String> installFromRelease(Path release, Path repo, String version) throws IOException {
        List<String> copied = new ArrayList<>();
        for (Module m : MODULES) {
            Path from = release.resolve("org/partita/" + m.artifactId() + "/" + version);
            Path to = repo.resolve("org/partita/" + m.artifactId() + "/" + version);
            String main = m.artifactId() + "-" + version + "." + m.extension();
            if (!Files.isRegularFile(from.resolve(main))) {
                throw new IOException(release + " lacks " + main + ": the release archive is incomplete");
            }
            if (Files.isRegularFile(to.resolve(main)) && Files.mismatch(from.resolve(main), to.resolve(main)) == -1) {
                continue;
            }
            Files.createDirectories(to);
            try (Stream<Path> files = Files.list(from)) {
                for (Path f : files.filter(Files::isRegularFile).toList()) {
                    Files.copy(f, to.resolve(f.getFileName()), StandardCopyOption.REPLACE_EXISTING,
                            StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
            copied.add(m.artifactId());
        }
        return copied;
    }

    private static Path newestSource(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> !generated(dir.relativize(p))).filter(Files::isRegularFile)
                    .max((a, b) -> modified(a).compareTo(modified(b))).orElse(null);
        }
    }

    /** Build output and the sources a build regenerates (as the {@code partita} launcher skips them). */
    private static boolean generated(Path relative) {
        String r = relative.toString().replace('\\', '/');
        return r.startsWith("target") || r.startsWith("src-gen") || r.startsWith("xtend-gen")
                || r.startsWith("model/generated");
    }

    private static FileTime modified(Path p) {
        try {
            return Files.getLastModifiedTime(p);
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
    }
}
